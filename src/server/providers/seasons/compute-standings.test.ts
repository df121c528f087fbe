import { describe, expect, it } from "vitest";
import type { Game } from "@shared/schemas/live";
import { leagueStandingsSchema } from "@shared/schemas/standings";
import type { League } from "@shared/schemas/teams";
import { teamsOfLeague } from "../../catalogue/teams";
import { computeStandings } from "./compute-standings";

let n = 0;
/** A final between two catalogue teams of `league`, by abbreviation. */
function final(league: League, home: string, away: string, hs: number, as: number, detail = "Final"): Game {
  const team = (abbr: string) => {
    const t = teamsOfLeague(league).find((x) => x.abbreviation === abbr)!;
    return { id: t.id, name: t.name, abbreviation: t.abbreviation, logo: "" };
  };
  n++;
  return {
    id: `g${n}`,
    league,
    sport: "soccer",
    gameStatus: "final",
    gameTime: new Date(Date.UTC(2026, 0, 1) + n * 3600_000).toISOString(),
    homeTeam: team(home),
    awayTeam: team(away),
    homeScore: hs,
    awayScore: as,
    homeShootout: null,
    awayShootout: null,
    statusDetail: detail,
    period: null,
    clock: null,
    winner: hs === as ? "tie" : hs > as ? "home" : "away",
    updatedAt: "",
    stale: false,
  };
}
const entry = (s: ReturnType<typeof computeStandings>, abbr: string) =>
  s.groups.flatMap((g) => g.entries.map((e) => ({ ...e, group: g.name }))).find((e) => e.team.abbreviation === abbr)!;

describe("league tables from finals", () => {
  it("soccer: 3 points a win, 1 a draw; ranked by points, goal difference, goals; zones and form", () => {
    const s = computeStandings("premier-league", "2026", [
      final("premier-league", "ARS", "CHE", 2, 0),
      final("premier-league", "CHE", "LIV", 1, 1),
      final("premier-league", "LIV", "ARS", 3, 1),
      final("premier-league", "MNC", "TOT", 0, 0),
    ]);
    expect(() => leagueStandingsSchema.parse(s)).not.toThrow();
    expect(s.groups).toHaveLength(1);
    expect(s.groups[0]!.name).toBe("Premier League");
    expect(s.groups[0]!.entries).toHaveLength(20);
    const liv = entry(s, "LIV");
    expect(liv).toMatchObject({ rank: 1, gamesPlayed: 2, wins: 1, draws: 1, losses: 0, points: 4, goalsFor: 4 });
    expect(liv.form).toEqual(["W", "D"]);
    expect(liv.note?.description).toBe("Champions League");
    expect(entry(s, "ARS")).toMatchObject({ rank: 2, points: 3, goalDifference: 0, form: ["L", "W"] });
    expect(entry(s, "CHE")).toMatchObject({ points: 1, goalDifference: -2 });
    expect(s.groups[0]!.entries[19]!.note?.description).toBe("Relegation");
    expect(s.groups[0]!.entries[4]!.note?.description).toBe("Europa League");
  });

  it("hockey: 2 points a win, 1 an overtime or shoot-out loss; divisions within conferences", () => {
    const s = computeStandings("nhl", "2026-27", [
      final("nhl", "BOS", "TOR", 3, 2, "Final/OT"),
      final("nhl", "TOR", "MTL", 4, 3, "Final/SO"),
      final("nhl", "MTL", "BOS", 5, 1),
    ]);
    expect(s.groups.map((g) => g.name)).toEqual([
      "Atlantic Division",
      "Metropolitan Division",
      "Central Division",
      "Pacific Division",
    ]);
    expect(s.groups[0]!.conference).toBe("Eastern Conference");
    expect(entry(s, "TOR")).toMatchObject({ wins: 1, losses: 0, otLosses: 1, points: 3, rank: 2, streak: "W1" });
    expect(entry(s, "BOS")).toMatchObject({ wins: 1, losses: 1, otLosses: 0, points: 2 });
    expect(entry(s, "MTL")).toMatchObject({ wins: 1, losses: 0, otLosses: 1, points: 3, rank: 1 });
  });

  it("US leagues: winning percentage (ties half), games behind the group's leader, streaks", () => {
    const s = computeStandings("nfl", "2026", [
      final("nfl", "KC", "DEN", 27, 20),
      final("nfl", "KC", "LV", 17, 17, "Final/OT"),
      final("nfl", "DEN", "LAC", 24, 10),
      final("nfl", "LAC", "KC", 21, 14),
    ]);
    const west = s.groups.find((g) => g.name === "AFC West")!;
    expect(west.conference).toBe("AFC");
    expect(west.entries.map((e) => e.team.abbreviation)).toEqual(["DEN", "KC", "LAC", "LV"]);
    expect(entry(s, "KC")).toMatchObject({
      wins: 1,
      losses: 1,
      ties: 1,
      winPercent: 0.5,
      gamesBehind: 0,
      streak: "L1",
    });
    expect(entry(s, "DEN")).toMatchObject({ wins: 1, losses: 1, winPercent: 0.5, gamesBehind: 0 });
    expect(entry(s, "LV")).toMatchObject({ ties: 1, winPercent: 0.5, gamesBehind: 0 });
    expect(s.groups).toHaveLength(8);
  });

  it("the World Cup: twelve groups A to L of four", () => {
    const s = computeStandings("fifa-world-cup", "2026", []);
    expect(s.groups.map((g) => g.name)).toEqual("ABCDEFGHIJKL".split("").map((l) => `Group ${l}`));
    expect(s.groups.every((g) => g.entries.length === 4)).toBe(true);
    expect(s.groups[0]!.entries[0]!.note?.description).toBe("Advance to Round of 32");
  });

  it("a shoot-out after a draw is a draw in a soccer table", () => {
    const g = { ...final("mls", "LA", "SEA", 1, 1), homeShootout: 4, awayShootout: 3, winner: "home" as const };
    const s = computeStandings("mls", "2026", [g]);
    expect(entry(s, "LA")).toMatchObject({ draws: 1, wins: 0, points: 1 });
    expect(s.groups.map((x) => x.name)).toEqual(["Eastern Conference", "Western Conference"]);
  });
});
