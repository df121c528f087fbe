import { describe, expect, it } from "vitest";
import type { TestApp, TestClient } from "../../test/test-app";
import { useInstancePair } from "../../test/instance-pair";
import { openSocket, waitFor } from "../../test/sockets";
import { SESSION_ENDED_CLOSE } from "../../realtime/socket-hub";
import { revokeSessions } from "../../lib/session";

// Signed-in requests are answered from a session cache; ending a session on one instance must
// end it on every instance at once (the bus), sockets included. With REDIS_URL and
// DATABASE_URL set, a and b are two instances sharing the database and the bus.

let a: TestApp;
let b: TestApp;
useInstancePair((pair) => ({ a, b } = pair));

/**
 * The other instance drops a cached session when the bus message arrives: milliseconds, but not
 * ordered with the test's next request to that instance.
 */
const BUS = { timeout: 2_000 };

/** One fan signed in twice: `one` through instance a, `two` through instance b (both cached). */
async function twoSessions(): Promise<{ one: TestClient; two: TestClient; email: string; userId: number }> {
  const one = a.client();
  const { email, password, user } = await one.registerFresh();
  const two = b.client();
  expect((await two.post("/api/auth/login", { email, password })).status).toBe(200);
  expect((await one.get("/api/auth/me")).status).toBe(200);
  expect((await two.get("/api/auth/me")).status).toBe(200);
  return { one, two, email, userId: user.id };
}

describe("session revocation", () => {
  it("sign-out ends that session on every instance at once and leaves the other session alone", async () => {
    const { one, two } = await twoSessions();
    const cookie = two.cookie("fz_session")!;
    expect((await two.post("/api/auth/logout")).status).toBe(200);
    // The old cookie, replayed on the other instance, is refused right away (no cache lag).
    const replay = await fetch(`${a.baseUrl}/api/auth/me`, { headers: { cookie: `fz_session=${cookie}` } });
    expect(replay.status).toBe(401);
    expect((await one.get("/api/auth/me")).status).toBe(200);
  });

  it("a password reset ends every session and closes their sockets, on every instance", async () => {
    const { one, two, email } = await twoSessions();
    const sock = openSocket(b, two);
    await sock.opened;
    const token = (await a.client().post("/api/auth/forgot-password", { email })).json.resetToken as string;
    expect((await a.client().post("/api/auth/reset-password", { token, newPassword: "Halftime#2026" })).status).toBe(
      200,
    );
    expect((await one.get("/api/auth/me")).status).toBe(401);
    await expect.poll(async () => (await two.get("/api/auth/me")).status, BUS).toBe(401);
    expect(await sock.closed).toEqual({ code: SESSION_ENDED_CLOSE.code, reason: SESSION_ENDED_CLOSE.reason });
  });

  it("revokeSessions with ids ends only those sessions (rows, caches and sockets)", async () => {
    const { one, two, userId } = await twoSessions();
    const keep = openSocket(a, one);
    const end = openSocket(b, two);
    await Promise.all([keep.opened, end.opened]);
    const rows = await a.app.database.query<{ id: number }>("select id from sessions where user_id = $1 order by id", [
      userId,
    ]);
    expect(rows).toHaveLength(2);
    await revokeSessions(a.app, userId, { sessionIds: [Number(rows[1]!.id)] });

    await expect.poll(async () => (await two.get("/api/auth/me")).status, BUS).toBe(401);
    expect((await one.get("/api/auth/me")).status).toBe(200);
    expect((await end.closed).code).toBe(SESSION_ENDED_CLOSE.code);
    await waitFor(() => a.app.sockets.connectionsOf(userId) === 1);
    const left = await a.app.database.query("select id from sessions where user_id = $1", [userId]);
    expect(left).toHaveLength(1);
    keep.ws.close();
  });
});
