import { useQuery } from "@tanstack/react-query";
import type { UserStats } from "@shared/schemas/users";

/** GET /api/users/{id}/stats: Communities, Events Attended, Favorite Teams. */
export const userStatsKey = (id: number) => ["/api/users", id, "stats"] as const;
export const useUserStats = (id: number) => useQuery<UserStats>({ queryKey: userStatsKey(id) });
