import { favoriteTeamsRead } from "@shared/first-screen/reads";
import { useApiQuery } from "@web/lib/api-query";

/** GET /api/users/{id}/favorite-teams (key segments join into that URL). */
export const favoriteTeamsKey = (userId: number) => favoriteTeamsRead(userId).queryKey;
export const useFavoriteTeams = (userId: number | null | undefined) =>
  useApiQuery({ queryKey: favoriteTeamsKey(userId ?? 0), enabled: !!userId });
