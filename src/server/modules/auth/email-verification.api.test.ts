import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenIn, type CaughtMail } from "../../test/mail-catcher";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
const adminEmail = `boss_${randomUUID().slice(0, 8)}@example.test`;
const ORIGIN = "https://fans.example";
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: adminEmail, PUBLIC_ORIGIN: ORIGIN, RATE_LIMIT_SCALE: "1" });
});
afterAll(async () => t?.close());

const address = (tag = "v") => `${tag}_${randomUUID().slice(0, 8)}@example.test`;
const linkMail = (email: string, path: string) => (m: CaughtMail) =>
  m.to.includes(email) && m.text.includes(`${path}?token=`);
const mailsTo = async (email: string) => (await t.mail!.list()).filter((m) => m.to.includes(email));
/** Waits for `count` verification mails to `email` (they arrive in the worker's time, not the request's). */
async function linksTo(email: string, count: number): Promise<CaughtMail[]> {
  for (let i = 0; i < 600; i++) {
    const links = (await mailsTo(email)).filter(linkMail(email, "/verify-email"));
    if (links.length >= count) return links.sort((a, b) => a.seq - b.seq);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`fewer than ${count} verification mails to ${email}`);
}
const verify = (token: string) => t.client().post("/api/auth/verify-email", { token });
const me = async (c: TestClient) => (await c.get("/api/auth/me")).json.user;
const isAdminApi = async (c: TestClient) => (await c.get("/api/admin/reports")).status === 200;

describe("address verification at registration", () => {
  it("mails a link in the registration's language; the link proves the address once", async () => {
    const c = t.client();
    const email = address();
    const res = await c.request(
      "POST",
      "/api/auth/register",
      { firstName: "Zoé", lastName: "M", username: `zoe_${randomUUID().slice(0, 8)}`, email, password: "Touchdown!42" },
      { "accept-language": "fr-FR,fr;q=0.9" },
    );
    expect(res.status).toBe(201);
    expect(res.json.user).toMatchObject({ emailVerified: false, pendingEmail: null });
    const mail = await t.mail!.waitFor(linkMail(email, "/verify-email"));
    expect(mail.subject).toBe("Confirmez votre adresse e-mail pour FanZone");
    expect(mail.headers["content-language"]).toBe("fr");
    expect(mail.text).toContain(`${ORIGIN}/verify-email?token=`);
    expect(mail.html).toContain("Confirmer mon adresse");

    const ok = await verify(tokenIn(mail));
    expect(ok.status).toBe(200);
    expect(ok.json.user).toMatchObject({ email, emailVerified: true });
    expect((await me(c)).emailVerified).toBe(true);
    expect((await t.client().get("/api/auth/me")).status).toBe(401); // verifying signs nobody in

    const reused = await verify(tokenIn(mail));
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe("invalid_verification_link");
  });

  it("answers 400 for an unknown or expired token, and a validation error for none", async () => {
    expect((await verify("x".repeat(43))).json.code).toBe("invalid_verification_link");
    expect((await t.client().post("/api/auth/verify-email", {})).status).toBe(400);
    const c = t.client();
    const { email } = await c.registerFresh({ email: address() });
    const mail = await t.mail!.waitFor(linkMail(email, "/verify-email"));
    await t.app.database.query("update email_tokens set expires_at = now() - interval '1 second' where email = $1", [
      email,
    ]);
    const expired = await verify(tokenIn(mail));
    expect(expired.status).toBe(400);
    expect(expired.json.code).toBe("invalid_verification_link");
    expect((await me(c)).emailVerified).toBe(false);
  });

  it("resends for the signed-in user, three times an hour, and not once verified", async () => {
    const c = t.client();
    const { email } = await c.registerFresh({ email: address() });
    await t.mail!.waitFor(linkMail(email, "/verify-email"));
    expect((await t.client().post("/api/auth/verify-email/resend")).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await c.post("/api/auth/verify-email/resend")).status).toBe(200);
    const limited = await c.post("/api/auth/verify-email/resend");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Only the newest link works: each resend retires the one before.
    const links = await linksTo(email, 4);
    expect((await verify(tokenIn(links[0]!))).status).toBe(400);
    expect((await verify(tokenIn(links.at(-1)!))).status).toBe(200);

    const other = t.client();
    await other.registerFresh({ email: address() });
    await t.verifyAddress((await me(other)).email);
    expect((await other.post("/api/auth/verify-email/resend")).status).toBe(409);
  });
});

describe("an address change", () => {
  it("waits for the new address's link; the old address is told; then it takes effect", async () => {
    const c = t.client();
    const { email: oldEmail, password } = await c.registerFresh({ email: address("old") });
    await t.verifyAddress(oldEmail);
    const newEmail = address("new");
    const res = await c.patch("/api/users/me", { email: newEmail, currentPassword: password });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: oldEmail, pendingEmail: newEmail, emailVerified: true });
    expect(await me(c)).toMatchObject({ email: oldEmail, pendingEmail: newEmail });

    const notice = await t.mail!.waitFor((m) => m.to.includes(oldEmail) && m.subject.includes("being changed"));
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain(`${ORIGIN}/forgot-password`);
    const link = await t.mail!.waitFor(linkMail(newEmail, "/verify-email"));
    expect(link.subject).toBe("Confirm your new email address for FanZone");
    // The old address still signs in until the new one is proved.
    expect((await t.client().post("/api/auth/login", { email: oldEmail, password })).status).toBe(200);

    expect((await verify(tokenIn(link))).json.user).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    expect(await me(c)).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    expect((await t.client().post("/api/auth/login", { email: newEmail, password })).status).toBe(200);
    expect((await t.client().post("/api/auth/login", { email: oldEmail, password })).status).toBe(401);
  });

  it("a link to an address given up since proves nothing", async () => {
    const c = t.client();
    const { email, password } = await c.registerFresh({ email: address() });
    const first = address("first");
    await c.patch("/api/users/me", { email: first, currentPassword: password });
    const firstLink = await t.mail!.waitFor(linkMail(first, "/verify-email"));
    const second = address("second");
    await c.patch("/api/users/me", { email: second, currentPassword: password });
    expect((await verify(tokenIn(firstLink))).status).toBe(400);
    expect(await me(c)).toMatchObject({ email, pendingEmail: second });
  });
});

describe("administrators (ADMIN_EMAILS)", () => {
  it("only a verified address is an administrator", async () => {
    const c = t.client();
    await c.registerFresh({ email: adminEmail });
    expect((await me(c)).isAdmin).toBe(false);
    expect(await isAdminApi(c)).toBe(false);
    await t.verifyAddress(adminEmail);
    expect((await me(c)).isAdmin).toBe(true);
    expect(await isAdminApi(c)).toBe(true);
  });

  it("an administrator who moves away loses the rights, and whoever takes the old address does not get them", async () => {
    const listed = address("listed");
    const app = await startTestApp({ ADMIN_EMAILS: listed, RATE_LIMIT_SCALE: "1" });
    try {
      const admin = app.client();
      const { password } = await admin.registerFresh({ email: listed });
      await app.verifyAddress(listed);
      expect(await (async () => (await admin.get("/api/admin/reports")).status)()).toBe(200);
      const elsewhere = address("elsewhere");
      await admin.patch("/api/users/me", { email: elsewhere, currentPassword: password });
      // Pending: still the listed, verified address.
      expect((await admin.get("/api/admin/reports")).status).toBe(200);
      await app.verifyAddress(elsewhere);
      expect((await admin.get("/api/admin/reports")).status).not.toBe(200);
      expect((await admin.get("/api/auth/me")).json.user.isAdmin).toBe(false);

      const squatter = app.client();
      await squatter.registerFresh({ email: listed });
      expect((await squatter.get("/api/auth/me")).json.user.isAdmin).toBe(false);
      expect((await squatter.get("/api/admin/reports")).status).not.toBe(200);
      const suspend = await squatter.post(
        `/api/admin/users/${(await admin.get("/api/auth/me")).json.user.id}/suspend`,
        {
          reason: "take over",
        },
      );
      expect(suspend.status).not.toBe(200);
    } finally {
      await app.close();
    }
  });

  it("the start-up log names the listed addresses no verified account holds", async () => {
    const lines: string[] = [];
    const listed = address("unclaimed");
    const app = await startTestApp(
      { ADMIN_EMAILS: listed, LOG_LEVEL: "warn" },
      { logger: { stream: { write: (l: string) => lines.push(l) }, level: "warn" } },
    );
    try {
      await app.app.ready();
      expect(lines.join("\n")).toContain(listed);
    } finally {
      await app.close();
    }
  });
});
