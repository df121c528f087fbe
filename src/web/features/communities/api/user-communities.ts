import { useInfiniteQuery } from "@tanstack/react-query";
import { userCommunitiesRead } from "@shared/first-screen/reads";
import { apiRequest } from "@web/lib/api";

/** GET /api/communities/user/{userId}: the communities a user is a member of, newest first. */
export const userCommunitiesKey = (userId: number, limit: number) => userCommunitiesRead(userId, limit).queryKey;

export const fetchUserCommunities = (userId: number, limit: number, cursor: string | null) =>
  apiRequest("GET", userCommunitiesRead(userId, limit, cursor).url);

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
