import { describe, expect, it } from "vitest";
import { LEAGUE_SLUGS, sportOfLeague } from "@shared/schemas/teams";
import { teamsOfLeague } from "../../catalogue/teams";
import { simulatedScoresProvider } from "../scores/simulated/simulated.provider";
import { seasonIndexOf, simSeason } from "../scores/simulated/season";
import { MIN_REST_MS } from "../scores/simulated/schedule";
import { simulatedSeasons } from "./simulated-seasons";

const CLOCK = Date.parse("2026-11-16T00:00:00Z");

describe("the simulator's seasons", () => {
  const board = simulatedScoresProvider({ seed: "fanzone", timeScale: 1, anchorMs: CLOCK, now: () => CLOCK + 1 });
  const seasons = simulatedSeasons(board);

  it("are decided by the seed: the same season twice, another for another seed", () => {
    const a = simSeason("fanzone", seasonIndexOf(CLOCK));
    const b = simSeason("fanzone", seasonIndexOf(CLOCK));
    const c = simSeason("other-seed", seasonIndexOf(CLOCK));
    expect(a).toBe(b);
    const strip = (s: typeof a) => [...s.byId.values()].slice(0, 50).map((g) => [g.home.id, g.away.id, g.end.home]);
    expect(strip(c)).not.toEqual(strip(a));
    expect(a.label).toBe("2026");
  });

  it("give every team of a league about as many games so far, never two on a day", () => {
    const season = simSeason("fanzone", seasonIndexOf(CLOCK));
    for (const league of LEAGUE_SLUGS) {
      const played = new Map(teamsOfLeague(league).map((t) => [t.id, 0]));
      for (const g of season.byLeague.get(league)!)
        if (g.endMs <= CLOCK && g.end.status === "final")
          for (const id of [g.home.id, g.away.id]) played.set(id, played.get(id)! + 1);
      const counts = [...played.values()];
      expect(Math.min(...counts), league).toBeGreaterThan(10);
      expect(Math.max(...counts) - Math.min(...counts), league).toBeLessThanOrEqual(6);
    }
    for (const games of season.byDay.values()) {
      const ids = games.flatMap((g) => [g.home.id, g.away.id]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("give every team a day between kick-offs: no two of its games share a date in any time zone", () => {
    for (const seed of ["fanzone", "other-seed"]) {
      const season = simSeason(seed, seasonIndexOf(CLOCK));
      for (const [team, games] of season.byTeam) {
        const starts = games.map((g) => g.startMs).sort((x, y) => x - y);
        const closest = Math.min(...starts.slice(1).map((s, i) => s - starts[i]!));
        expect(closest, `${seed} team ${team}`).toBeGreaterThanOrEqual(MIN_REST_MS);
      }
    }
  });

  it("count in the table exactly the finals the live board shows, under the same ids", async () => {
    const finals = board.gamesAt(CLOCK + 1).filter((g) => g.gameStatus === "final");
    expect(finals.length).toBeGreaterThan(0);
    for (const g of finals) {
      expect(seasons.findGame(g.id)).toMatchObject({
        gameStatus: "final",
        homeScore: g.homeScore,
        awayScore: g.awayScore,
        winner: g.winner,
      });
      const schedule = await seasons.schedule(
        teamsOfLeague(g.league).find((t) => t.id === g.homeTeam.id)!,
        CLOCK + 1,
      );
      expect(schedule.find((x) => x.id === g.id)).toMatchObject({ homeScore: g.homeScore, awayScore: g.awayScore });
    }
    // A game that is live on the board is live in the season view too, with the same score.
    const live = board.gamesAt(CLOCK + 1).find((g) => g.gameStatus === "live")!;
    expect(seasons.findGame(live.id)).toMatchObject({ gameStatus: "live", homeScore: live.homeScore });
  });

  it("lay out every league's table with every team once", async () => {
    for (const league of LEAGUE_SLUGS) {
      const s = await seasons.standings(league, seasons.snapshotAt());
      const ids = s.groups.flatMap((g) => g.entries.map((e) => e.team.id));
      expect(ids.length, league).toBe(teamsOfLeague(league).length);
      expect(new Set(ids).size).toBe(ids.length);
      if (sportOfLeague(league) === "soccer")
        for (const e of s.groups.flatMap((g) => g.entries)) expect(e.points).toBe(3 * e.wins + e.draws!);
    }
  });
});
