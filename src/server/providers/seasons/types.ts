import type { Game } from "@shared/schemas/live";
import type { LeagueStandings } from "@shared/schemas/standings";
import type { League } from "@shared/schemas/teams";
import type { CatalogueTeam } from "../../catalogue/teams";

/**
 * Where tables and team schedules come from: the simulator's seasons or ESPN. Reads are made
 * "as of" a snapshot instant: within one snapshot a team's record, its row in the table and the
 * finals of its schedule are the same games. Callers cache per snapshot.
 */
export interface SeasonProvider {
  readonly name: "simulated" | "espn";
  /** The current snapshot: it moves on at most every SNAPSHOT_MS, so caches keyed by it hold that long. */
  snapshotAt(): number;
  /** The league's table as of the snapshot `at`. */
  standings(league: League, at: number): Promise<LeagueStandings>;
  /** The team's games this season as of `at`, oldest first: finals so far, then the games to come. */
  schedule(team: CatalogueTeam, at: number): Promise<Game[]>;
  /** A game of a season the live board no longer (or not yet) holds, when the provider knows it. */
  findGame(id: string): Game | undefined;
}

/** How long a snapshot of the tables lasts: a new final shows in a table within this (and a minute). */
export const SNAPSHOT_MS = 30_000;
