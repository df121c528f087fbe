import { describe, expect, it } from "vitest";
import type { ServerMessage } from "@shared/realtime/messages";
import type { TestApp, TestClient } from "../test/test-app";
import { useInstancePair } from "../test/instance-pair";
import { openSocket, subscribed, waitFor } from "../modules/live/live-test-helpers";
import { SESSION_ENDED_CLOSE } from "./socket-hub";

// app.sockets reaches a user's sockets, a topic's subscribers and a session's sockets on every
// instance. With REDIS_URL (and DATABASE_URL) set, two instances share users and the bus.
let a: TestApp;
let b: TestApp;
useInstancePair((pair) => ({ a, b } = pair));

const probe: ServerMessage = { type: "subscribed", data: { topic: "scores" } };
const count = (messages: ServerMessage[]) => messages.filter((m) => m.type === "subscribed").length;

async function twoSessions(): Promise<[TestClient, TestClient]> {
  const one = a.client();
  const { email, password } = await one.registerFresh();
  const two = b.client();
  expect((await two.post("/api/auth/login", { email, password })).status).toBe(200);
  return [one, two];
}

describe("app.sockets", () => {
  it("sendToUser reaches every socket of that user, on every instance, and nobody else", async () => {
    const [one, two] = await twoSessions();
    const other = a.client();
    await other.registerFresh();
    const s1 = openSocket(a, one);
    const s2 = openSocket(b, two);
    const s3 = openSocket(a, other);
    await Promise.all([s1.opened, s2.opened, s3.opened]);
    const me = (await one.get("/api/auth/me")).json.user.id as number;

    await a.app.sockets.sendToUser(me, probe);
    await waitFor(() => count(s1.messages) === 1 && count(s2.messages) === 1);
    // A later message to the same user arrives after the first, so the other user's silence is settled.
    await a.app.sockets.sendToUser(me, probe);
    await waitFor(() => count(s1.messages) === 2 && count(s2.messages) === 2);
    expect(count(s3.messages)).toBe(0);
    for (const s of [s1, s2, s3]) s.ws.close();
  });

  it("sendToTopic reaches only the sockets subscribed to the topic", async () => {
    const [one, two] = await twoSessions();
    const sub = openSocket(b, two);
    await subscribed(sub);
    const idle = openSocket(a, one);
    await idle.opened;
    await a.app.sockets.sendToTopic("scores", probe);
    await waitFor(() => count(sub.messages) === 2); // the ack, then the probe
    expect(count(idle.messages)).toBe(0);
    sub.ws.close();
    idle.ws.close();
  });

  it("endSessions closes the sockets of the given sessions only, with 'Session ended'", async () => {
    const [one, two] = await twoSessions();
    const s1 = openSocket(a, one);
    const s2 = openSocket(b, two);
    await Promise.all([s1.opened, s2.opened]);
    const me = (await one.get("/api/auth/me")).json.user.id as number;
    await waitFor(() => [...b.app.sockets.local()].some((c) => c.userId === me && c.sessionId !== null));
    const mine = [...b.app.sockets.local()].filter((c) => c.userId === me);
    const sessionOfTwo = b === a ? mine.at(-1)!.sessionId! : mine[0]!.sessionId!;

    await a.app.sockets.endSessions(me, { sessionIds: [sessionOfTwo] });
    expect(await s2.closed).toEqual({ code: SESSION_ENDED_CLOSE.code, reason: SESSION_ENDED_CLOSE.reason });
    expect(s1.ws.readyState).toBe(s1.ws.OPEN);

    await a.app.sockets.endSessions(me);
    expect((await s1.closed).code).toBe(SESSION_ENDED_CLOSE.code);
  });
});
