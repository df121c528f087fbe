import { useQuery } from "@tanstack/react-query";
import type { Team } from "@shared/schemas/teams";

/** GET /api/teams: the whole team catalogue. One key, so every screen shares one cached copy. */
export const teamsKey = ["/api/teams"] as const;

export const useTeams = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery<Team[]>({ queryKey: teamsKey, enabled });
