import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_DELAY, loginDelayMs } from "../modules/auth/auth.limits";
import { startTestApp, type TestApp } from "../test/test-app";

// Finding 2: ten wrong passwords for an email locked that account for everyone (the owner with
// the right password from another address included), and asking for a reset link voided the one
// the owner had, with a per-account limit an attacker could use up. The limits are real here
// (RATE_LIMIT_SCALE=1); the app trusts the test as its proxy, so X-Forwarded-For picks the address.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_SCALE: "1", TRUST_PROXY: "127.0.0.1" });
});
afterAll(async () => t?.close());

const ATTACKER = "203.0.113.66";
const OWNER = "198.51.100.7";
const from = (address: string) => ({ "x-forwarded-for": address });

describe("finding 2: anyone can lock anyone out", () => {
  it("wrong passwords throttle the attacker's address; the owner signs in from another one", async () => {
    const owner = await t.client().registerFresh();
    const attacker = t.client();
    for (let i = 0; i < 10; i++) {
      const res = await attacker.request(
        "POST",
        "/api/auth/login",
        { email: owner.email, password: "Guess#" + i },
        from(ATTACKER),
      );
      expect(res.status).toBe(401);
    }
    const blocked = await attacker.request(
      "POST",
      "/api/auth/login",
      { email: owner.email, password: owner.password },
      from(ATTACKER),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    const mine = t.client();
    const res = await mine.request(
      "POST",
      "/api/auth/login",
      { email: owner.email, password: owner.password },
      from(OWNER),
    );
    expect(res.status).toBe(200);
    expect(res.json.user.email).toBe(owner.email);
  });

  it("a new reset request leaves the owner's link working; an attacker's requests cannot block the owner's", async () => {
    const owner = await t.client().registerFresh();
    const ask = (address: string) =>
      t.client().request("POST", "/api/auth/forgot-password", { email: owner.email }, from(address));

    const ownersLink = (await ask(OWNER)).json.resetToken as string;
    expect(ownersLink).toEqual(expect.any(String));
    // The attacker asks again and again from their address until refused...
    const attackerStatuses: number[] = [];
    for (let i = 0; i < 4; i++) attackerStatuses.push((await ask(ATTACKER)).status);
    expect(attackerStatuses).toEqual([200, 200, 200, 429]);
    // ...the owner can still ask for a link, and the first one still works.
    const second = await ask(OWNER);
    expect(second.status).toBe(200);
    expect(second.json.resetToken).toEqual(expect.any(String));

    const reset = await t
      .client()
      .request("POST", "/api/auth/reset-password", { token: ownersLink, newPassword: "Overtime#2026" }, from(OWNER));
    expect(reset.status).toBe(200);
    // Single-use, and a successful reset retires every other open link.
    for (const token of [ownersLink, second.json.resetToken as string]) {
      const again = await t
        .client()
        .request("POST", "/api/auth/reset-password", { token, newPassword: "Extra#Time2026" }, from(OWNER));
      expect(again.status).toBe(400);
      expect(again.json.message).toBe("This password reset link is invalid or has expired.");
    }
  });

  it("slows sign-in to an account under attack from many addresses progressively, up to a ceiling", () => {
    expect(loginDelayMs(1)).toBe(0);
    expect(loginDelayMs(LOGIN_DELAY.freeAttempts)).toBe(0);
    expect(loginDelayMs(LOGIN_DELAY.freeAttempts + 1)).toBe(LOGIN_DELAY.stepMs);
    expect(loginDelayMs(LOGIN_DELAY.freeAttempts + 4)).toBe(4 * LOGIN_DELAY.stepMs);
    expect(loginDelayMs(10_000)).toBe(LOGIN_DELAY.maxMs);
  });
});
