import { useQuery } from "@tanstack/react-query";
import type { TeamDetail } from "@shared/schemas/team-pages";
import { ApiError } from "@web/lib/api";

/** GET /api/teams/{id}: the team's season, fans, communities and watch parties. */
export const teamKey = (teamId: number) => ["/api/teams", teamId] as const;
export const useTeam = (teamId: number) => useQuery<TeamDetail>({ queryKey: teamKey(teamId), enabled: teamId > 0 });

/** The server knows no such team (or the id cannot be one). */
export const isUnknownTeam = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);
