import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ServerMessage } from "@shared/realtime/messages";
import type { Game } from "@shared/schemas/live";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { ProbeGame } from "../../test/probe-game";
import { openSocket, uniqueSeed, waitFor } from "../../test/sockets";

// A fan's delay everywhere (issue #37), on the pinned delay clock: the test moves time, never waits for it.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: uniqueSeed() });
  await waitFor(() => t.app.live.list().length > 0);
});
afterAll(async () => {
  await t?.close();
});
let now = 0;
beforeEach(() => {
  now = Date.now();
  t.app.sockets.clock.pin(now);
});
const advance = (seconds: number) => {
  now += seconds * 1000;
  t.app.sockets.clock.pin(now);
  t.app.sockets.flushDelayed();
};

const put = (c: TestClient, path: string, body: unknown) => c.request("PUT", path, body);

async function fan(delaySeconds = 0) {
  const c = t.client();
  const { id } = (await c.registerFresh()).user;
  if (delaySeconds) expect((await put(c, "/api/alerts", { delaySeconds })).status).toBe(200);
  return { c, id };
}
const boardGame = async (c: TestClient, id: string) =>
  ((await c.get("/api/live/scores")).json as Game[]).find((g) => g.id === id);
const scoresOf = (messages: ServerMessage[], id: string) =>
  messages.flatMap((m) => (m.type === "score_update" && m.data.id === id ? [m.data.homeScore] : []));
async function subscribed(sock: ReturnType<typeof openSocket>) {
  await sock.opened;
  sock.ws.send(JSON.stringify({ type: "subscribe_scores" }));
  await waitFor(() => sock.messages.some((m) => m.type === "subscribed"));
}
/** Everything the server sent before this reached the client: the socket's frames arrive in order. */
async function roundTrip(sock: ReturnType<typeof openSocket>) {
  const acks = sock.messages.filter((m) => m.type === "subscribed").length;
  sock.ws.send(JSON.stringify({ type: "subscribe_scores" }));
  await waitFor(() => sock.messages.filter((m) => m.type === "subscribed").length > acks);
}

describe("a fan on a delay", () => {
  it("reads the board and the game as they were that many seconds ago, never later", async () => {
    const delayed = await fan(30);
    const live = await fan();
    const game = new ProbeGame(t);
    await game.kickOff(); // at now
    advance(10);
    await game.score(1, 0); // at now + 10 s

    advance(5); // +15 s: the delayed fan is at -15 s, before the goal
    expect((await boardGame(live.c, game.id))?.homeScore).toBe(1);
    expect((await boardGame(delayed.c, game.id))?.homeScore).toBe(0);
    const page = await delayed.c.get(`/api/games/${game.id}`);
    expect(page.json).toMatchObject({ homeScore: 0, gameStatus: "live" });
    expect(page.json.timeline.some((e: { homeScore: number | null }) => e.homeScore === 1)).toBe(false);
    expect((await live.c.get(`/api/games/${game.id}`)).json.homeScore).toBe(1);

    advance(24); // +39 s: the delayed fan is at +9 s, still before the goal
    expect((await boardGame(delayed.c, game.id))?.homeScore).toBe(0);
    advance(1); // +40 s: at +10 s, the goal
    expect((await boardGame(delayed.c, game.id))?.homeScore).toBe(1);
    expect((await delayed.c.get(`/api/games/${game.id}`)).json.homeScore).toBe(1);
    expect((await delayed.c.get(`/api/live/leagues/mls`)).status).toBe(200);
  });

  it("gets the socket's score updates once their delay has passed, not before", async () => {
    const delayed = await fan(20);
    const live = await fan();
    const game = new ProbeGame(t);
    await game.kickOff();
    const d = openSocket(t, delayed.c);
    const l = openSocket(t, live.c);
    await subscribed(d);
    await subscribed(l);

    await game.score(2, 0); // at the pinned now
    await waitFor(() => scoresOf(l.messages, game.id).includes(2));
    advance(19);
    await roundTrip(d);
    expect(scoresOf(d.messages, game.id)).not.toContain(2);
    advance(1);
    await waitFor(() => scoresOf(d.messages, game.id).includes(2));
    d.ws.close();
    l.ws.close();
  });

  it("takes a new delay at once, on the sockets it has open too", async () => {
    const f = await fan();
    const game = new ProbeGame(t);
    await game.kickOff();
    const sock = openSocket(t, f.c);
    await subscribed(sock);
    expect((await put(f.c, "/api/alerts", { delaySeconds: 45 })).status).toBe(200);
    const mine = () => [...t.app.sockets.localOf(f.id)];
    await waitFor(() => mine().length === 1 && mine().every((c) => c.delay?.ownMs === 45_000));
    await game.score(3, 0);
    advance(44);
    await roundTrip(sock);
    expect(scoresOf(sock.messages, game.id)).not.toContain(3);
    expect((await boardGame(f.c, game.id))?.homeScore).toBe(0);
    advance(1);
    await waitFor(() => scoresOf(sock.messages, game.id).includes(3));
    sock.ws.close();
  });

  it("sees the match thread's comments when their stream reaches the moment they were written", async () => {
    const delayed = await fan(30);
    const writer = await fan();
    const game = new ProbeGame(t);
    await game.kickOff();
    const sock = openSocket(t, delayed.c);
    await sock.opened;
    sock.ws.send(JSON.stringify({ type: "subscribe_game", gameId: game.id }));
    await waitFor(() => sock.messages.some((m) => m.type === "subscribed"));

    // The thread compares the database's time of writing with the delay clock: pinned to the
    // wall clock as the comment is written, however long the set-up took.
    now = Date.now();
    t.app.sockets.clock.pin(now);
    const posted = await writer.c.post(`/api/games/${game.id}/comments`, { content: "What a goal!" });
    expect(posted.status).toBe(201);
    const thread = async () =>
      ((await delayed.c.get(`/api/games/${game.id}/comments`)).json.items as { id: number }[]).map((c) => c.id);
    expect(await thread()).not.toContain(posted.json.id);
    expect(((await writer.c.get(`/api/games/${game.id}/comments`)).json.items as unknown[]).length).toBe(1);
    advance(29);
    await roundTrip(sock);
    expect(sock.messages.some((m) => m.type === "game_comment")).toBe(false);
    expect(await thread()).not.toContain(posted.json.id);
    // Well past the moment (the write itself may have taken a while on a busy database).
    advance(10);
    await waitFor(() => sock.messages.some((m) => m.type === "game_comment"));
    expect(await thread()).toContain(posted.json.id);
    sock.ws.close();
  });
});

describe("sync to broadcast", () => {
  it("answers the game as it is now and how long ago it got there, whatever the fan's delay", async () => {
    const delayed = await fan(60);
    const game = new ProbeGame(t);
    await game.kickOff();
    await game.score(1, 0);
    advance(12);
    const res = await delayed.c.get(`/api/live/games/${game.id}/now`);
    expect(res.status).toBe(200);
    expect(res.json.game.homeScore).toBe(1);
    expect(res.json.ageMs).toBe(12_000);
    expect((await delayed.c.get(`/api/live/games/nope/now`)).status).toBe(404);
  });
});

describe("a watch party's delay", () => {
  it("reaches the fans going during the event only, and a fan can step out of it", async () => {
    const game = new ProbeGame(t);
    await game.kickOff();
    const host = await fan();
    const guest = await fan();
    const outsider = await fan();
    const startsAt = Date.now() + 3_600_000;
    const created = await host.c.post("/api/events", {
      title: `Party ${game.id}`,
      sport: "soccer",
      location: "The Pub",
      eventDate: new Date(startsAt).toISOString(),
      gameId: game.id,
    });
    expect(created.status).toBe(201);
    const eventId = created.json.id as number;
    expect((await guest.c.post(`/api/events/${eventId}/rsvp`, { status: "going" })).status).toBeLessThan(300);

    expect((await put(guest.c, `/api/events/${eventId}/party-delay`, { delaySeconds: 60 })).status).toBe(403);
    expect((await put(host.c, `/api/events/${eventId}/party-delay`, { delaySeconds: 301 })).status).toBe(400);
    const set = await put(host.c, `/api/events/${eventId}/party-delay`, { delaySeconds: 60 });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ delaySeconds: 60, canEdit: true, active: false });

    // Before the event: nobody is delayed.
    await game.score(1, 0);
    expect((await boardGame(guest.c, game.id))?.homeScore).toBe(1);

    // During it: the guest (and the host) see the game a minute behind; the outsider does not.
    now = startsAt + 60_000;
    t.app.sockets.clock.pin(now);
    expect((await guest.c.get(`/api/events/${eventId}/party-delay`)).json).toMatchObject({ active: true });
    await game.score(2, 0);
    expect((await boardGame(guest.c, game.id))?.homeScore).toBe(1);
    expect((await boardGame(host.c, game.id))?.homeScore).toBe(1);
    expect((await boardGame(outsider.c, game.id))?.homeScore).toBe(2);
    expect((await guest.c.get(`/api/games/${game.id}`)).json.homeScore).toBe(1);
    const sock = openSocket(t, guest.c);
    await subscribed(sock);
    await game.score(3, 0);
    advance(59);
    await roundTrip(sock);
    expect(scoresOf(sock.messages, game.id)).toEqual([]);
    advance(61);
    await waitFor(() => scoresOf(sock.messages, game.id).includes(3));
    expect((await boardGame(guest.c, game.id))?.homeScore).toBe(3);

    // Stepping out: the guest is back on their own delay (none) at once.
    await game.score(4, 0);
    const out = await put(guest.c, `/api/events/${eventId}/party-delay/opt-out`, { optedOut: true });
    expect(out.json).toMatchObject({ optedOut: true, active: false });
    expect((await boardGame(guest.c, game.id))?.homeScore).toBe(4);
    expect((await boardGame(host.c, game.id))?.homeScore).toBe(3);

    // After the event: the host is undelayed again.
    now = startsAt + 3 * 3_600_000 + 1000;
    t.app.sockets.clock.pin(now);
    await game.score(5, 0);
    expect((await boardGame(host.c, game.id))?.homeScore).toBe(5);
    sock.ws.close();
  });

  it("is only for an event linked to a game, and only its host sets it", async () => {
    const host = await fan();
    const created = await host.c.post("/api/events", {
      title: "No game",
      sport: "soccer",
      location: "Home",
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const res = await put(host.c, `/api/events/${created.json.id}/party-delay`, { delaySeconds: 30 });
    expect(res.status).toBe(400);
    expect((await host.c.get(`/api/events/999999999/party-delay`)).status).toBe(404);
  });
});
