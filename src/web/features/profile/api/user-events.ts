import { useApiQuery } from "@web/lib/api-query";

/** GET /api/events/user/{userId}: the events feature's list; 'Recent Activity' shows the first 3. */
export const userEventsKey = (id: number) => ["/api/events/user", id] as const;
export const useUserEvents = (id: number) =>
  useApiQuery({
    queryKey: userEventsKey(id),
    select: (page) => page.items ?? [],
  });
