import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import type { Page } from "@shared/schemas/common";
import type { FanEvent } from "@shared/schemas/events";
import { SCORE_REFRESH_MS } from "@shared/limits";
import { apiRequest } from "@web/lib/api";

export interface EventFilter {
  search?: string;
  sport?: string;
  communityId?: number;
  when?: "upcoming" | "past" | "all";
  limit: number;
}

function query(f: EventFilter, cursor: string | null) {
  const q = new URLSearchParams({ limit: String(f.limit) });
  if (f.search?.trim()) q.set("search", f.search.trim());
  if (f.sport && f.sport !== "all") q.set("sport", f.sport);
  if (f.communityId) q.set("communityId", String(f.communityId));
  if (f.when) q.set("when", f.when);
  if (cursor) q.set("cursor", cursor);
  return q;
}

/** A watch party's score comes with the event; while one of its games is live the list re-polls like the scores do. */
const pollWhileLive = (data: InfiniteData<Page<FanEvent>> | undefined) =>
  data?.pages.some((p) => p.items.some((e) => e.game?.gameStatus === "live")) ? SCORE_REFRESH_MS : false;

/** GET /api/events: upcoming (soonest first) unless `when` says otherwise; search, sport and community on the server. */
export const eventsKey = (f: EventFilter) => ["/api/events", f] as const;

export function useEvents(f: EventFilter) {
  return useInfiniteQuery({
    queryKey: eventsKey(f),
    queryFn: ({ pageParam }) => apiRequest<Page<FanEvent>>("GET", `/api/events?${query(f, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (q) => pollWhileLive(q.state.data),
    // SPEC §7: events are always re-fetched, never cached.
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET /api/events/user/{userId}: events the user created or is going to. */
export const userEventsKey = (userId: number, f: EventFilter) => ["/api/events/user", userId, f] as const;

export function useUserEvents(userId: number, f: EventFilter) {
  return useInfiniteQuery({
    queryKey: userEventsKey(userId, f),
    queryFn: ({ pageParam }) => apiRequest<Page<FanEvent>>("GET", `/api/events/user/${userId}?${query(f, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (q) => pollWhileLive(q.state.data),
    staleTime: 0,
    gcTime: 0,
  });
}
