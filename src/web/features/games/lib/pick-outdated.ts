import type { GameUpdate, PredictionState } from "@shared/schemas/games";

/**
 * Whether the cached pick no longer fits the game: kick-off locks it, the final scores it, a
 * postponement changes it. Judged on the game's status, not on the timeline entries pushed with
 * it: after a reconnect the page may never have seen the kick-off's own push.
 */
export function pickOutdated(pick: PredictionState | undefined, game: GameUpdate): boolean {
  if (!pick) return false;
  if (pick.state === "open") return game.gameStatus !== "upcoming";
  return pick.state === "locked" && game.gameStatus !== "live";
}
