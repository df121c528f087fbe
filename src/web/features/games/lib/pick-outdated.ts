import type { GameUpdate, PredictionState } from "@shared/schemas/games";

/**
 * Whether the cached pick no longer fits the game: kick-off locks it, the final scores it, a
 * postponement changes it. Judged on the game's status, not on the kind of the newest timeline
 * entry: one update can carry several chapters (kick-off and a first score in one batch), and
 * only the newest one is pushed.
 */
export function pickOutdated(pick: PredictionState | undefined, game: GameUpdate): boolean {
  if (!pick) return false;
  if (pick.state === "open") return game.gameStatus !== "upcoming";
  return pick.state === "locked" && game.gameStatus !== "live";
}
