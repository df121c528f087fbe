import { useApiQuery } from "@web/lib/api-query";

/** GET /api/teams/{id}/roster: the team's squad (404 when the provider knows no players for it). */
export const rosterKey = (teamId: number) => ["/api/teams", teamId, "roster"] as const;
export const useRoster = (teamId: number) =>
  useApiQuery({ queryKey: rosterKey(teamId), enabled: teamId > 0, staleTime: 5 * 60_000 });
