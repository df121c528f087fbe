import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { gameSheetSchema, playerPageSchema, rosterSchema, type GameSheet } from "@shared/schemas/game-sheet";
import { teamsOfLeague } from "../../catalogue/teams";
import { DEFAULT_USER_AGENT } from "../../config/user-agent";
import { sumLines } from "../../lib/stat-lines";
import { readMoreFixture } from "../../providers/scores/espn/fixtures";
import { startFakeEspn, type FakeEspn } from "../../test/fake-espn";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { waitFor } from "../../test/sockets";

// Inside a game on SCORES_PROVIDER=espn (issue #35): the whole app against the local fake ESPN,
// whose scoreboards list the games of the recorded summaries, so GET /api/games/:id carries
// ESPN's box score, key events, line-ups… and GET /api/teams/:id/roster ESPN's squad. Summaries
// are asked when a game is opened, kept, and served through an ESPN outage. GET /api/players/:id
// reads the player's team schedule (the recorded ones, or one listing recorded summaries' games)
// and those games' summaries.

let fake: FakeEspn;
let t: TestApp;
let fan: TestClient;
/** The providers keep answers by the clock; the test moves Date instead of waiting. */
const skip = (ms: number) => vi.setSystemTime(Date.now() + ms);

interface Summary {
  header: { id: string; competitions: { id: string; date: string }[] };
}

/** A scoreboard (or a team schedule) listing the games of summaries: their headers are scoreboard competitions. */
function eventsOf(...summaries: Summary[]) {
  return {
    events: summaries.map(({ header }) => ({
      id: header.id,
      date: header.competitions[0]!.date,
      competitions: header.competitions,
    })),
  };
}
const scoreboardOf = (...files: string[]) => eventsOf(...files.map((f) => readMoreFixture(f) as Summary));

/**
 * A recorded summary standing for another game of the same series: only its event id and date
 * differ, so a player's page has two games whose lines are known.
 */
function summaryMoved(file: string, id: string, date: string): Summary {
  const summary = structuredClone(readMoreFixture(file)) as Summary;
  summary.header.id = id;
  summary.header.competitions[0] = { ...summary.header.competitions[0]!, id, date };
  return summary;
}
const NBA_GAME_4 = summaryMoved("nba-summary-401772994.json", "401772990", "2025-05-28T00:00Z");

const teamId = (league: Parameters<typeof teamsOfLeague>[0], abbreviation: string) =>
  teamsOfLeague(league).find((x) => x.abbreviation === abbreviation)!.id;

const metric = async (provider: string, status: string) => {
  const text = (await t.client().get("/metrics")).text;
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`fanzone_provider_requests_total{provider="${provider}",status="${status}"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
};

const summaryRequests = () => fake.seen.filter((r) => r.path.endsWith("/summary"));

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date() });
  fake = await startFakeEspn();
  fake.override("basketball/nba/scoreboard", scoreboardOf("nba-summary-401772994.json"));
  fake.override("football/nfl/scoreboard", scoreboardOf("nfl-summary-401547417.json"));
  fake.override(
    "hockey/nhl/scoreboard",
    scoreboardOf("nhl-summary-401774292.json", "nhl-summary-401803501-pregame.json"),
  );
  fake.override("baseball/mlb/scoreboard", scoreboardOf("mlb-summary-401472463.json"));
  fake.override("soccer/fifa.world/scoreboard", scoreboardOf("fifa-world-summary-760415.json"));
  // Team schedules listing the recorded games: Indiana's (ESPN 11) also the moved copy, Green Bay's (9).
  fake.override("basketball/nba/summary?event=401772990", NBA_GAME_4);
  fake.override(
    "basketball/nba/teams/11/schedule",
    eventsOf(NBA_GAME_4, readMoreFixture("nba-summary-401772994.json") as Summary),
  );
  fake.override("football/nfl/teams/9/schedule", scoreboardOf("nfl-summary-401547417.json"));
  t = await startTestApp({ SCORES_PROVIDER: "espn", ESPN_BASE_URL: fake.baseUrl }, { embedded: true });
  fan = t.client();
  await fan.registerFresh();
  await waitFor(async () => {
    await t.app.live.poll();
    return t.app.live.list().length >= 6;
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  vi.useRealTimers();
});

async function sheetOf(id: string): Promise<GameSheet & { homeScore: number | null; awayScore: number | null }> {
  const res = await fan.get(`/api/games/${id}`);
  expect(res.status, res.text).toBe(200);
  const sheet = gameSheetSchema.parse(res.json);
  return { ...sheet, homeScore: res.json.homeScore, awayScore: res.json.awayScore };
}

describe("GET /api/games/:id on ESPN: the game's sheet", () => {
  it("the board's live games nobody opened cost no summary request", async () => {
    // The recorded college-football board has 17 games in progress; the leader's live push of
    // their changes must not ask ESPN for their summaries while no one watches them.
    for (let i = 0; i < 3; i++) {
      skip(31_000);
      await t.app.live.poll();
    }
    await t.app.sheetPusher?.idle();
    expect(t.app.live.list().filter((g) => g.league === "college-football" && g.gameStatus === "live").length).toBe(17);
    expect(summaryRequests().map((r) => r.path)).toEqual([]);
  });

  it("opening a game asks ESPN for its summary once, with the app's agent, and answers the sheet", async () => {
    const before = summaryRequests().length;
    const nba = await sheetOf("espn-nba-401772994");
    expect([nba.homeScore, nba.awayScore]).toEqual([125, 108]);
    expect(nba.venue).toEqual({ name: "Gainbridge Fieldhouse", city: "Indianapolis" });
    expect(nba.broadcasts).toEqual(["TNT", "truTV", "Max"]);
    expect(nba.boxScore!.home.teamId).toBe(teamId("nba", "IND"));
    const lines = nba.boxScore!.home.groups[0]!.players;
    expect(lines.reduce((s, l) => s + Number(l.stats.pts ?? 0), 0)).toBe(125);
    expect(nba.lineScore!.periods.reduce((s, p) => s + p.away, 0)).toBe(108);
    expect(nba.leaders[0]).toMatchObject({ key: "pts", home: { player: { name: "Pascal Siakam" }, value: "31" } });
    expect(nba.headToHead.length).toBe(5);

    const asked = summaryRequests().slice(before);
    expect(asked.map((r) => `${r.path}?${r.query}`)).toEqual([
      "/apis/site/v2/sports/basketball/nba/summary?event=401772994",
    ]);
    expect(asked[0]!.userAgent).toBe(DEFAULT_USER_AGENT);
    // A final is kept: a second look asks nothing more.
    await sheetOf("espn-nba-401772994");
    expect(summaryRequests().length).toBe(before + 1);
    expect(await metric("espn_summaries", "200")).toBeGreaterThanOrEqual(1);
  });

  it("every league's recorded game: scorers, formations, runs and scoring plays", async () => {
    const soccer = await sheetOf("espn-fifa-world-cup-760415");
    expect([soccer.lineups!.home.formation, soccer.lineups!.away.formation]).toEqual(["4-1-4-1", "5-3-2"]);
    expect(soccer.keyEvents.filter((e) => e.kind === "goal").map((e) => [e.clock, e.team, e.players[0]!.name])).toEqual(
      [
        ["9'", "home", "Julián Quiñones"],
        ["67'", "home", "Raúl Jiménez"],
      ],
    );
    expect(soccer.boxScore!.home.teamId).toBe(teamId("fifa-world-cup", "MEX"));

    const hockey = await sheetOf("espn-nhl-401774292");
    const goals = hockey.keyEvents.filter((e) => e.kind === "goal");
    expect([goals.filter((g) => g.team === "home").length, goals.filter((g) => g.team === "away").length]).toEqual([
      hockey.homeScore,
      hockey.awayScore,
    ]);

    const baseball = await sheetOf("espn-mlb-401472463");
    const runs = (side: "home" | "away") =>
      baseball
        .boxScore![side].groups.find((g) => g.key === "batting")!
        .players.reduce((s, l) => s + Number(l.stats.r), 0);
    expect([runs("home"), runs("away")]).toEqual([7, 5]);

    const football = await sheetOf("espn-nfl-401547417");
    expect(football.keyEvents.at(-1)).toMatchObject({ kind: "field-goal", team: "home", homeScore: 25, awayScore: 24 });
  });

  it("before a game: venue, broadcasts, probable goalies and form; nothing played", async () => {
    const pregame = await sheetOf("espn-nhl-401803501");
    expect(pregame).toMatchObject({ boxScore: null, lineScore: null, keyEvents: [], teamStats: [] });
    expect(pregame.venue).toEqual({ name: "KeyBank Center", city: "Buffalo" });
    expect(pregame.lineups!.home.starters[0]).toMatchObject({ name: "Alex Lyon", position: "G" });
    expect(pregame.form.home.length).toBe(5);
  });

  it("through an ESPN outage the last good sheet is served, the failure counted", async () => {
    const before = await sheetOf("espn-nfl-401547417");
    fake.setMode(500);
    skip(7 * 3600_000); // past a final's six hours
    const during = await sheetOf("espn-nfl-401547417");
    expect(during.keyEvents).toEqual(before.keyEvents);
    expect(during.boxScore).toEqual(before.boxScore);
    expect(await metric("espn_summaries", "500")).toBeGreaterThanOrEqual(1);
    fake.setMode("ok");
  });

  it("a game ESPN has no summary for gets the empty sheet, not an error", async () => {
    // An MLS game of the recorded scoreboard: the fake has no summary for it and answers 404.
    const mls = t.app.live.list().find((g) => g.league === "mls")!;
    const res = await fan.get(`/api/games/${mls.id}`);
    expect(res.status, res.text).toBe(200);
    expect(gameSheetSchema.parse(res.json)).toEqual({
      venue: null,
      broadcasts: [],
      lineScore: null,
      teamStats: [],
      boxScore: null,
      keyEvents: [],
      lineups: null,
      leaders: [],
      headToHead: [],
      form: { home: [], away: [] },
    });
    expect(res.json.id).toBe(mls.id);
    expect(await metric("espn_summaries", "404")).toBeGreaterThanOrEqual(1);
  });
});

describe("GET /api/teams/:id/roster on ESPN", () => {
  it("a team's squad from ESPN's roster, asked by the team's ESPN id", async () => {
    const lakers = teamId("nba", "LAL");
    const res = await fan.get(`/api/teams/${lakers}/roster`);
    expect(res.status, res.text).toBe(200);
    const roster = rosterSchema.parse(res.json);
    expect(roster.team).toEqual({ id: lakers, name: "Los Angeles Lakers", abbreviation: "LAL" });
    expect(roster.players.length).toBe(17);
    expect(roster.players[0]).toEqual({ id: "3945274", name: "Luka Doncic", jersey: "77", position: "PG" });
    const asked = fake.seen.filter((r) => r.path.endsWith("/roster"));
    expect(asked.map((r) => r.path)).toEqual(["/apis/site/v2/sports/basketball/nba/teams/13/roster"]);
    expect(asked[0]!.userAgent).toBe(DEFAULT_USER_AGENT);
    expect(await metric("espn_rosters", "200")).toBe(1);
  });

  it("NFL and NHL squads are read whole; a team ESPN has no roster for answers 404", async () => {
    const chiefs = rosterSchema.parse((await fan.get(`/api/teams/${teamId("nfl", "KC")}/roster`)).json);
    expect(chiefs.players.length).toBe(85);
    const wings = rosterSchema.parse((await fan.get(`/api/teams/${teamId("nhl", "DET")}/roster`)).json);
    expect(wings.players.filter((p) => p.position === "G").length).toBe(3);
    const celtics = await fan.get(`/api/teams/${teamId("nba", "BOS")}/roster`);
    expect(celtics.status).toBe(404);
    expect(await metric("espn_rosters", "404")).toBe(1);
  });
});

describe("GET /api/players/:id on ESPN", () => {
  const page = async (id: string) => {
    const res = await fan.get(`/api/players/${id}`);
    expect(res.status, res.text).toBe(200);
    return playerPageSchema.parse(res.json);
  };

  it("a box score's player: each game line is their box score line, totals the sums, newest first", async () => {
    const game = await sheetOf("espn-nba-401772994");
    const line = game.boxScore!.home.groups[0]!.players.find((l) => l.player.name === "Pascal Siakam")!;
    const before = fake.seen.length;
    const siakam = await page(line.player.id);
    expect(siakam.player).toEqual({
      ...line.player,
      team: { id: teamId("nba", "IND"), name: "Indiana Pacers", abbreviation: "IND" },
    });
    expect(siakam.games.map((g) => [g.gameId, g.date])).toEqual([
      ["espn-nba-401772994", "2025-06-01T00:00:00.000Z"],
      ["espn-nba-401772990", "2025-05-28T00:00:00.000Z"],
    ]);
    for (const g of siakam.games) {
      expect(g.stats).toEqual(line.stats);
      expect(g.opponent).toEqual({ id: teamId("nba", "NY"), name: "New York Knicks", abbreviation: "NY" });
    }
    expect(siakam.season).toEqual({ games: 2, stats: sumLines(siakam.games.map((g) => g.stats)) });
    expect(siakam.season.stats).toMatchObject({ pts: 62, min: 72, fgm: 20, fga: 36 });
    // Asked: Indiana's schedule and squad, the one summary not yet held; the opened game's is kept.
    expect(
      fake.seen
        .slice(before)
        .map((r) => r.path.replace("/apis/site/v2/sports/basketball/nba/", "") + (r.query.size ? `?${r.query}` : ""))
        .sort(),
    ).toEqual(["summary?event=401772990", "teams/11/roster", "teams/11/schedule"]);
  });

  it("football: a quarterback's passing and rushing lines, keyed <group>.<key>", async () => {
    const game = await sheetOf("espn-nfl-401547417");
    const groups = game.boxScore!.away.groups;
    const love = groups.flatMap((g) => g.players).find((l) => l.player.name === "Jordan Love")!.player;
    const expected = Object.fromEntries(
      groups.flatMap((g) =>
        g.players
          .filter((l) => l.player.id === love.id)
          .flatMap((l) => Object.entries(l.stats).map(([k, v]) => [`${g.key}.${k}`, v])),
      ),
    );
    expect(Object.keys(expected)).toContain("rushing.yds");
    const p = await page(love.id);
    expect(p.player.team?.abbreviation).toBe("GB");
    expect(p.games).toEqual([
      {
        gameId: "espn-nfl-401547417",
        date: "2023-09-17T17:00:00.000Z",
        opponent: { id: teamId("nfl", "ATL"), name: "Atlanta Falcons", abbreviation: "ATL" },
        stats: expected,
      },
    ]);
    expect(p.season).toEqual({ games: 1, stats: expected });
  });

  it("a squad's player: named by the roster; the schedule read is the team page's", async () => {
    const lakers = teamId("nba", "LAL");
    expect((await fan.get(`/api/teams/${lakers}/roster`)).status).toBe(200);
    const luka = await page("3945274");
    expect(luka.player).toEqual({
      id: "3945274",
      name: "Luka Doncic",
      jersey: "77",
      position: "PG",
      team: { id: lakers, name: "Los Angeles Lakers", abbreviation: "LAL" },
    });
    // The recorded schedule's six finals have no summary at the fake (404): no lines to show.
    expect(luka.season).toEqual({ games: 0, stats: {} });
    const schedules = () => fake.seen.filter((r) => r.path.endsWith("/teams/13/schedule")).length;
    expect(schedules()).toBe(1);
    expect((await fan.get(`/api/teams/${lakers}/schedule`)).status).toBe(200);
    expect(schedules()).toBe(1);
  });

  it("answers 404 for a player no summary or roster named, 400 for an id that cannot be one", async () => {
    const before = fake.seen.length;
    expect((await fan.get("/api/players/999999999")).status).toBe(404);
    expect(fake.seen.length).toBe(before);
    expect((await fan.get("/api/players/bad%20id")).status).toBe(400);
    expect((await fan.get(`/api/players/${"1".repeat(65)}`)).status).toBe(400);
    expect((await t.client().get("/api/players/3945274")).status).toBe(401);
  });
});
