import { useInfiniteQuery } from "@tanstack/react-query";
import { SCORE_REFRESH_MS } from "@shared/limits";
import { apiRequest } from "@web/lib/api";
import { useApiQuery } from "@web/lib/api-query";

/** The page of one event. */
export const eventPath = (eventId: number) => `/events/${eventId}`;

/**
 * GET /api/events/{id} (the default query function joins the key into the URL); 404 when the
 * viewer may not see it. While its game is live it re-polls like the scores do.
 */
export const eventKey = (eventId: number) => ["/api/events", eventId] as const;

export const useEvent = (eventId: number) =>
  useApiQuery({
    queryKey: eventKey(eventId),
    enabled: Number.isInteger(eventId) && eventId > 0,
    refetchInterval: (q) => (q.state.data?.game?.gameStatus === "live" ? SCORE_REFRESH_MS : false),
    // SPEC §7: events are always re-fetched, never cached.
    staleTime: 0,
    gcTime: 0,
  });

/** Attendees per page on an event's page. */
export const EVENT_ATTENDEES_PAGE = 24;

/** GET /api/events/{id}/attendees: the people going, in RSVP order, a page at a time. */
export function useEventAttendees(eventId: number) {
  return useInfiniteQuery({
    queryKey: ["/api/events", eventId, "attendees"],
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams({ limit: String(EVENT_ATTENDEES_PAGE) });
      if (pageParam) q.set("cursor", pageParam);
      return apiRequest("GET", `/api/events/${eventId}/attendees?${q}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    gcTime: 0,
  });
}
