import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { PlayerPage } from "@shared/schemas/game-sheet";
import { ApiError, apiRequest } from "@web/lib/api";

/**
 * GET /api/players/{id}: who they are, their season totals and their game lines, newest first.
 * The server leaves out the stats of the games the viewer's spoiler shield covers (and the season
 * totals count only the lines it gives) unless `?reveal=1`: asked once the viewer revealed one of
 * those games here. The page goes on showing the first answer while the second comes.
 */
export const playerKey = (playerId: string, reveal: boolean) => ["/api/players", playerId, { reveal }] as const;
export const usePlayer = (playerId: string, reveal: boolean) =>
  useQuery({
    queryKey: playerKey(playerId, reveal),
    queryFn: () => apiRequest("GET", `/api/players/${encodeURIComponent(playerId)}${reveal ? "?reveal=1" : ""}`),
    enabled: playerId !== "",
    placeholderData: keepPreviousData,
  });

/** The server knows no such player (or the id cannot be one). */
export const isUnknownPlayer = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/** A game line the server left without stats (the shield covered it). */
export const withheld = (game: PlayerPage["games"][number]) => Object.keys(game.stats).length === 0;
