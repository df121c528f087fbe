import { useApiQuery } from "@web/lib/api-query";

/** GET /api/standings/{league}: the league's table (refreshed with the scores, every 30 s). */
export const standingsKey = (league: string) => ["/api/standings", league] as const;
export const useStandings = (league: string) =>
  useApiQuery({ queryKey: standingsKey(league), refetchInterval: 30_000 });
