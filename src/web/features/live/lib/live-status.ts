import type { Game } from "@shared/schemas/live";
import type { LiveConnectionStatus } from "@web/lib/realtime";

/** Without the socket, data older than this is said to be old ("Updated 45 s ago"). */
export const FRESH_FOR_MS = 30_000;

export interface LiveStatus {
  /** The live connection is down and being retried. */
  reconnecting: boolean;
  /** The instant the shown scores are from, when they may no longer be current; else null. */
  updatedAt: number | null;
}

/**
 * What the score screens should admit about their data. Pushed updates keep the board current
 * while the socket is open; without it the board is only as fresh as its last answer
 * (`receivedAt`: a fetch or a push), and past FRESH_FOR_MS that age is shown. Games the provider
 * could not refresh (`stale`) are as old as their `updatedAt`, socket or not. Pure: `now` is given.
 */
export function liveStatus(input: {
  connection: LiveConnectionStatus;
  receivedAt: number;
  games: readonly Game[];
  now: number;
}): LiveStatus {
  const reconnecting = input.connection === "reconnecting";
  let updatedAt: number | null = null;
  for (const g of input.games) {
    if (!g.stale) continue;
    const at = Date.parse(g.updatedAt);
    if (!Number.isNaN(at) && (updatedAt === null || at < updatedAt)) updatedAt = at;
  }
  if (reconnecting && input.receivedAt > 0 && input.now - input.receivedAt >= FRESH_FOR_MS)
    updatedAt = updatedAt === null ? input.receivedAt : Math.min(updatedAt, input.receivedAt);
  return { reconnecting, updatedAt };
}
