import { PAGE_SIZE_MAX } from "@shared/limits";
import { useApiQuery } from "@web/lib/api-query";

/** The communities the user belongs to, for the Create Event dialog's community select (one bounded page). */
export const useCommunityOptions = (userId: number, enabled: boolean) =>
  useApiQuery({
    queryKey: ["/api/communities/user", `${userId}?limit=${PAGE_SIZE_MAX}`],
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

/** Games a watch party can follow: live and upcoming ones of the live-scores catalogue. */
export function useWatchableGames(enabled: boolean) {
  const games = useApiQuery({ queryKey: ["/api/live/scores"], enabled, retry: false });
  const list = (games.data ?? []).filter((g) => g.gameStatus === "live" || g.gameStatus === "upcoming");
  return { games: list, available: games.isSuccess };
}
