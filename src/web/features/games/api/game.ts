import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { GameSheet } from "@shared/schemas/game-sheet";
import { ApiError, apiRequest } from "@web/lib/api";
import type { ApiResponse } from "@web/lib/api-types";
import { gameDetailKey } from "@web/lib/live-keys";

/**
 * GET /api/games/{id}: the game, its timeline and watch parties, and what happened inside it (the
 * game sheet: box score, key events, lineups…). Pushes keep it current.
 */
export type GameWithSheet = ApiResponse<"/api/games/{id}", "GET">;

/**
 * The server withholds a shielded game's sheet (`shielded: true`) unless the viewer revealed the
 * game on this device (`?reveal=1`). The read keeps one key either way (pushes and the board's
 * score updates write into it); a reveal fetches it again (`useRefetchOnReveal`).
 */
export const useGame = (gameId: string, revealed: boolean) =>
  useQuery({
    queryKey: gameDetailKey(gameId),
    queryFn: () => apiRequest("GET", `/api/games/${encodeURIComponent(gameId)}${revealed ? "?reveal=1" : ""}`),
  });

/** Once the viewer reveals a game whose sheet the server withheld, reads it again, whole. */
export function useRefetchOnReveal(gameId: string, revealed: boolean, withheld: boolean) {
  const qc = useQueryClient();
  React.useEffect(() => {
    if (revealed && withheld) void qc.invalidateQueries({ queryKey: gameDetailKey(gameId), exact: true });
  }, [qc, gameId, revealed, withheld]);
}

/** The server knows no such game (or the id cannot be one). */
export const isUnknownGame = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/** The game sheet of a game page, every field present (an answer without one: nothing known). */
export const sheetOf = (game: Partial<GameSheet>): GameSheet => ({
  venue: game.venue ?? null,
  broadcasts: game.broadcasts ?? [],
  lineScore: game.lineScore ?? null,
  teamStats: game.teamStats ?? [],
  boxScore: game.boxScore ?? null,
  keyEvents: game.keyEvents ?? [],
  lineups: game.lineups ?? null,
  leaders: game.leaders ?? [],
  headToHead: game.headToHead ?? [],
  form: game.form ?? { home: [], away: [] },
});
