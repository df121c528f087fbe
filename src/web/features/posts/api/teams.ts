import { useQuery } from "@tanstack/react-query";
import type { Team } from "@shared/schemas/teams";

/** GET /api/teams (same key as the teams feature, so the cache is shared). */
export const teamsKey = ["/api/teams"] as const;
export const useTeamsForPosts = () => useQuery<Team[]>({ queryKey: teamsKey });
