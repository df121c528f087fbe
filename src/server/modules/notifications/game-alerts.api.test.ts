import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppNotification } from "@shared/schemas/notifications";
import type { Game } from "@shared/schemas/live";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { randomUUID } from "node:crypto";
import { pickCatalogueTeams } from "../../test/test-teams";
import { uniqueSeed, waitFor } from "../../test/sockets";

// A game's one notification for the fans of either team, driven by publishing games on the board
// (the simulator's own clock is never waited for): the leader's recorder writes them and publishes
// game.changed, whose moments the notifications module fans out. And the spoiler shield.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: uniqueSeed() });
  await waitFor(() => t.app.live.isLeader && t.app.live.list().length > 0, 50_000);
});
afterAll(async () => t?.close());

async function fanOf(teamIds: number[]) {
  const c = t.client();
  const reg = await c.registerFresh();
  const res = await c.patch(`/api/users/${reg.user.id}`, { favoriteTeams: teamIds });
  expect(res.status, res.text).toBe(200);
  return { c, id: reg.user.id };
}
/** Waits for the recorder's write (which publishes the game's events) and the fan-outs it queued. */
const settled = async () => {
  await t.app.gameRecorder.flush();
  await t.app.notificationJobs.games.idle();
};
/** Notifications about one game (the simulator's own games may notify the same fans meanwhile). */
const items = async (c: TestClient, gameId: string): Promise<AppNotification[]> =>
  ((await c.get("/api/notifications")).json.items as AppNotification[]).filter(
    (i) => i.subject.kind === "game" && i.subject.id === gameId,
  );

describe("game alerts", () => {
  it("a game's start, score and final are one item per fan, updated in place; the shield hides the score", async () => {
    const [home, away, elsewhere] = await pickCatalogueTeams(t.app, 3);
    const homeFan = await fanOf([home!.id]);
    const awayFan = await fanOf([away!.id]);
    const shielded = await fanOf([home!.id]);
    const bystander = await fanOf([elsewhere!.id]);
    const put = await shielded.c.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [home!.id] });
    expect(put.status, put.text).toBe(200);

    const team = (x: typeof home) => ({ id: x!.id, name: x!.name, abbreviation: x!.abbreviation, logo: "" });
    const g: Game = {
      ...t.app.live.list()[0]!,
      id: `probe-${randomUUID()}`,
      league: "nfl",
      sport: "football",
      updatedAt: new Date().toISOString(),
      homeTeam: team(home),
      awayTeam: team(away),
      gameStatus: "upcoming",
      homeScore: null,
      awayScore: null,
      winner: null,
      statusDetail: "7:30 PM",
      period: null,
      clock: null,
    };
    await t.app.live.publish([g]);
    await t.app.live.publish([
      { ...g, gameStatus: "live", homeScore: 0, awayScore: 0, statusDetail: "Q1 12:00", period: 1, clock: "12:00" },
    ]);
    await settled();
    const start = `${away!.name} at ${home!.name} has started`;
    for (const f of [homeFan, awayFan, shielded])
      expect((await items(f.c, g.id)).map((i) => [i.type, i.text, i.subject])).toEqual([
        ["game_start", start, { kind: "game", id: g.id }],
      ]);

    await t.app.live.publish([
      { ...g, gameStatus: "live", homeScore: 3, awayScore: 0, statusDetail: "Q1 10:00", period: 1, clock: "10:00" },
    ]);
    await settled();
    const scored = await items(homeFan.c, g.id);
    expect(scored.map((i) => [i.type, i.text, i.readAt])).toEqual([
      ["game_update", `${away!.abbreviation} 0–3 ${home!.abbreviation} · Q1 10:00`, null],
    ]);

    const final = { ...g, gameStatus: "final" as const, homeScore: 101, awayScore: 99, winner: "home" as const };
    await t.app.live.publish([{ ...final, statusDetail: "Final" }]);
    await t.app.live.publish([{ ...final, statusDetail: "Final/OT" }]); // still final: nothing new
    await settled();
    const finalText = `Final: ${away!.name} 99, ${home!.name} 101`;
    expect((await items(homeFan.c, g.id)).map((i) => [i.type, i.text])).toEqual([["game_final", finalText]]);
    expect((await items(awayFan.c, g.id))[0]!.text).toBe(finalText);
    const hidden = await items(shielded.c, g.id);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.text).toBe(`${away!.name} at ${home!.name} · Final — tap to reveal`);
    expect(hidden.map((i) => i.text).join(" ")).not.toMatch(/\b(101|99)\b/);
    expect(await items(bystander.c, g.id)).toHaveLength(0);

    // Unshielding shows the result again (the shield is applied when read).
    await shielded.c.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [] });
    expect((await items(shielded.c, g.id))[0]!.text).toBe(finalText);
  });

  it("two instances (or a second leader) writing the same alert produce one notification", async () => {
    const [home] = await pickCatalogueTeams(t.app, 1);
    const f = await fanOf([home!.id]);
    const input = {
      recipientId: f.id,
      type: "game_start" as const,
      actorId: null,
      subject: { kind: "game" as const, id: "dup-game" },
      dedupeKey: "game_start:dup-game",
    };
    const results = await Promise.all([t.app.notifications.notify(input), t.app.notifications.notify(input)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await items(f.c, "dup-game")).toHaveLength(1);
  });
});

describe("spoiler shield API", () => {
  it("stores favourite teams only, and answers the current favourites that are shielded", async () => {
    const [a, b] = await pickCatalogueTeams(t.app, 2);
    const f = await fanOf([a!.id, b!.id]);
    expect((await f.c.get("/api/users/me/spoiler-shield")).json).toEqual({ teamIds: [] });
    const notFav = await f.c.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [999_999] });
    expect(notFav.status).toBe(400);
    expect(notFav.json.message).toBe("Only favourite teams can hide their scores");
    expect((await f.c.request("PUT", "/api/users/me/spoiler-shield", { teamIds: "x" })).status).toBe(400);
    const ok = await f.c.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [b!.id, a!.id, b!.id] });
    expect(ok.json).toEqual({ teamIds: [a!.id, b!.id].sort((x, y) => x - y) });
    // Dropping a favourite drops its shield.
    await f.c.patch(`/api/users/${f.id}`, { favoriteTeams: [a!.id] });
    expect((await f.c.get("/api/users/me/spoiler-shield")).json).toEqual({ teamIds: [a!.id] });
    expect([...(await t.app.spoilers.shieldedTeamIds(f.id))]).toEqual([a!.id]);
    expect((await t.client().get("/api/users/me/spoiler-shield")).status).toBe(401);
  });
});
