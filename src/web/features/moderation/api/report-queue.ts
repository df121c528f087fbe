import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** GET /api/admin/reports: one item per reported subject, oldest open report first, keyset pages. */
export const reportQueueKey = ["/api/admin/reports"] as const;

export function useReportQueue() {
  return useInfiniteQuery({
    queryKey: reportQueueKey,
    queryFn: ({ pageParam }) =>
      apiRequest("GET", `/api/admin/reports?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
