import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { SCORE_REFRESH_MS } from "@shared/limits";
import { eventsRead, userEventsRead, type EventFilter } from "@shared/first-screen/reads";
import { apiRequest } from "@web/lib/api";
import type { ApiResponse } from "@web/lib/api-types";

export type { EventFilter };

/** A watch party's score comes with the event; while one of its games is live the list re-polls like the scores do. */
const pollWhileLive = (data: InfiniteData<ApiResponse<"/api/events", "GET">> | undefined) =>
  data?.pages.some((p) => p.items.some((e) => e.game?.gameStatus === "live")) ? SCORE_REFRESH_MS : false;

/** GET /api/events: upcoming (soonest first) unless `when` says otherwise; search, sport and community on the server. */
export const eventsKey = (f: EventFilter) => eventsRead(f).queryKey;

export function useEvents(f: EventFilter) {
  return useInfiniteQuery({
    queryKey: eventsKey(f),
    queryFn: ({ pageParam }) => apiRequest("GET", eventsRead(f, pageParam).url),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (q) => pollWhileLive(q.state.data),
    // SPEC §7: events are always re-fetched, never cached.
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET /api/events/user/{userId}: events the user created or is going to. */
export const userEventsKey = (userId: number, f: EventFilter) => userEventsRead(userId, f).queryKey;

export function useUserEvents(userId: number, f: EventFilter) {
  return useInfiniteQuery({
    queryKey: userEventsKey(userId, f),
    queryFn: ({ pageParam }) => apiRequest("GET", userEventsRead(userId, f, pageParam).url),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (q) => pollWhileLive(q.state.data),
    staleTime: 0,
    gcTime: 0,
  });
}
