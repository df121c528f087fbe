import type { QueryClient } from "@tanstack/react-query";

// A fan's delay (issue #37): the server answers the board, the game pages and the socket as they
// were the fan's delay ago, so the web app only has to forget what it holds when the delay changes.

/** The largest delay, and the step of the game page's control, in seconds. */
export const DELAY_MAX_SECONDS = 300;
export const DELAY_STEP_SECONDS = 5;

export const clampDelay = (s: number) => Math.min(DELAY_MAX_SECONDS, Math.max(0, Math.round(s)));

/**
 * Drops the live reads held (board lists, game pages and threads) and reads them again: states
 * held from another delay would otherwise stay on screen, as a held state later than a fetched
 * one is kept (live-keys.ts), and a shorter delay must not keep showing an older score.
 */
export function resetLiveReads(qc: QueryClient) {
  return qc.resetQueries({
    predicate: (q) => {
      const first = q.queryKey[0];
      return typeof first === "string" && (first.startsWith("/api/live/") || first === "/api/games");
    },
  });
}
