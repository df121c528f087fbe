import { useQuery } from "@tanstack/react-query";
import type { Team } from "@shared/schemas/teams";

/** GET /api/users/{id}/favorite-teams (key segments join into that URL). */
export const favoriteTeamsKey = (userId: number) => ["/api/users", userId, "favorite-teams"] as const;
export const useFavoriteTeams = (userId: number | null | undefined) =>
  useQuery<Team[]>({ queryKey: favoriteTeamsKey(userId ?? 0), enabled: !!userId });
