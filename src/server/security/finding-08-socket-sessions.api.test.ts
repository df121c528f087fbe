import WebSocket from "ws";
import { describe, expect, it } from "vitest";
import { SESSION_ENDED_CLOSE } from "../realtime/socket-hub";
import type { TestApp, TestClient } from "../test/test-app";
import { useInstancePair } from "../test/instance-pair";

// Finding 8: after sign-out, a password reset or the session's expiry a socket kept receiving
// frames. With DATABASE_URL and REDIS_URL set, `a` and `b` are two instances (shared database
// and bus): the socket is opened on one, the session ended through the other.
const HANG_GUARD_MS = 30_000;

let a: TestApp;
let b: TestApp;
useInstancePair((pair) => ({ a, b } = pair));

/** Opens /ws on `t` with the client's session; `closed` resolves with the close code. */
async function openSocket(t: TestApp, client: TestClient) {
  const ws = new WebSocket(t.baseUrl.replace(/^http/, "ws") + "/ws", {
    headers: { origin: t.baseUrl, cookie: `fz_session=${client.cookie("fz_session")}` },
  });
  const closed = new Promise<number>((resolve, reject) => {
    ws.on("close", (code) => resolve(code));
    setTimeout(() => reject(new Error("socket still open (hang guard)")), HANG_GUARD_MS).unref();
  });
  closed.catch(() => undefined);
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return { ws, closed };
}

/** A fan with a socket on instance b and the session's id. */
async function fanWithSocket() {
  const client = a.client();
  const { user, email, password } = await client.registerFresh();
  const socket = await openSocket(b, client);
  const [row] = await a.app.database.query<{ id: number }>("select id from sessions where user_id = $1", [user.id]);
  return { client, socket, userId: user.id, email, password, sessionId: Number(row!.id) };
}

describe("finding 8: live sockets outlive their session", () => {
  it("sign-out closes the socket", async () => {
    const fan = await fanWithSocket();
    expect((await fan.client.post("/api/auth/logout")).status).toBe(200);
    expect(await fan.socket.closed).toBe(SESSION_ENDED_CLOSE.code);
  });

  it("a password reset closes the socket", async () => {
    const fan = await fanWithSocket();
    const token = (await a.client().post("/api/auth/forgot-password", { email: fan.email })).json.resetToken;
    expect((await a.client().post("/api/auth/reset-password", { token, newPassword: "Halftime#2026" })).status).toBe(
      200,
    );
    expect(await fan.socket.closed).toBe(SESSION_ENDED_CLOSE.code);
  });

  it("the session's expiry closes the socket, and only that one", async () => {
    const fan = await fanWithSocket();
    const other = await fanWithSocket();
    // The session reaches its end (as if the clock had moved 30 days on): nobody revokes it.
    await a.app.database.query("update sessions set expires_at = now() - interval '1 second' where id = $1", [
      fan.sessionId,
    ]);
    expect(await fan.socket.closed).toBe(SESSION_ENDED_CLOSE.code);
    expect(other.socket.ws.readyState).toBe(WebSocket.OPEN);
    other.socket.ws.close();
  });

  it("the idle timeout closes the socket too", async () => {
    const fan = await fanWithSocket();
    await a.app.database.query("update sessions set last_seen_at = now() - interval '15 days' where id = $1", [
      fan.sessionId,
    ]);
    expect(await fan.socket.closed).toBe(SESSION_ENDED_CLOSE.code);
  });
});
