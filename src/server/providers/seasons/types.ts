import type { Game } from "@shared/schemas/live";
import type { LeagueStandings } from "@shared/schemas/standings";
import type { League } from "@shared/schemas/teams";
import type { CatalogueTeam } from "../../catalogue/teams";

/**
 * Where tables and team schedules come from: the simulator's seasons or ESPN. Callers cache
 * what they answer; a provider may also cache (ESPN does, to spare the upstream).
 */
export interface SeasonProvider {
  readonly name: "simulated" | "espn";
  /** The league's table now. */
  standings(league: League): Promise<LeagueStandings>;
  /** The team's games this season, oldest first: finals so far, then the games to come. */
  schedule(team: CatalogueTeam): Promise<Game[]>;
  /** A game of a season the live board no longer (or not yet) holds, when the provider knows it. */
  findGame(id: string): Game | undefined;
}
