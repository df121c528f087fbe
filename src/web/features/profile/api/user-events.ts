import { useQuery } from "@tanstack/react-query";
import type { FanEvent } from "@shared/schemas/events";

/** GET /api/events/user/{userId}: the events feature's list; 'Recent Activity' shows the first 3. */
export const userEventsKey = (id: number) => ["/api/events/user", id] as const;
export const useUserEvents = (id: number) =>
  useQuery<{ items: FanEvent[] }, Error, FanEvent[]>({
    queryKey: userEventsKey(id),
    select: (page) => page.items ?? [],
  });
