import { t } from "@lingui/core/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { useApiQuery } from "@web/lib/api-query";
import type { ApiResponse } from "@web/lib/api-types";
import { resetLiveReads } from "@web/lib/fan-delay";
import { toastError } from "@web/lib/toast-error";

/** GET /api/alerts: the fan's settings; the game page reads its `delaySeconds`. */
export const alertsKey = ["/api/alerts"] as const;
export const useFanDelay = () => useApiQuery({ queryKey: alertsKey, select: (a) => a.delaySeconds });

/** PUT /api/alerts `{ delaySeconds }`: every live surface follows the new delay at once. */
export function useSetFanDelay() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (delaySeconds: number) => apiRequest("PUT", "/api/alerts", { delaySeconds }),
    onSuccess: () => resetLiveReads(qc),
    onError: (err) => toastError(err, t`Failed to change your delay`),
  });
}

type LiveMoment = ApiResponse<"/api/live/games/{id}/now", "GET">;
/** A moment and when, on this device's clock, the game reached it (its age subtracted on arrival). */
export type SyncMoment = LiveMoment & { reachedAt: number };

/**
 * GET /api/live/games/{id}/now while the sync helper is open: the game as it is now (ahead of the
 * fan's delay: they asked to see it) and when it got there, read again every second.
 */
export const useLiveMoment = (gameId: string, enabled: boolean) =>
  useQuery({
    queryKey: ["/api/live/games", gameId, "now"],
    enabled,
    refetchInterval: 1000,
    gcTime: 0,
    queryFn: async (): Promise<SyncMoment> => {
      const m: LiveMoment = await apiRequest("GET", `/api/live/games/${encodeURIComponent(gameId)}/now`);
      return { ...m, reachedAt: Date.now() - m.ageMs };
    },
  });
