import { useQuery } from "@tanstack/react-query";
import type { Team } from "@shared/schemas/teams";

/** GET /api/teams: the whole catalogue (picker, logos, favourites). */
export const teamsKey = ["/api/teams"] as const;
export const useTeams = () => useQuery<Team[]>({ queryKey: teamsKey });
