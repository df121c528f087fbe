import { t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody } from "@web/lib/api-types";
import { toastError } from "@web/lib/toast-error";

/** POST /api/games/{id}/prediction: create or change the pick until kick-off (409 after). */
export const submitPrediction = (gameId: string, body: ApiBody<"/api/games/{id}/prediction", "POST">) =>
  apiRequest("POST", `/api/games/${encodeURIComponent(gameId)}/prediction`, body);

export function useSubmitPrediction(gameId: string) {
  return useApiMutation({
    mutationFn: (body: ApiBody<"/api/games/{id}/prediction", "POST">) => submitPrediction(gameId, body),
    onSuccess: () => toast({ title: t`Prediction saved`, description: t`Points arrive with the final score.` }),
    onError: (err) => toastError(err, t`Failed to save prediction`),
  });
}
