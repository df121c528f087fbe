import { useQuery } from "@tanstack/react-query";
import type { GameDetail } from "@shared/schemas/games";
import { ApiError } from "@web/lib/api";
import { gameDetailKey } from "@web/lib/live-keys";

/** GET /api/games/{id}: the game, its timeline and its watch parties (pushes keep it current). */
export const useGame = (gameId: string) => useQuery<GameDetail>({ queryKey: gameDetailKey(gameId) });

/** The server knows no such game (or the id cannot be one). */
export const isUnknownGame = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);
