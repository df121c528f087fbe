import { useInfiniteQuery } from "@tanstack/react-query";
import type { LeaderboardPeriod } from "@shared/schemas/games";
import { apiRequest } from "@web/lib/api";

const PAGE = 50;

/** GET /api/leaderboards: a ranking of friends or of a community's members, for the week or the season. */
export const leaderboardKey = (scope: string, period: LeaderboardPeriod) =>
  ["/api/leaderboards", { scope, period }] as const;

export function fetchLeaderboard(scope: string, period: LeaderboardPeriod, cursor: string | null) {
  const q = new URLSearchParams({ scope, period, limit: String(PAGE) });
  if (cursor) q.set("cursor", cursor);
  return apiRequest("GET", `/api/leaderboards?${q}`);
}

export function useLeaderboard(scope: string, period: LeaderboardPeriod) {
  return useInfiniteQuery({
    queryKey: leaderboardKey(scope, period),
    queryFn: ({ pageParam }) => fetchLeaderboard(scope, period, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
