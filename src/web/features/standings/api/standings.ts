import { useQuery } from "@tanstack/react-query";
import type { LeagueStandings } from "@shared/schemas/standings";

/** GET /api/standings/{league}: the league's table (refreshed with the scores, every 30 s). */
export const standingsKey = (league: string) => ["/api/standings", league] as const;
export const useStandings = (league: string) =>
  useQuery<LeagueStandings>({ queryKey: standingsKey(league), refetchInterval: 30_000 });
