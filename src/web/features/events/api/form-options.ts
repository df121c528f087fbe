import { useQuery } from "@tanstack/react-query";
import type { Community } from "@shared/schemas/communities";
import type { Page } from "@shared/schemas/common";
import type { WatchPartyGame } from "@shared/schemas/events";
import { PAGE_SIZE_MAX } from "@shared/limits";

/** The communities the user belongs to, for the Create Event dialog's community select (one bounded page). */
export const useCommunityOptions = (userId: number, enabled: boolean) =>
  useQuery<Page<Community>>({
    queryKey: ["/api/communities/user", `${userId}?limit=${PAGE_SIZE_MAX}`],
    enabled,
    staleTime: 0,
    gcTime: 0,
  });

/** Games a watch party can follow: live and upcoming ones of the live-scores catalogue. */
export function useWatchableGames(enabled: boolean) {
  const games = useQuery<WatchPartyGame[]>({ queryKey: ["/api/live/scores"], enabled, retry: false });
  const list = (games.data ?? []).filter((g) => g.gameStatus === "live" || g.gameStatus === "upcoming");
  return { games: list, available: games.isSuccess };
}
