import { useInfiniteQuery } from "@tanstack/react-query";
import type { PostPage } from "@shared/schemas/posts";
import { apiRequest } from "@web/lib/api";

/** GET /api/posts/feed, newest first, filtered by sport on the server, keyset pages. */
export const feedKey = (sport: string) => ["/api/posts/feed", { sport }] as const;

export function fetchFeedPage(sport: string, cursor: string | null) {
  const q = new URLSearchParams({ limit: "10" });
  if (sport !== "all") q.set("sport", sport);
  if (cursor) q.set("cursor", cursor);
  return apiRequest<PostPage>("GET", `/api/posts/feed?${q}`);
}

export function useFeed(sport: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: feedKey(sport),
    queryFn: ({ pageParam }) => fetchFeedPage(sport, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
