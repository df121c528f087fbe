import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerPageSchema, rosterSchema, type GameSheet } from "@shared/schemas/game-sheet";
import { gameDetailSchema, type GameDetail } from "@shared/schemas/games";
import { gameListSchema, type Game } from "@shared/schemas/live";
import type { ServerMessage } from "@shared/realtime/messages";
import { LEAGUES, type Sport } from "@shared/schemas/teams";
import { sumLines } from "../../lib/stat-lines";
import { sheetViolations } from "../../test/sheet-invariants";
import { openSocket, uniqueSeed, waitFor } from "../../test/sockets";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

// The game sheet through the API (issue #35), on the simulator's pinned test board: the clock
// is moved by SIM_CONTROL and barely moves by itself (a simulated millisecond per real second),
// so what each test sees does not depend on the hour or the machine.
const SCALE = 0.001;
let t: TestApp;
let c: TestClient;
beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: uniqueSeed(), SIM_CONTROL: "true", SIM_TIME_SCALE: String(SCALE) });
  c = t.client();
  await c.registerFresh();
  await t.app.live.poll();
});
afterAll(async () => {
  await t?.close();
});

const board = async (): Promise<Game[]> => gameListSchema.parse((await c.get("/api/live/scores")).json);
const detail = async (id: string, who = c, query = ""): Promise<GameDetail> => {
  const res = await who.get(`/api/games/${id}${query}`);
  expect(res.status, res.text).toBe(200);
  return gameDetailSchema.parse(res.json);
};
/** The app's clock (SIM_CONTROL moves it on from the real one). */
let clockOffsetMs = 0;
const appNow = () => Date.now() + clockOffsetMs;
async function advance(minutes: number) {
  const res = await c.post("/api/sim/advance", { minutes });
  expect(res.status).toBe(200);
  clockOffsetMs = Date.parse((res.json as { now: string }).now) - Date.now();
}
/** The first game on the board that `pick` wants, moving the simulated clock on half an hour at a time until one is. */
async function until(pick: (g: Game) => boolean): Promise<Game> {
  for (let step = 0; step < 60; step++) {
    const found = (await board()).find(pick);
    if (found) return found;
    await advance(30);
  }
  throw new Error("no such game on the board in 30 simulated hours");
}

const rosterIds = new Map<number, Set<string>>();
async function roster(teamId: number) {
  let ids = rosterIds.get(teamId);
  if (!ids) {
    const res = await c.get(`/api/teams/${teamId}/roster`);
    expect(res.status, res.text).toBe(200);
    ids = new Set(rosterSchema.parse(res.json).players.map((p) => p.id));
    rosterIds.set(teamId, ids);
  }
  return ids;
}
async function violations(d: GameDetail) {
  return sheetViolations(d, d, { home: await roster(d.homeTeam.id!), away: await roster(d.awayTeam.id!) });
}

describe("game sheets through GET /api/games/:id", () => {
  it("add up to the score for every league, at several moments of live games and at the final", async () => {
    const liveMoments = new Map<string, number>();
    const finals = new Set<string>();
    // A simulated day in steps: each league is live at its own hours.
    for (
      let step = 0;
      step < 40 && (liveMoments.size < LEAGUES.length || [...liveMoments.values()].some((n) => n < 3));
      step++
    ) {
      const games = await board();
      for (const { slug } of LEAGUES) {
        const live = games.find((g) => g.league === slug && g.gameStatus === "live");
        if (live && (liveMoments.get(slug) ?? 0) < 3) {
          const d = await detail(live.id);
          expect(await violations(d)).toEqual([]);
          expect(d.boxScore).not.toBeNull();
          liveMoments.set(slug, (liveMoments.get(slug) ?? 0) + 1);
        }
        const final = games.find((g) => g.league === slug && g.gameStatus === "final");
        if (final && !finals.has(slug)) {
          const d = await detail(final.id);
          expect(await violations(d)).toEqual([]);
          expect(d.lineups, slug).not.toBeNull();
          finals.add(slug);
        }
      }
      await advance(37);
    }
    expect([...liveMoments.entries()].filter(([, n]) => n < 3)).toEqual([]);
    expect(finals.size).toBe(LEAGUES.length);
  });

  it("follows one game from before kick-off to its final: what the sheet shows only grows", async () => {
    const next = await until((g) => g.gameStatus === "upcoming" && g.gameTime !== null && g.sport === "soccer");
    const before = await detail(next.id);
    expect(before).toMatchObject({ boxScore: null, keyEvents: [], leaders: [], shielded: false });
    expect(before.lineups!.home.formation).toMatch(/^\d(-\d)+$/);
    expect(before.lineups!.home.starters).toHaveLength(11);
    expect(before.lineups!.away.bench.length).toBeGreaterThan(0);
    expect(before.venue?.name).toBeTruthy();
    expect(before.broadcasts.length).toBeGreaterThan(0);
    expect(before.form.home.length + before.form.away.length).toBeGreaterThan(0);
    for (const m of before.headToHead)
      expect([m.homeTeamId, m.awayTeamId].sort()).toEqual([next.homeTeam.id, next.awayTeam.id].sort());

    // Game times are given on the real clock, which runs 1/SCALE times slower than the game's.
    await advance(Math.ceil(((Date.parse(next.gameTime!) - appNow()) * SCALE) / 60_000) + 1);
    let seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      const d = await detail(next.id);
      expect(await violations(d)).toEqual([]);
      expect(d.keyEvents.slice(0, seen.length).map((e) => e.id)).toEqual(seen);
      seen = d.keyEvents.map((e) => e.id);
      expect(d.lineups).toEqual(before.lineups); // the probable line-ups were the line-ups
      if (d.gameStatus === "final") break;
      await advance(15);
    }
    const final = await detail(next.id);
    expect(final.gameStatus).toBe("final");
    expect(final.keyEvents.some((e) => e.kind === "substitution")).toBe(true);
  });

  it("answers 404 for a game nobody knows and 400 for an id that cannot be one", async () => {
    expect((await c.get("/api/games/sim-nothing-2026-01-01-nba-0")).status).toBe(404);
    expect((await c.get("/api/games/bad%20id")).status).toBe(400);
    expect((await c.get(`/api/games/${(await board())[0]!.id}?reveal=yes`)).status).toBe(400);
  });
});

describe("rosters and player pages", () => {
  const MIN: Record<Sport, number> = { basketball: 13, hockey: 20, baseball: 26, football: 45, soccer: 23 };

  it("gives every league's teams a squad of their sport's size with unique shirt numbers", async () => {
    const teams = (await c.get("/api/teams")).json as { id: number; league: string; sport: Sport }[];
    for (const { slug } of LEAGUES) {
      const team = teams.find((x) => x.league === slug)!;
      const res = await c.get(`/api/teams/${team.id}/roster`);
      expect(res.status).toBe(200);
      const r = rosterSchema.parse(res.json);
      expect(r.team.id).toBe(team.id);
      expect(r.players.length, slug).toBeGreaterThanOrEqual(MIN[team.sport]);
      expect(new Set(r.players.map((p) => p.jersey)).size).toBe(r.players.length);
      expect(new Set(r.players.map((p) => p.id)).size).toBe(r.players.length);
    }
    expect((await c.get("/api/teams/999999/roster")).status).toBe(404);
    expect((await c.get("/api/teams/abc/roster")).status).toBe(400);
    expect((await t.client().get(`/api/teams/${teams[0]!.id}/roster`)).status).toBe(401);
  });

  it("sums a player's game lines, newest first, each their line in that game's box score", async () => {
    for (const sport of ["basketball", "hockey", "baseball", "football", "soccer"] as const) {
      const game = await until((g) => g.sport === sport && g.gameStatus === "final");
      const d = await detail(game.id);
      const line = d.boxScore!.away.groups.flatMap((g) => g.players)[0]!;
      const res = await c.get(`/api/players/${line.player.id}`);
      expect(res.status, res.text).toBe(200);
      const page = playerPageSchema.parse(res.json);
      expect(page.player).toMatchObject({ id: line.player.id, name: line.player.name, team: { id: game.awayTeam.id } });
      expect(page.season.games).toBe(page.games.length);
      expect(page.season.stats).toEqual(sumLines(page.games.map((g) => g.stats)));
      expect(page.games.map((g) => g.date)).toEqual(
        page.games
          .map((g) => g.date)
          .sort()
          .reverse(),
      );
      const inGame = page.games.find((g) => g.gameId === game.id)!;
      expect(inGame.opponent?.id).toBe(game.homeTeam.id);
      const expected = Object.fromEntries(
        d.boxScore!.away.groups.flatMap((grp) =>
          grp.players
            .filter((l) => l.player.id === line.player.id)
            .flatMap((l) => Object.entries(l.stats).map(([k, v]) => [sport === "football" ? `${grp.key}.${k}` : k, v])),
        ),
      );
      expect(inGame.stats).toEqual(expected);
    }
  });

  it("answers 404 for an unknown player and 400 for an id that cannot be one", async () => {
    expect((await c.get("/api/players/sim-1001-999")).status).toBe(404);
    expect((await c.get("/api/players/sim-99999-1")).status).toBe(404);
    expect((await c.get("/api/players/bad%20id")).status).toBe(400);
    expect((await c.get(`/api/players/${"x".repeat(65)}`)).status).toBe(400);
    expect((await t.client().get("/api/players/sim-1001-1")).status).toBe(401);
  });
});

describe("the spoiler shield", () => {
  it("withholds the box score, line score, key events, team stats, leaders and player lines until revealed", async () => {
    const game = await until((g) => g.gameStatus === "final" && g.sport === "hockey");
    const fan = t.client();
    const reg = await fan.registerFresh();
    const team = game.homeTeam.id!;
    expect((await fan.patch(`/api/users/${reg.user.id}`, { favoriteTeams: [team] })).status).toBe(200);
    expect((await fan.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [team] })).status).toBe(200);

    const hidden = await detail(game.id, fan);
    const open = await detail(game.id);
    expect(hidden).toMatchObject({
      shielded: true,
      boxScore: null,
      lineScore: null,
      keyEvents: [],
      teamStats: [],
      leaders: [],
    } satisfies Partial<GameDetail & GameSheet>);
    expect(hidden.lineups).toEqual(open.lineups);
    expect(open.boxScore).not.toBeNull();
    const revealed = await detail(game.id, fan, "?reveal=1");
    expect(revealed.shielded).toBe(false);
    expect(revealed.keyEvents).toEqual(open.keyEvents);
    expect(revealed.boxScore).toEqual(open.boxScore);

    const player = open.boxScore!.home.groups[0]!.players[0]!.player.id;
    const page = playerPageSchema.parse((await fan.get(`/api/players/${player}`)).json);
    expect(page.games.length).toBeGreaterThan(0);
    expect(page.games.every((g) => Object.keys(g.stats).length === 0)).toBe(true);
    expect(page.season).toEqual({ games: 0, stats: {} });
    const whole = playerPageSchema.parse((await fan.get(`/api/players/${player}?reveal=1`)).json);
    expect(whole).toEqual(playerPageSchema.parse((await c.get(`/api/players/${player}`)).json));
    expect(whole.season.games).toBeGreaterThan(0);
  });
});

describe("live sheet updates over /ws", () => {
  type Update = Extract<ServerMessage, { type: "game_update" }>["data"];
  const sheetUpdates = (messages: ServerMessage[]): Update[] =>
    messages.flatMap((m) => (m.type === "game_update" && m.data.sheet ? [m.data] : []));

  async function follower(gameId: string, shieldTeam?: number) {
    const f = t.client();
    const reg = await f.registerFresh();
    if (shieldTeam) {
      await f.patch(`/api/users/${reg.user.id}`, { favoriteTeams: [shieldTeam] });
      await f.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [shieldTeam] });
    }
    const sock = openSocket(t, f);
    await sock.opened;
    sock.ws.send(JSON.stringify({ type: "subscribe_game", gameId }));
    await waitFor(() => sock.messages.some((m) => m.type === "subscribed" && m.data.topic === `game:${gameId}`));
    return { f, sock };
  }

  it("pushes what changed in the sheet to the game's open pages, but not to a shielded one", async () => {
    const live = await until((g) => g.gameStatus === "live" && g.sport === "basketball");
    const open = await follower(live.id);
    const shielded = await follower(live.id, live.homeTeam.id!);
    const before = await detail(live.id);
    const other = await until((g) => g.gameStatus === "live" && g.id !== live.id);
    const elsewhere = await follower(other.id);

    await advance(3);
    await t.app.sheetPusher.idle();
    await waitFor(() => sheetUpdates(open.sock.messages).some((u) => u.id === live.id));
    const update = sheetUpdates(open.sock.messages).find((u) => u.id === live.id)!;
    const after = await detail(live.id);
    // Only what changed: every line sent is the line the page now shows, and it is not the one it had.
    expect(update.entries).toEqual([]);
    for (const part of update.sheet!.boxScore) {
      const now = after.boxScore![part.side].groups.find((g) => g.key === part.group)!.players;
      const then = before.boxScore![part.side].groups.find((g) => g.key === part.group)!.players;
      for (const line of part.players) {
        expect(now.find((l) => l.player.id === line.player.id)).toEqual(line);
        expect(then.find((l) => l.player.id === line.player.id)).not.toEqual(line);
      }
    }
    if (update.homeScore !== before.homeScore) expect(update.sheet!.lineScore).toEqual(after.lineScore);
    expect(sheetUpdates(elsewhere.sock.messages).every((u) => u.id === other.id)).toBe(true);

    // A comment after the push reaches the shielded page on the same connection: by then it
    // would have had the sheet, and has not.
    const posted = await c.post(`/api/games/${live.id}/comments`, { content: "Shielded?" });
    expect(posted.status).toBe(201);
    await waitFor(() => shielded.sock.messages.some((m) => m.type === "game_comment"));
    expect(sheetUpdates(shielded.sock.messages)).toEqual([]);

    // Revealed on the page: the next subscription carries reveal, and the sheet follows.
    shielded.sock.ws.send(JSON.stringify({ type: "subscribe_game", gameId: live.id, reveal: true }));
    await waitFor(() => shielded.sock.messages.filter((m) => m.type === "subscribed").length === 2);
    await advance(3);
    await t.app.sheetPusher.idle();
    await waitFor(() => sheetUpdates(shielded.sock.messages).some((u) => u.id === live.id));
    for (const s of [open, shielded, elsewhere]) s.sock.ws.close();
  });
});
