import { describe, expect, it } from "vitest";
import type { GameSheet } from "@shared/schemas/game-sheet";
import type { Game } from "@shared/schemas/live";
import { sportOfLeague, type League } from "@shared/schemas/teams";
import { teamsOfLeague } from "../../../catalogue/teams";
import { espnPlayerPage, latestFinals, playerLineOf } from "./espn-player-page";
import { mapEspnSummary } from "./espn-summary";
import { readMoreFixture } from "./fixtures";

// The ESPN player page from recorded summaries: a game line is the player's box score line
// (football's groups prefixed), the totals their sums, the games newest first.

const team = (league: League, abbreviation: string) =>
  teamsOfLeague(league).find((t) => t.abbreviation === abbreviation)!;

function card(league: League, id: string, gameTime: string, [home, away]: [string, string], status = "final"): Game {
  const side = (abbreviation: string) => {
    const t = team(league, abbreviation);
    return { id: t.id, name: t.name, abbreviation: t.abbreviation, logo: `/api/teams/logos/${t.id}.svg` };
  };
  return {
    id: `espn-${league}-${id}`,
    league,
    sport: sportOfLeague(league)!,
    gameStatus: status as Game["gameStatus"],
    gameTime,
    homeTeam: side(home),
    awayTeam: side(away),
    homeScore: 0,
    awayScore: 0,
    homeShootout: null,
    awayShootout: null,
    statusDetail: "",
    period: null,
    clock: null,
    winner: null,
    updatedAt: gameTime,
    stale: false,
  };
}

const sheetOf = (league: League, file: string): GameSheet => mapEspnSummary(league, readMoreFixture(file));
const ref = (id: string, name: string) => ({ id, name, jersey: null, position: null });

describe("playerLineOf", () => {
  it("football: every group the player has a line in, keyed <group>.<key>", () => {
    const nfl = sheetOf("nfl", "nfl-summary-401547417.json");
    const game = card("nfl", "401547417", "2023-09-17T17:00Z", ["ATL", "GB"]);
    expect(playerLineOf(nfl, game, "4036378")).toEqual({
      side: "away",
      stats: {
        "passing.cmp": 14,
        "passing.att": 25,
        "passing.yds": 151,
        "passing.td": 3,
        "passing.int": 0,
        "rushing.car": 2,
        "rushing.yds": 23,
        "rushing.td": 0,
      },
    });
  });

  it("other sports: the group's own keys; null for a player without a line or a game without a box score", () => {
    const nba = sheetOf("nba", "nba-summary-401772994.json");
    const game = card("nba", "401772994", "2025-06-01T00:00Z", ["IND", "NY"]);
    expect(playerLineOf(nba, game, "3149673")).toEqual({
      side: "home",
      stats: {
        min: 36,
        pts: 31,
        reb: 5,
        ast: 3,
        stl: 1,
        blk: 3,
        to: 2,
        fgm: 10,
        fga: 18,
        tpm: 3,
        tpa: 5,
        ftm: 8,
        fta: 11,
      },
    });
    expect(playerLineOf(nba, game, "3945274")).toBeNull();
    expect(playerLineOf({ ...nba, boxScore: null }, game, "3149673")).toBeNull();
  });
});

describe("espnPlayerPage", () => {
  const nhl = sheetOf("nhl", "nhl-summary-401774292.json");
  const g5 = card("nhl", "401774292", "2025-05-29T00:00Z", ["CAR", "FLA"]);
  const g3 = card("nhl", "401774290", "2025-05-25T00:00Z", ["FLA", "CAR"]);
  const g4 = card("nhl", "401774291", "2025-05-27T00:00Z", ["FLA", "CAR"]);

  it("a line per game the player played, the opponent theirs; totals add counts and times on ice", () => {
    // The recorded game, and the same box score standing for two other games of the series.
    const page = espnPlayerPage(ref("3904173", "Sebastian Aho"), team("nhl", "CAR"), [
      { game: g5, sheet: nhl },
      { game: g4, sheet: null },
      { game: g3, sheet: nhl },
    ]);
    const line = { g: 2, a: 0, sog: 3, pim: 0, pm: 1, toi: "23:52" };
    expect(page).toEqual({
      player: {
        ...ref("3904173", "Sebastian Aho"),
        team: { id: team("nhl", "CAR").id, name: "Carolina Hurricanes", abbreviation: "CAR" },
      },
      season: { games: 2, stats: { g: 4, a: 0, sog: 6, pim: 0, pm: 2, toi: "47:44" } },
      games: [
        {
          gameId: g5.id,
          date: g5.gameTime,
          opponent: { id: team("nhl", "FLA").id, name: "Florida Panthers", abbreviation: "FLA" },
          stats: line,
        },
        {
          gameId: g3.id,
          date: g3.gameTime,
          opponent: { id: team("nhl", "FLA").id, name: "Florida Panthers", abbreviation: "FLA" },
          stats: line,
        },
      ],
    });
  });

  it("innings pitched add by outs; a player in none of the games has an empty season", () => {
    const mlb = sheetOf("mlb", "mlb-summary-401472463.json");
    const a = card("mlb", "401472463", "2023-07-19T22:35Z", ["PIT", "CLE"]);
    const b = card("mlb", "401472400", "2023-07-14T22:35Z", ["PIT", "CLE"]);
    const finals = [
      { game: a, sheet: mlb },
      { game: b, sheet: mlb },
    ];
    const hill = espnPlayerPage(ref("6321", "Rich Hill"), team("mlb", "PIT"), finals);
    expect(hill.season).toEqual({ games: 2, stats: { ip: "11.1", h: 16, r: 8, er: 8, bb: 2, so: 2, hr: 0 } });
    expect(hill.games.map((g) => g.opponent?.abbreviation)).toEqual(["CLE", "CLE"]);
    const bench = espnPlayerPage(ref("1", "Nobody"), team("mlb", "PIT"), finals);
    expect(bench.season).toEqual({ games: 0, stats: {} });
    expect(bench.games).toEqual([]);
  });
});

describe("latestFinals", () => {
  it("the finals only, newest first, at most the bound", () => {
    const at = (d: number, status = "final") =>
      card("nba", `40000000${d}`, `2026-04-0${d}T23:00Z`, ["LAL", "IND"], status);
    const schedule = [at(1), at(2), at(3, "live"), at(4), at(5, "upcoming"), at(6)];
    expect(latestFinals(schedule, 3).map((g) => g.id)).toEqual([at(6).id, at(4).id, at(2).id]);
    expect(latestFinals(schedule, 10).length).toBe(4);
  });
});
