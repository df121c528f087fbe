import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

const PAGE = 30;

/** GET /api/games/{id}/comments: the match thread, newest first, a page at a time. */
export const gameCommentsKey = (gameId: string) => ["/api/games", gameId, "comments"] as const;

export function fetchGameComments(gameId: string, cursor: string | null) {
  const q = new URLSearchParams({ limit: String(PAGE) });
  if (cursor) q.set("cursor", cursor);
  return apiRequest("GET", `/api/games/${encodeURIComponent(gameId)}/comments?${q}`);
}

export function useGameComments(gameId: string) {
  return useInfiniteQuery({
    queryKey: gameCommentsKey(gameId),
    queryFn: ({ pageParam }) => fetchGameComments(gameId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
