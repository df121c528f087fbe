import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyEvent, PlayerRef } from "@shared/schemas/game-sheet";
import type { AppNotification } from "@shared/schemas/notifications";
import { EMPTY_SHEET } from "../games/game-sheets.service";
import { ProbeGame } from "../../test/probe-game";
import { subscribedDevice } from "../../test/push-device";
import { startPushServiceStandIn, type PushServiceStandIn } from "../../test/push-service-stand-in";
import { uniqueSeed, waitFor } from "../../test/sockets";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { pickCatalogueTeams } from "../../test/test-teams";

// Following a player, and a watch party's delay on alerts (issue #37), over HTTP on the real app:
// a followed player's touchdown reaches the fan through the game's one notification (the same
// item, the same push tag), whichever teams they follow, on the fan's delay, under the shield and
// quiet hours; and a fan going to a watch party hears of the party's game on the party's delay
// during the event. The probe games' sheets are the test's (the simulator's squads' players);
// the delay clock is pinned and moved by the test, and the alerts read the same clock.
let t: TestApp;
let pushService: PushServiceStandIn;
// 18:00 UTC on a December day a year ahead: a watch party made at the pinned hour must still be in
// the future by the wall clock (the event schema checks that), and quiet hours are read in New York
// in winter (18:00Z is 13:00 there).
const BASE = Date.UTC(new Date().getUTCFullYear() + 1, 11, 2, 18);
let now = BASE;
const sheets = new Map<string, KeyEvent[]>();
const setClock = (ms: number) => {
  now = ms;
  t.app.sockets.clock.pin(now);
};

beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  // Its own database: its sweeps on the pinned clock would take other apps' due deliveries.
  t = await startTestApp({ SIM_SEED: uniqueSeed(), PUSH_SERVICE_HOSTS: pushService.host }, { ownDatabase: true });
  t.app.push.transport = pushService.transport;
  setClock(now);
  t.app.notificationJobs.games.clock = () => new Date(t.app.sockets.clock.now());
  // A probe game's sheet is its key events as the test wrote them; any other game's is the simulator's.
  const provider = t.app.scoresProvider;
  const simulated = provider.sheet!.bind(provider);
  provider.sheet = async (game, why) => {
    const events = sheets.get(game.id);
    return events ? { ...EMPTY_SHEET, keyEvents: events } : simulated(game, why);
  };
  await waitFor(() => t.app.live.isLeader, 50_000);
});
afterAll(async () => {
  await t?.close();
  await pushService?.close();
});

const settled = () => t.app.notificationJobs.games.idle();
const items = async (c: TestClient, gameId: string): Promise<AppNotification[]> =>
  ((await c.get("/api/notifications")).json.items as AppNotification[]).filter(
    (i) => i.subject.kind === "game" && i.subject.id === gameId,
  );

async function fan(favoriteTeams: number[] = [], extra: { timeZone?: string; locale?: string } = {}) {
  const c = t.client();
  const reg = await c.registerFresh({ firstName: "Follower" });
  const res = await c.patch(`/api/users/${reg.user.id}`, { favoriteTeams, ...extra });
  expect(res.status, res.text).toBe(200);
  return { c, id: reg.user.id };
}
const put = (c: TestClient, body: unknown) => c.request("PUT", "/api/alerts", body);

const device = (c: TestClient) => subscribedDevice(c, pushService);

/** A football game of two catalogue NFL teams, known to the recorder, and two players of the home squad. */
async function footballGame() {
  const [home, , away] = await pickCatalogueTeams(t.app, 3);
  const team = (x: typeof home) => ({ id: x!.id, name: x!.name, abbreviation: x!.abbreviation, logo: "" });
  const g = new ProbeGame(t, { league: "nfl", sport: "football", homeTeam: team(home), awayTeam: team(away) });
  sheets.set(g.id, []);
  await g.move({});
  const [star, other] = (await t.app.scoresProvider.roster!(home!.id)) ?? [];
  /** The home side scores a touchdown by `scorer` (the sheet first, then the board). */
  const touchdown = async (scorer: PlayerRef, homeScore: number, awayScore = g.state.awayScore ?? 0) => {
    const events = sheets.get(g.id)!;
    events.push({
      id: `${g.id}-${events.length}`,
      kind: "touchdown",
      period: 1,
      clock: "10:00",
      team: "home",
      players: [{ id: scorer.id, name: scorer.name, role: "scorer" }],
      homeScore,
      awayScore,
    });
    await g.score(homeScore, awayScore);
    await settled();
  };
  return { g, home: home!, away: away!, star: star!, other: other!, touchdown };
}

describe("PUT /api/alerts: players", () => {
  it("follows a player by id, named as their page names them; leaving them out unfollows", async () => {
    const { star, home } = await footballGame();
    const f = await fan();
    const res = await put(f.c, { players: [{ playerId: star.id }, { playerId: star.id }] });
    expect(res.status, res.text).toBe(200);
    expect(res.json.players).toEqual([{ playerId: star.id, name: star.name, teamId: home.id }]);
    expect((await f.c.get("/api/alerts")).json.players).toEqual(res.json.players);
    // Other parts leave it alone; an empty list unfollows.
    expect((await put(f.c, { delaySeconds: 5 })).json.players).toHaveLength(1);
    expect((await put(f.c, { players: [] })).json.players).toEqual([]);
  });

  it.each([
    ["an unknown player", { players: [{ playerId: "sim-999999-1" }] }, "Unknown player"],
    ["a player id that is no id", { players: [{ playerId: "a b/c" }] }, "Unknown player"],
    ["a missing id", { players: [{}] }, "Unknown player"],
    [
      "too many players",
      { players: Array.from({ length: 51 }, (_, i) => ({ playerId: `sim-1-${i}` })) },
      "At most 50 players",
    ],
  ])("refuses %s with 400 and changes nothing", async (_what, body, message) => {
    const f = await fan();
    const before = (await f.c.get("/api/alerts")).json;
    const res = await put(f.c, body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.message).toBe(message);
    expect((await f.c.get("/api/alerts")).json).toEqual(before);
  });

  it("says an unknown player in the fan's language", async () => {
    const f = await fan();
    const res = await f.c.request(
      "PUT",
      "/api/alerts",
      { players: [{ playerId: "sim-0-0" }] },
      { "accept-language": "fr" },
    );
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Joueur inconnu");
  });
});

describe("a followed player's touchdown", () => {
  it("reaches their follower through the game's one item and push, whatever teams the fan follows", async () => {
    const { g, star, other, touchdown, away, home } = await footballGame();
    const follower = await fan();
    const teamFan = await fan([home.id]);
    await put(teamFan.c, { teams: [{ teamId: home.id, kinds: ["final"] }], players: [{ playerId: star.id }] });
    const bystander = await fan();
    const phone = await device(follower.c);
    expect((await put(follower.c, { players: [{ playerId: star.id }] })).status).toBe(200);

    await g.kickOff();
    await settled();
    expect(await items(follower.c, g.id)).toEqual([]); // a start is not the player's

    await touchdown(star, 7);
    const [item] = await items(follower.c, g.id);
    expect((await items(follower.c, g.id)).length).toBe(1);
    expect(item!.type).toBe("game_update");
    expect(item!.readAt).toBeNull();
    expect(item!.text).toContain(star.name);
    const pushes = phone.pushes();
    expect(pushes.map((p) => [p.tag, p.renotify, p.notificationId])).toEqual([[`game:${g.id}`, true, item!.id]]);
    expect(pushes[0].body).toBe(`${away.abbreviation} 0–7 ${home.abbreviation} · Live · ${star.name} touchdown`);
    // The team's fan asked for finals only, but follows the player: the score is asked for.
    expect((await items(teamFan.c, g.id)).map((i) => [i.type, i.readAt])).toEqual([["game_update", null]]);
    expect(await items(bystander.c, g.id)).toEqual([]);

    // Another player's touchdown is not the follower's; the player's next one updates the same item.
    await follower.c.post("/api/notifications/read", { all: true });
    await touchdown(other, 14);
    expect(phone.pushes()).toHaveLength(1);
    expect((await items(follower.c, g.id))[0]!.readAt).not.toBeNull();
    await touchdown(star, 21);
    const after = await items(follower.c, g.id);
    expect(after.map((i) => [i.id, i.readAt])).toEqual([[item!.id, null]]);
    expect(after[0]!.text).toMatch(/ 0–21 /);
    expect(phone.pushes().map((p) => p.tag)).toEqual([`game:${g.id}`, `game:${g.id}`]);
  });

  it("waits for the fan's delay, holds the push in quiet hours, hides the score under the shield", async () => {
    const { g, star, touchdown, home, away } = await footballGame();
    const delayed = await fan();
    await put(delayed.c, { players: [{ playerId: star.id }], delaySeconds: 30 });
    const quiet = await fan([], { timeZone: "America/New_York" });
    await put(quiet.c, { players: [{ playerId: star.id }], quietHours: { start: "12:00", end: "14:00" } }); // 18:00Z is 13:00 there
    const shielded = await fan([home.id], { locale: "es" });
    await put(shielded.c, { teams: [{ teamId: home.id, kinds: [] }], players: [{ playerId: star.id }] });
    await shielded.c.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [home.id] });
    const muted = await fan();
    await put(muted.c, { games: [{ gameId: g.id, kinds: [] }], players: [{ playerId: star.id }] });
    const [quietPhone, shieldPhone] = [await device(quiet.c), await device(shielded.c)];

    setClock(BASE);
    await g.kickOff();
    await touchdown(star, 7);
    expect(await items(delayed.c, g.id)).toEqual([]);
    expect((await items(quiet.c, g.id)).length).toBe(1);
    expect(quietPhone.pushes()).toEqual([]);
    expect(shieldPhone.pushes().map((p) => p.body)).toEqual([
      `${away.abbreviation} – ${home.abbreviation} · toca para ver el resultado`,
    ]);
    expect(await items(muted.c, g.id)).toEqual([]);

    setClock(now + 29_000);
    await t.app.notificationJobs.games.sweep();
    expect(await items(delayed.c, g.id)).toEqual([]);
    setClock(now + 1_000);
    await t.app.notificationJobs.games.sweep();
    expect((await items(delayed.c, g.id)).map((i) => i.text.includes(star.name))).toEqual([true]);
  });
});

describe("a watch party's delay on alerts", () => {
  it("holds the party's game's alerts for the fans going, during the event only, unless their own delay is larger", async () => {
    const { g, home } = await footballGame();
    setClock(BASE);
    const host = await fan([home.id]);
    const guest = await fan([home.id]);
    const slower = await fan([home.id]);
    await put(slower.c, { delaySeconds: 90 });
    const outsider = await fan([home.id]);
    const startsAt = now + 3_600_000;
    const created = await host.c.post("/api/events", {
      title: `Party ${g.id}`,
      sport: "football",
      location: "The Pub",
      eventDate: new Date(startsAt).toISOString(),
      gameId: g.id,
    });
    expect(created.status, created.text).toBe(201);
    const eventId = created.json.id as number;
    for (const f of [guest, slower])
      expect((await f.c.post(`/api/events/${eventId}/rsvp`, { status: "going" })).status).toBeLessThan(300);
    expect((await host.c.request("PUT", `/api/events/${eventId}/party-delay`, { delaySeconds: 60 })).status).toBe(200);

    // Before the event: the guest hears at once.
    await g.kickOff();
    await settled();
    expect((await items(guest.c, g.id)).map((i) => i.type)).toEqual(["game_start"]);

    // During it: the guest and the host a minute later, the slower fan on their own 90 s, the outsider at once.
    setClock(startsAt + 60_000);
    await g.score(7, 0);
    await settled();
    const types = async (f: { c: TestClient }) => (await items(f.c, g.id)).map((i) => i.text.includes(" 0–7 "));
    expect(await types(outsider)).toEqual([true]);
    for (const f of [guest, host]) expect(await types(f)).toEqual([false]);
    setClock(now + 59_000);
    await t.app.notificationJobs.games.sweep();
    expect(await types(guest)).toEqual([false]);
    setClock(now + 1_000);
    await t.app.notificationJobs.games.sweep();
    for (const f of [guest, host]) expect(await types(f)).toEqual([true]);
    expect(await types(slower)).toEqual([false]); // its start item, not the touchdown yet
    setClock(now + 30_000);
    await t.app.notificationJobs.games.sweep();
    expect(await types(slower)).toEqual([true]);

    // After the event: at once again.
    setClock(startsAt + 3 * 3_600_000 + 1_000);
    await g.score(14, 0);
    await settled();
    expect((await items(guest.c, g.id)).map((i) => i.text.includes(" 0–14 "))).toEqual([true]);
  });
});
