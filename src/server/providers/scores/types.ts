import type { Game } from "@shared/schemas/live";

/**
 * Where games come from. The live service polls `fetchGames()` every `intervalMs` on the
 * leader instance, diffs the result and publishes what changed. A provider never throws for a
 * failed refresh: it returns its last good data marked stale.
 */
export interface ScoresProvider {
  readonly name: "simulated" | "espn";
  readonly intervalMs: number;
  fetchGames(): Promise<Game[]>;
}
