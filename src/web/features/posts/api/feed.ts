import { useInfiniteQuery } from "@tanstack/react-query";
import { feedRead } from "@shared/first-screen/reads";
import { apiRequest } from "@web/lib/api";

/** GET /api/posts/feed, newest first, filtered by sport on the server, keyset pages. */
export const feedKey = (sport: string) => feedRead(sport).queryKey;

export const fetchFeedPage = (sport: string, cursor: string | null) => apiRequest("GET", feedRead(sport, cursor).url);

export function useFeed(sport: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: feedKey(sport),
    queryFn: ({ pageParam }) => fetchFeedPage(sport, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
