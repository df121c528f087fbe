import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WS_LIMITS } from "@shared/realtime/messages";
import { startTestApp, type TestApp } from "../../test/test-app";
import { openSocket, probeGame, subscribed, uniqueSeed, updatesOf, waitFor } from "./live-test-helpers";

let t: TestApp;
beforeAll(async () => {
  // Time runs 30x so simulated games visibly progress during the test.
  t = await startTestApp({
    SIM_SEED: uniqueSeed(),
    SIM_TIME_SCALE: "30",
    ALLOWED_ORIGINS: "https://fans.example",
  });
  await waitFor(() => t.app.live.list().length > 0);
});
afterAll(async () => {
  await t?.close();
});

const signedIn = async () => {
  const c = t.client();
  await c.registerFresh();
  return c;
};
const refusal = (p: Promise<void>) =>
  p.then(
    () => 0,
    (e: { status?: number }) => e.status ?? -1,
  );

describe("/ws upgrade", () => {
  it("refuses an upgrade without a valid session (401)", async () => {
    expect(await refusal(openSocket(t, null).opened)).toBe(401);
    expect(await refusal(openSocket(t, null, { cookie: "fz_session=forged" }).opened)).toBe(401);
  });

  it("refuses a cross-site Origin, even with a valid session (403)", async () => {
    const c = await signedIn();
    expect(await refusal(openSocket(t, c, { origin: "https://evil.example" }).opened)).toBe(403);
    expect(await refusal(openSocket(t, c, { origin: "null" }).opened)).toBe(403);
  });

  it("accepts the app's own origin and a configured one", async () => {
    const c = await signedIn();
    const own = openSocket(t, c);
    await own.opened;
    const other = openSocket(t, c, { origin: "https://fans.example" });
    await other.opened;
    own.ws.close();
    other.ws.close();
  });
});

describe("a socket's memory", () => {
  it("lets go of the upgrade's HTTP response, and with it the request and its headers", async () => {
    const c = await signedIn();
    const upgraded: Socket[] = [];
    const onUpgrade = (_req: unknown, socket: Socket) => upgraded.push(socket);
    t.app.server.on("upgrade", onUpgrade);
    const sock = openSocket(t, c);
    await sock.opened;
    t.app.server.off("upgrade", onUpgrade);
    expect(upgraded).toHaveLength(1);
    // Node's link from a socket to the response it serves (ServerResponse.assignSocket).
    expect((upgraded[0] as Socket & { _httpMessage: unknown })._httpMessage).toBeNull();
    sock.ws.close();
  });
});

describe("score_update", () => {
  it("pushes the full game to subscribers each time it changes, and only then", async () => {
    const c = await signedIn();
    const sub = openSocket(t, c);
    await subscribed(sub);
    const idle = openSocket(t, c); // open but never subscribed
    await idle.opened;

    const base = t.app.live.list().find((g) => g.gameStatus === "live")!;
    const probe = probeGame(base, { homeScore: 10, awayScore: 7 });
    await t.app.live.publish([probe]);
    await waitFor(() => updatesOf(sub.messages, probe.id).length === 1);
    expect(updatesOf(sub.messages, probe.id)[0]).toEqual(probe);

    const unchanged = await t.app.live.publish([{ ...probe, updatedAt: new Date().toISOString() }]);
    expect(unchanged).toEqual([]); // only the time it was produced differs: nothing is sent
    await t.app.live.publish([{ ...probe, homeScore: 13, statusDetail: "Q4 1:02" }]);
    await waitFor(() => updatesOf(sub.messages, probe.id).some((g) => g.homeScore === 13));
    expect(updatesOf(sub.messages, probe.id).at(-1)).toMatchObject({
      homeScore: 13,
      awayScore: 7,
      statusDetail: "Q4 1:02",
    });
    expect(updatesOf(idle.messages, probe.id)).toEqual([]);
    // and the REST board has the new state
    expect((await c.get("/api/live/scores")).json.find((g: { id: string }) => g.id === probe.id).homeScore).toBe(13);
    sub.ws.close();
    idle.ws.close();
  });

  it("pushes the simulator's own changes as games progress", async () => {
    const c = await signedIn();
    const sub = openSocket(t, c);
    await subscribed(sub);
    await waitFor(() => sub.messages.some((m) => m.type === "score_update"), 20_000);
    const update = sub.messages.find((m) => m.type === "score_update")!;
    expect(update.type === "score_update" && update.data.id.startsWith("sim-")).toBe(true);
    sub.ws.close();
  });
});

describe("/ws abuse", () => {
  it("closes the socket on a frame over the size limit (1009)", async () => {
    const sock = openSocket(t, await signedIn());
    await sock.opened;
    sock.ws.send("x".repeat(WS_LIMITS.maxPayload + 1));
    expect((await sock.closed).code).toBe(1009);
  });

  it("ignores malformed messages and keeps the connection", async () => {
    const sock = openSocket(t, await signedIn());
    await sock.opened;
    for (const bad of ["not json", "{}", '{"type":"hack"}', "[1,2]", '{"type":"subscribe_scores"', "null"])
      sock.ws.send(bad);
    sock.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    sock.ws.send(JSON.stringify({ type: "subscribe_scores" }));
    await waitFor(() => sock.messages.some((m) => m.type === "subscribed"));
    expect(sock.ws.readyState).toBe(sock.ws.OPEN);
    sock.ws.close();
  });

  it("throttles a flood from one client, then closes it (1008), without hurting others", async () => {
    const c = await signedIn();
    const calm = openSocket(t, c);
    await subscribed(calm);
    const flood = openSocket(t, c);
    await flood.opened;
    for (let i = 0; i < 200; i++) flood.ws.send(JSON.stringify({ type: "subscribe_scores" }));
    expect((await flood.closed).code).toBe(1008);
    // the throttle answered at most the burst before dropping
    expect(flood.messages.filter((m) => m.type === "subscribed").length).toBeLessThanOrEqual(WS_LIMITS.burst + 1);
    const probe = probeGame(t.app.live.list()[0]!);
    await t.app.live.publish([probe]);
    await waitFor(() => updatesOf(calm.messages, probe.id).length === 1);
    calm.ws.close();
  });

  it("caps the connections of one user (429)", async () => {
    const c = await signedIn();
    const socks = Array.from({ length: WS_LIMITS.maxConnectionsPerUser }, () => openSocket(t, c));
    await Promise.all(socks.map((s) => s.opened));
    expect(await refusal(openSocket(t, c).opened)).toBe(429);
    socks[0]!.ws.close();
    await socks[0]!.closed;
    await waitFor(async () => (await refusal(openSocket(t, c).opened)) === 0);
    for (const s of socks) s.ws.close();
  });
});
