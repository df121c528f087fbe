import { useQuery } from "@tanstack/react-query";
import type { Team } from "@shared/schemas/teams";

/** GET /api/teams for the favourite-team picker (same key as the teams feature: shared cache). */
export const teamsKey = ["/api/teams"] as const;
export const useTeamCatalogue = () => useQuery<Team[]>({ queryKey: teamsKey });
