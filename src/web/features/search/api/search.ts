import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** The search page of a query. */
export const searchPath = (q: string) => (q.trim() ? `/search?q=${encodeURIComponent(q.trim())}` : "/search");

/** GET /api/search?q=: teams, people, communities and events, each group bounded by the server. */
export const searchKey = (q: string) => ["/api/search", q] as const;

export function useSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: searchKey(query),
    queryFn: () => apiRequest("GET", `/api/search?q=${encodeURIComponent(query)}`),
    enabled: query.length > 0,
    // The previous answer stays on screen while the next one loads: no flashing as one types.
    placeholderData: keepPreviousData,
  });
}
