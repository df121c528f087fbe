import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { CommunityDetail, CommunityMember, JoinRequest } from "@shared/schemas/communities";
import type { Page } from "@shared/schemas/common";
import { apiRequest } from "@web/lib/api";

/** GET /api/communities/{id} (the default query function joins the key into the URL). */
export const communityKey = (id: number) => ["/api/communities", id] as const;
export const useCommunity = (id: number) =>
  useQuery<CommunityDetail>({
    queryKey: communityKey(id),
    staleTime: 0,
    gcTime: 0,
    enabled: Number.isInteger(id) && id > 0,
  });

const MEMBERS_PAGE = 20;

function usePeople<T>(path: "members" | "requests", id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ["/api/communities", id, path, { limit: MEMBERS_PAGE }],
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams({ limit: String(MEMBERS_PAGE) });
      if (pageParam) q.set("cursor", pageParam);
      return apiRequest<Page<T>>("GET", `/api/communities/${id}/${path}?${q}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET /api/communities/{id}/members: only when the viewer may see them (public, or a member). */
export const useCommunityMembers = (id: number, enabled: boolean) => usePeople<CommunityMember>("members", id, enabled);

/** GET /api/communities/{id}/requests: pending join requests, for the creator only. */
export const useJoinRequests = (id: number, enabled: boolean) => usePeople<JoinRequest>("requests", id, enabled);
