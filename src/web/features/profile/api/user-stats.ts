import { useApiQuery } from "@web/lib/api-query";

/** GET /api/users/{id}/stats: Communities, Events Attended, Favorite Teams. */
export const userStatsKey = (id: number) => ["/api/users", id, "stats"] as const;
export const useUserStats = (id: number) => useApiQuery({ queryKey: userStatsKey(id) });
