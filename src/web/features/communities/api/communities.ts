import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

export const COMMUNITY_PAGE_SIZE = 12;

/** GET /api/communities: newest first, name search and sport filter on the server, keyset pages. */
export const communitiesKey = (search: string, sport: string) => ["/api/communities", { search, sport }] as const;

export function fetchCommunitiesPage(search: string, sport: string, cursor: string | null) {
  const q = new URLSearchParams({ limit: String(COMMUNITY_PAGE_SIZE) });
  if (search.trim()) q.set("search", search.trim());
  if (sport !== "all") q.set("sport", sport);
  if (cursor) q.set("cursor", cursor);
  return apiRequest("GET", `/api/communities?${q}`);
}

export function useCommunities(search: string, sport: string) {
  return useInfiniteQuery({
    queryKey: communitiesKey(search, sport),
    queryFn: ({ pageParam }) => fetchCommunitiesPage(search, sport, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // SPEC §7: communities are always re-fetched, never cached.
    staleTime: 0,
    gcTime: 0,
  });
}
