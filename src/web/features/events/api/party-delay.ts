import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { useApiQuery } from "@web/lib/api-query";
import { resetLiveReads } from "@web/lib/fan-delay";
import { toastError } from "@web/lib/toast-error";

/** GET /api/events/{id}/party-delay: the watch party's delay as the viewer sees it (issue #37). */
export const partyDelayKey = (eventId: number) => ["/api/events", eventId, "party-delay"] as const;
export const usePartyDelay = (eventId: number, enabled: boolean) =>
  useApiQuery({ queryKey: partyDelayKey(eventId), enabled });

/** PUT /api/events/{id}/party-delay: the host sets the party's delay. */
export function useSetPartyDelay(eventId: number) {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (delaySeconds: number) => apiRequest("PUT", `/api/events/${eventId}/party-delay`, { delaySeconds }),
    onSuccess: () => resetLiveReads(qc),
    onError: (err) => toastError(err, t`Failed to change the party's delay`),
  });
}

/** PUT /api/events/{id}/party-delay/opt-out: a fan steps out of the party's delay, or back in. */
export function useSetPartyOptOut(eventId: number) {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (optedOut: boolean) => apiRequest("PUT", `/api/events/${eventId}/party-delay/opt-out`, { optedOut }),
    onSuccess: () => resetLiveReads(qc),
    onError: (err) => toastError(err, t`Failed to change the party's delay`),
  });
}
