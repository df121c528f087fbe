import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppNotification } from "@shared/schemas/notifications";
import { ProbeGame } from "../../test/probe-game";
import { subscribedDevice } from "../../test/push-device";
import { startPushServiceStandIn, type PushServiceStandIn } from "../../test/push-service-stand-in";
import { uniqueSeed, waitFor } from "../../test/sockets";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { pickCatalogueTeams } from "../../test/test-teams";

// The alert matrix over HTTP (issue #37): one bell item per fan and game, updated in place and
// unread again only for the kinds the fan asked for; the bell on a game; the fan's delay; quiet
// hours on the fan's own clock across midnight; and the pushes, decrypted from a local push
// service: tagged game:<id>, alerting again only for asked-for kinds, the shield's text.
let t: TestApp;
let pushService: PushServiceStandIn;
let clock = new Date("2026-12-02T18:00:00Z");
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  // Its own database: the deliveries it holds back are due by the wall clock of the other apps.
  t = await startTestApp({ SIM_SEED: uniqueSeed(), PUSH_SERVICE_HOSTS: pushService.host }, { ownDatabase: true });
  t.app.push.transport = pushService.transport;
  t.app.notificationJobs.games.clock = () => clock;
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

async function fan(favoriteTeams: number[], extra: { timeZone?: string; locale?: string } = {}) {
  const c = t.client();
  const reg = await c.registerFresh({ firstName: "Alert" });
  const res = await c.patch(`/api/users/${reg.user.id}`, { favoriteTeams, ...extra });
  expect(res.status, res.text).toBe(200);
  return { c, id: reg.user.id };
}

const device = (c: TestClient) => subscribedDevice(c, pushService);

async function soccerGame() {
  const [home, away] = await pickCatalogueTeams(t.app, 2);
  const team = (x: typeof home) => ({ id: x!.id, name: x!.name, abbreviation: x!.abbreviation, logo: "" });
  const g = new ProbeGame(t, { homeTeam: team(home), awayTeam: team(away) });
  await g.move({}); // known to the recorder before it starts
  return { g, home: home!, away: away! };
}

describe("one item per game, in place", () => {
  it("is unread again for an asked-for moment, only updated for another; no row per goal", async () => {
    const { g, home } = await soccerGame();
    const scores = await fan([home.id]); // default: start, score, final
    const finalOnly = await fan([home.id]);
    await finalOnly.c.request("PUT", "/api/alerts", { teams: [{ teamId: home.id, kinds: ["start", "final"] }] });

    await g.kickOff();
    await settled();
    for (const f of [scores, finalOnly]) expect((await items(f.c, g.id)).map((i) => i.type)).toEqual(["game_start"]);
    await scores.c.post("/api/notifications/read", { all: true });
    await finalOnly.c.post("/api/notifications/read", { all: true });

    await g.score(1, 0);
    await g.score(2, 0);
    await settled();
    const [mine] = await items(scores.c, g.id);
    expect((await items(scores.c, g.id)).length).toBe(1);
    expect(mine!.text).toMatch(/ 0–2 /);
    expect(mine!.readAt).toBeNull(); // asked: unread again
    const [theirs] = await items(finalOnly.c, g.id);
    expect((await items(finalOnly.c, g.id)).length).toBe(1);
    expect(theirs!.text).toMatch(/ 0–2 /); // the bell still shows the game as it is
    expect(theirs!.readAt).not.toBeNull(); // not asked: stays read

    await g.final(2, 1);
    await settled();
    expect((await items(finalOnly.c, g.id)).map((i) => [i.type, i.readAt])).toEqual([["game_final", null]]);
  });

  it("the bell on a game sets its kinds for anyone, and an empty set mutes a favourite's game", async () => {
    const { g, home } = await soccerGame();
    const neutral = await fan([]);
    const muted = await fan([home.id]);
    await g.kickOff();
    await settled();
    expect(await items(neutral.c, g.id)).toHaveLength(0);
    await muted.c.post("/api/notifications/read", { all: true });
    expect(
      (await neutral.c.request("PUT", "/api/alerts", { games: [{ gameId: g.id, kinds: ["score"] }] })).status,
    ).toBe(200);
    expect((await muted.c.request("PUT", "/api/alerts", { games: [{ gameId: g.id, kinds: [] }] })).status).toBe(200);

    await g.score(0, 1);
    await settled();
    expect((await items(neutral.c, g.id)).map((i) => [i.type, i.readAt])).toEqual([["game_update", null]]);
    // Muted: its start item stays as it was.
    expect((await items(muted.c, g.id)).map((i) => i.type)).toEqual(["game_start"]);
  });
});

describe("the fan's delay", () => {
  it("holds the item until the fan's stream reaches the moment", async () => {
    const { g, home } = await soccerGame();
    const live = await fan([home.id]);
    const delayed = await fan([home.id]);
    await delayed.c.request("PUT", "/api/alerts", { delaySeconds: 45 });
    await g.kickOff();
    await settled();
    expect(await items(live.c, g.id)).toHaveLength(1);
    expect(await items(delayed.c, g.id)).toHaveLength(0);

    clock = new Date(clock.getTime() + 44_000);
    await t.app.notificationJobs.games.sweep();
    expect(await items(delayed.c, g.id)).toHaveLength(0);
    clock = new Date(clock.getTime() + 1_000);
    await t.app.notificationJobs.games.sweep();
    expect((await items(delayed.c, g.id)).map((i) => i.type)).toEqual(["game_start"]);
  });

  it("delivers moments that fall due together as one item, the newest, losing no other fan's", async () => {
    const { g, home } = await soccerGame();
    const twice = await fan([home.id]);
    const other = await fan([home.id]);
    await twice.c.request("PUT", "/api/alerts", { delaySeconds: 30 });
    await g.kickOff();
    await settled();
    await g.score(1, 0);
    await settled();
    await other.c.request("PUT", "/api/alerts", { delaySeconds: 30 });
    await g.score(2, 0);
    await settled();
    expect(await items(twice.c, g.id)).toHaveLength(0);

    // One sweep finds three moments of the game due for one fan, and one for another.
    clock = new Date(clock.getTime() + 31_000);
    await t.app.notificationJobs.games.sweep();
    const mine = await items(twice.c, g.id);
    expect(mine[0]?.text).toMatch(/ 0–2 /);
    expect(mine[0]?.readAt).toBeNull();
    expect(mine.length).toBe(1);
    expect((await items(other.c, g.id))[0]?.text).toMatch(/ 0–2 /);
  });
});

describe("pushes", () => {
  it("carry tag game:<id>, the state as body, renotify only for asked-for kinds", async () => {
    const { g, home, away } = await soccerGame();
    const f = await fan([home.id]);
    await f.c.request("PUT", "/api/alerts", { teams: [{ teamId: home.id, kinds: ["start", "final"] }] });
    const phone = await device(f.c);
    await g.kickOff();
    await settled();
    await g.score(1, 0);
    await settled();
    const pushes = phone.pushes();
    expect(pushes.map((p) => [p.tag, p.renotify, p.title])).toEqual([
      [`game:${g.id}`, true, "Game on"],
      [`game:${g.id}`, false, "Score"], // replaces the start's, silently: not asked for
    ]);
    expect(pushes[1].body).toBe(`${away.abbreviation} 0–1 ${home.abbreviation} · Live`);
    expect(pushes[1].url).toBe(`/games/${encodeURIComponent(g.id)}`);
    // One topic per game: the push service replaces an undelivered one.
    expect(new Set(pushes.map((p) => p.headers.topic)).size).toBe(1);
    expect(pushes[0].headers.urgency).toBe("high");
  });

  it("say only 'tap to reveal' for a shielded team, in the fan's language", async () => {
    const { g, home, away } = await soccerGame();
    const f = await fan([home.id], { locale: "es" });
    await f.c.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [home.id] });
    const phone = await device(f.c);
    await g.kickOff();
    await g.score(3, 2);
    await settled();
    const bodies = phone.pushes().map((p) => p.body as string);
    expect(bodies.at(-1)).toBe(`${away.abbreviation} – ${home.abbreviation} · toca para ver el resultado`);
    expect(bodies.join(" ")).not.toMatch(/3|2–/);
  });

  it("are held during quiet hours on the fan's own clock, across midnight; the bell still updates", async () => {
    const { g, home } = await soccerGame();
    const f = await fan([home.id], { timeZone: "America/New_York" });
    await f.c.request("PUT", "/api/alerts", { quietHours: { start: "22:00", end: "07:00" } });
    const phone = await device(f.c);
    clock = new Date("2026-12-03T04:30:00Z"); // 23:30 in New York
    await g.kickOff();
    await settled();
    expect(phone.pushes()).toHaveLength(0);
    expect(await items(f.c, g.id)).toHaveLength(1);
    clock = new Date("2026-12-03T11:59:00Z"); // 06:59: still quiet
    await g.score(1, 0);
    await settled();
    expect(phone.pushes()).toHaveLength(0);
    expect((await items(f.c, g.id))[0]!.text).toMatch(/ 0–1 /);
    clock = new Date("2026-12-03T12:00:00Z"); // 07:00: quiet hours are over
    await g.score(2, 0);
    await settled();
    expect(phone.pushes().map((p) => p.renotify)).toEqual([true]);
  });
});
