import { useInfiniteQuery } from "@tanstack/react-query";
import type { Community } from "@shared/schemas/communities";
import type { Page } from "@shared/schemas/common";
import { apiRequest } from "@web/lib/api";

/** GET /api/communities/user/{userId}: the communities a user is a member of, newest first. */
export const userCommunitiesKey = (userId: number, limit: number) =>
  ["/api/communities/user", userId, { limit }] as const;

export function fetchUserCommunities(userId: number, limit: number, cursor: string | null) {
  const q = new URLSearchParams({ limit: String(limit) });
  if (cursor) q.set("cursor", cursor);
  return apiRequest<Page<Community>>("GET", `/api/communities/user/${userId}?${q}`);
}

export function useUserCommunities(userId: number | undefined, limit: number) {
  return useInfiniteQuery({
    queryKey: userCommunitiesKey(userId ?? 0, limit),
    queryFn: ({ pageParam }) => fetchUserCommunities(userId!, limit, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: userId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
}
