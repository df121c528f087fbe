import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gameSheetSchema } from "@shared/schemas/game-sheet";
import type { Game, GameStatus } from "@shared/schemas/live";
import { sportOfLeague, type League } from "@shared/schemas/teams";
import { teamsOfLeague } from "../../../catalogue/teams";
import { DEFAULT_USER_AGENT } from "../../../config/user-agent";
import { startFakeEspn, type FakeEspn, type FakeEspnMode } from "../../../test/fake-espn";
import { espnSeasons } from "../../seasons/espn/espn-seasons";
import {
  PLAYER_PAGE_CONCURRENCY,
  PLAYER_PAGE_GAMES,
  SHEET_REFRESH_MS,
  parseEspnGameId,
  sheetAsOfCard,
} from "./espn-game-sheets";
import { espnScoresProvider, type EspnOptions } from "./espn.provider";
import { mapEspnSummary } from "./espn-summary";
import { readMoreFixture } from "./fixtures";

// The ESPN provider's game sheets and rosters over real HTTP against the local fake ESPN
// (src/server/test/fake-espn.ts), on a driven clock: asked only on demand, kept by the game's
// state, and through failures the scoreboard's rules (agent, counts, back-off, last good data).

let fake: FakeEspn;
beforeEach(async () => {
  fake = await startFakeEspn({ prefix: "/espn-mirror" });
});
afterEach(async () => fake.close());

function harness(extra: Partial<EspnOptions> = {}) {
  let t = Date.UTC(2026, 10, 22, 12);
  const counted: string[] = [];
  const warnings: Record<string, unknown>[] = [];
  const provider = espnScoresProvider({
    baseUrl: fake.baseUrl,
    userAgent: DEFAULT_USER_AGENT,
    leagues: ["nba"],
    now: () => t,
    random: () => 1,
    count: (p, s) => counted.push(`${p} ${s}`),
    log: { warn: (o) => warnings.push(o as Record<string, unknown>) },
    ...extra,
  });
  const summaries = () => fake.seen.filter((r) => r.path.endsWith("/summary"));
  return {
    provider,
    counted,
    warnings,
    summaries,
    advance: (ms: number) => (t += ms),
    /** Asks for `game`'s sheet every second of the fake clock until ESPN is asked; returns the wait. */
    async nextSummaryAfter(game: Game, max = 12 * 3600_000) {
      const before = summaries().length;
      const start = t;
      while (summaries().length === before) {
        if (t - start > max) throw new Error("no request");
        t += 1_000;
        await provider.sheet!(game);
      }
      return t - start;
    },
  };
}

const team = (league: League, abbreviation: string) => {
  const t = teamsOfLeague(league).find((x) => x.abbreviation === abbreviation)!;
  return { id: t.id, name: t.name, abbreviation: t.abbreviation, logo: `/api/teams/logos/${t.id}.svg` };
};

function card(
  id: string,
  status: GameStatus,
  score: [number, number] | null = null,
  teams: [string, string] = ["IND", "NY"],
): Game {
  const league = parseEspnGameId(id)!.league;
  return {
    id,
    league,
    sport: sportOfLeague(league)!,
    gameStatus: status,
    gameTime: "2025-06-01T00:00:00.000Z",
    homeTeam: team(league, teams[0]),
    awayTeam: team(league, teams[1]),
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
    homeShootout: null,
    awayShootout: null,
    statusDetail: "",
    period: null,
    clock: null,
    winner: null,
    updatedAt: "2026-11-22T12:00:00.000Z",
    stale: false,
  };
}

const NBA_FINAL = card("espn-nba-401772994", "final", [125, 108]);

describe("ESPN game sheets: asked on demand, with the app's agent, at ESPN_BASE_URL", () => {
  it("the board asks for no summary; opening a game asks once for its summary", async () => {
    const h = harness();
    await h.provider.fetchGames();
    expect(h.summaries()).toEqual([]);
    const sheet = await h.provider.sheet!(NBA_FINAL);
    expect(gameSheetSchema.parse(sheet)).toEqual(sheet);
    expect(sheet!.boxScore!.home.teamId).toBe(team("nba", "IND").id);
    const [req] = h.summaries();
    expect(req!.path).toBe("/espn-mirror/apis/site/v2/sports/basketball/nba/summary");
    expect(Object.fromEntries(req!.query)).toEqual({ event: "401772994" });
    expect(req!.userAgent).toBe(DEFAULT_USER_AGENT);
    expect(h.counted).toEqual(["espn_scores 200", "espn_summaries 200"]);
  });

  it("parses ESPN game ids of every league, and asks nothing for another provider's game", async () => {
    expect(parseEspnGameId("espn-fifa-world-cup-760415")).toEqual({ league: "fifa-world-cup", eventId: "760415" });
    expect(parseEspnGameId("espn-college-football-401520281")).toMatchObject({ league: "college-football" });
    expect(parseEspnGameId("sim-nba-20261122-3")).toBeNull();
    expect(parseEspnGameId("espn-cricket-123")).toBeNull();
    const h = harness();
    expect(await h.provider.sheet!({ ...NBA_FINAL, id: "sim-nba-20261122-3" })).toBeNull();
    expect(fake.seen).toEqual([]);
  });

  it("the live push of a game nobody watches asks nothing: it gets what is held, as of its card", async () => {
    const h = harness();
    const live = card("espn-nba-401772994", "live", [125, 108]);
    expect(await h.provider.sheet!(live, "push")).toBeNull();
    expect(h.summaries()).toEqual([]);
    const viewed = await h.provider.sheet!(live, "view");
    h.advance(60_000); // well past a live game's five seconds
    expect(await h.provider.sheet!(live, "push")).toEqual(viewed);
    expect(await h.provider.sheet!({ ...live, gameStatus: "upcoming" }, "push")).toMatchObject({ boxScore: null });
    expect(h.summaries().length).toBe(1);
    await h.provider.sheet!(live); // "view" is the default
    expect(h.summaries().length).toBe(2);
  });

  it("a game ESPN does not know answers 404: no sheet, counted", async () => {
    const h = harness();
    expect(await h.provider.sheet!(card("espn-nba-1", "final", [1, 0]))).toBeNull();
    expect(h.counted).toEqual(["espn_summaries 404"]);
  });
});

describe("ESPN game sheets: kept by the game's state", () => {
  it("a final for six hours, a live game for five seconds, an upcoming one for five minutes", async () => {
    const h = harness();
    await h.provider.sheet!(NBA_FINAL);
    expect(await h.nextSummaryAfter(NBA_FINAL)).toBe(SHEET_REFRESH_MS.final);
    for (const [status, every] of [
      ["live", 5_000],
      ["upcoming", 5 * 60_000],
    ] as const) {
      const game = card("espn-nba-401772994", status, status === "live" ? [125, 108] : null);
      await h.provider.sheet!(game); // the state changed: asked at once
      expect(await h.nextSummaryAfter(game)).toBe(every);
      expect(await h.nextSummaryAfter(game)).toBe(every);
    }
  });

  it("a change of state asks at once, serving the previous sheet if that answer fails", async () => {
    const h = harness();
    const live = card("espn-nba-401772994", "live", [125, 108]);
    const first = await h.provider.sheet!(live);
    fake.setMode(500);
    const final = await h.provider.sheet!(NBA_FINAL);
    expect(h.summaries().length).toBe(2);
    expect(final).toEqual(first);
  });

  it("as of the card: upcoming shows nothing played; live holds back events past the card's score", () => {
    const sheet = mapEspnSummary("nhl", readMoreFixture("nhl-summary-401774292.json"));
    const game = card("espn-nhl-401774292", "live", [2, 1], ["CAR", "FLA"]);
    const live = sheetAsOfCard(sheet, game);
    // Up to Tkachuk's 2-1 and the penalty before it; Rodrigues' 2-2 thirty seconds later is not told yet.
    expect(live.keyEvents.at(-1)).toMatchObject({ kind: "goal", homeScore: 2, awayScore: 1, clock: "7:23" });
    expect(live.keyEvents.length).toBe(sheet.keyEvents.findIndex((e) => e.homeScore === 2 && e.awayScore === 2));
    expect(live.keyEvents.filter((e) => e.kind === "goal").map((e) => `${e.homeScore}-${e.awayScore}`)).toEqual([
      "1-0",
      "2-0",
      "2-1",
    ]);
    expect(live.boxScore).toBe(sheet.boxScore);
    const upcoming = sheetAsOfCard(sheet, { ...game, gameStatus: "upcoming", homeScore: null, awayScore: null });
    expect(upcoming).toMatchObject({ boxScore: null, lineScore: null, keyEvents: [], teamStats: [] });
    expect(upcoming.venue).toEqual(sheet.venue);
    expect(sheetAsOfCard(sheet, { ...game, gameStatus: "final", homeScore: 3, awayScore: 5 })).toBe(sheet);
  });
});

describe("ESPN game sheets: failures keep the last good sheet and back off", () => {
  const cases: [FakeEspnMode, string][] = [
    [403, "403"],
    [500, "500"],
    ["hang", "timeout"],
    ["truncated", "invalid_body"],
    ["not-a-scoreboard", "invalid_body"],
  ];
  it.each(cases)(
    "%s: the last good sheet, counted as %s, one warning, retried within a minute",
    async (mode, outcome) => {
      const h = harness(mode === "hang" ? { timeoutMs: 3_000 } : {});
      const good = await h.provider.sheet!(NBA_FINAL);
      fake.setMode(mode);
      h.advance(SHEET_REFRESH_MS.final);
      expect(await h.provider.sheet!(NBA_FINAL)).toEqual(good);
      expect(h.counted).toEqual(["espn_summaries 200", `espn_summaries ${outcome}`]);
      expect(h.warnings).toEqual([
        expect.objectContaining({ provider: "ESPN summary", source: "nba", status: outcome }),
      ]);
      // A final is kept six hours, but a failure is retried after 30 s·2 (random() = 1), not hours.
      fake.setMode("ok");
      expect(await h.nextSummaryAfter(NBA_FINAL)).toBe(60_000);
    },
  );

  it("with nothing asked yet, a failure is no sheet (the API answers the empty one)", async () => {
    fake.setMode(503);
    const h = harness();
    expect(await h.provider.sheet!(NBA_FINAL)).toBeNull();
    // Viewers in the meantime wait for the back-off rather than hammer ESPN.
    expect(await h.provider.sheet!(NBA_FINAL)).toBeNull();
    expect(h.summaries().length).toBe(1);
  });

  it("many viewers of one game at once: one request", async () => {
    const h = harness();
    const sheets = await Promise.all(Array.from({ length: 20 }, () => h.provider.sheet!(NBA_FINAL)));
    expect(new Set(sheets.map((s) => JSON.stringify(s))).size).toBe(1);
    expect(h.summaries().length).toBe(1);
  });
});

describe("ESPN rosters", () => {
  it("a catalogue team's squad, asked by its ESPN id, kept for an hour", async () => {
    const h = harness();
    const lakers = team("nba", "LAL").id;
    const players = await h.provider.roster!(lakers);
    expect(players!.length).toBe(17);
    expect(players![0]).toEqual({ id: "3945274", name: "Luka Doncic", jersey: "77", position: "PG" });
    const rosterRequests = () => fake.seen.filter((r) => r.path.endsWith("/roster"));
    expect(rosterRequests().map((r) => r.path)).toEqual([
      "/espn-mirror/apis/site/v2/sports/basketball/nba/teams/13/roster",
    ]);
    h.advance(59 * 60_000);
    await h.provider.roster!(lakers);
    expect(rosterRequests().length).toBe(1);
    h.advance(60_000);
    await h.provider.roster!(lakers);
    expect(rosterRequests().length).toBe(2);
    expect(h.counted).toEqual(["espn_rosters 200", "espn_rosters 200"]);
  });

  it("a team without an ESPN id or outside the catalogue has none; a failure keeps the last squad", async () => {
    const h = harness();
    const noEspnId = teamsOfLeague("liga-mx")[0]!;
    expect(noEspnId.espnId).toBeNull();
    expect(await h.provider.roster!(noEspnId.id)).toBeNull();
    expect(await h.provider.roster!(999_999)).toBeNull();
    expect(fake.seen).toEqual([]);
    const detroit = team("nhl", "DET").id;
    const squad = await h.provider.roster!(detroit);
    expect(squad!.length).toBe(25);
    fake.setMode(500);
    h.advance(3600_000);
    expect(await h.provider.roster!(detroit)).toEqual(squad);
    expect(h.counted).toEqual(["espn_rosters 200", "espn_rosters 500"]);
  });
});

describe("ESPN player pages", () => {
  /** The provider with the team schedules the team pages read (the season provider's client), counting summaries in flight. */
  function pages() {
    let inFlight = 0;
    let most = 0;
    const seasons = espnSeasons({ baseUrl: fake.baseUrl, userAgent: DEFAULT_USER_AGENT });
    const h = harness({
      schedule: (t) => seasons.schedule(t, 0),
      fetch: async (url, init) => {
        const summary = String(url).includes("/summary");
        if (summary) most = Math.max(most, ++inFlight);
        try {
          return await fetch(url, init);
        } finally {
          if (summary) inFlight--;
        }
      },
    });
    return { ...h, most: () => most };
  }
  const MAHOMES = "3139477";

  it("a player no summary or roster has named is unknown, and costs no request", async () => {
    const h = pages();
    expect(await h.provider.player!(MAHOMES)).toBeNull();
    expect(fake.seen).toEqual([]);
    // Without a schedule to read, the provider offers no player pages at all.
    expect(harness().provider.player).toBeUndefined();
  });

  it("a squad's player: their team's 10 latest finals, three summaries at a time, with the app's agent", async () => {
    const h = pages();
    const kc = team("nfl", "KC");
    await h.provider.roster!(kc.id);
    const page = await h.provider.player!(MAHOMES);
    // The recorded KC schedule has 17 finals; the fake has none of their summaries (404): no lines.
    expect(page).toEqual({
      player: {
        id: MAHOMES,
        name: "Patrick Mahomes",
        jersey: "15",
        position: "QB",
        team: { id: kc.id, name: kc.name, abbreviation: "KC" },
      },
      season: { games: 0, stats: {} },
      games: [],
    });
    const asked = h.summaries();
    expect(asked.map((r) => r.query.get("event")).sort()).toEqual(
      [
        "401547645",
        "401547235",
        "401547351",
        "401547608",
        "401547583",
        "401547576",
        "401547557",
        "401547345",
        "401547230",
        "401547502",
      ].sort(),
    );
    expect(asked.length).toBe(PLAYER_PAGE_GAMES);
    expect(h.most()).toBe(PLAYER_PAGE_CONCURRENCY);
    expect(asked.every((r) => r.userAgent === DEFAULT_USER_AGENT)).toBe(true);
    const schedules = fake.seen.filter((r) => r.path.endsWith("/schedule"));
    expect(schedules.map((r) => r.path)).toEqual(["/espn-mirror/apis/site/v2/sports/football/nfl/teams/12/schedule"]);
    expect(schedules[0]!.userAgent).toBe(DEFAULT_USER_AGENT);
    // A teammate's page at once: the failed summaries wait out their back-off, nothing is asked.
    await h.provider.player!("15847");
    expect(h.summaries().length).toBe(PLAYER_PAGE_GAMES);
    expect(h.counted.filter((c) => c === "espn_summaries 404").length).toBe(PLAYER_PAGE_GAMES);
  });

  it("a schedule ESPN will not give fails the page as unavailable, not as a season without games", async () => {
    const h = pages();
    await h.provider.roster!(team("nfl", "KC").id);
    fake.setMode(500);
    await expect(h.provider.player!(MAHOMES)).rejects.toMatchObject({ statusCode: 503 });
    expect(h.summaries()).toEqual([]);
  });
});
