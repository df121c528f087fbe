import { ApiError } from "@web/lib/api";
import { useApiQuery } from "@web/lib/api-query";

/** GET /api/teams/{id}: the team's season, fans, communities and watch parties. */
export const teamKey = (teamId: number) => ["/api/teams", teamId] as const;
export const useTeam = (teamId: number) => useApiQuery({ queryKey: teamKey(teamId), enabled: teamId > 0 });

/** The server knows no such team (or the id cannot be one). */
export const isUnknownTeam = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);
