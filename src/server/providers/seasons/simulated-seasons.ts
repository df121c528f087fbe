import type { Game } from "@shared/schemas/live";
import type { SimulatedScoresProvider } from "../scores/simulated/simulated.provider";
import { seasonGameById, seasonIndexOf, simSeason } from "../scores/simulated/season";
import { computeStandings } from "./compute-standings";
import { SNAPSHOT_MS, type SeasonProvider } from "./types";

/**
 * The simulator's seasons, read at the simulator's own clock: a table counts the finals of the
 * current season that have ended by now, exactly the games the board showed as final, under
 * the same ids; a schedule lists the team's whole season.
 */
export function simulatedSeasons(board: SimulatedScoresProvider): SeasonProvider {
  const at = (now: number) => ({ now, season: simSeason(board.seed, seasonIndexOf(now)) });
  return {
    name: "simulated",
    // Simulated time, so a faster clock moves the tables on as fast as the board.
    snapshotAt: () => Math.floor(board.simNow() / SNAPSHOT_MS) * SNAPSHOT_MS,
    async standings(league, snapshot) {
      const { now, season } = at(snapshot);
      const finals: Game[] = [];
      for (const g of season.byLeague.get(league) ?? [])
        if (g.endMs <= now && g.end.status === "final") finals.push(board.seasonGameAt(g, now));
      return computeStandings(league, season.label, finals);
    },
    async schedule(team, snapshot) {
      const { now, season } = at(snapshot);
      return (season.byTeam.get(team.id) ?? []).map((g) => board.seasonGameAt(g, now));
    },
    findGame(id) {
      const g = seasonGameById(board.seed, id);
      return g && board.seasonGameAt(g, board.simNow());
    },
  };
}
