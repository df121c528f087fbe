import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";
import { useApiQuery } from "@web/lib/api-query";
import type { ApiResponse } from "@web/lib/api-types";

/** GET /api/communities/{id} (the default query function joins the key into the URL). */
export const communityKey = (id: number) => ["/api/communities", id] as const;
export const useCommunity = (id: number) =>
  useApiQuery({
    queryKey: communityKey(id),
    staleTime: 0,
    gcTime: 0,
    enabled: Number.isInteger(id) && id > 0,
  });

const MEMBERS_PAGE = 20;

type People<S extends "members" | "requests"> = UseInfiniteQueryResult<
  InfiniteData<ApiResponse<`/api/communities/{id}/${S}`, "GET">>
>;
// One list or the other, each typed as its path answers.
function usePeople(path: "members", id: number, enabled: boolean): People<"members">;
function usePeople(path: "requests", id: number, enabled: boolean): People<"requests">;
function usePeople(path: "members" | "requests", id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ["/api/communities", id, path, { limit: MEMBERS_PAGE }],
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams({ limit: String(MEMBERS_PAGE) });
      if (pageParam) q.set("cursor", pageParam);
      return apiRequest("GET", `/api/communities/${id}/${path}?${q}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET /api/communities/{id}/members: only when the viewer may see them (public, or a member). */
export const useCommunityMembers = (id: number, enabled: boolean) => usePeople("members", id, enabled);

/** GET /api/communities/{id}/requests: pending join requests, for the creator only. */
export const useJoinRequests = (id: number, enabled: boolean) => usePeople("requests", id, enabled);
