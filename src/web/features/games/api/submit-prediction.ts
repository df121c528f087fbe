import { t } from "@lingui/core/macro";
import type { PredictionInput, PredictionState } from "@shared/schemas/games";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";

/** POST /api/games/{id}/prediction: create or change the pick until kick-off (409 after). */
export const submitPrediction = (gameId: string, body: PredictionInput) =>
  apiRequest<PredictionState>("POST", `/api/games/${encodeURIComponent(gameId)}/prediction`, body);

export function useSubmitPrediction(gameId: string) {
  return useApiMutation<PredictionState, PredictionInput>({
    mutationFn: (body) => submitPrediction(gameId, body),
    onSuccess: () => toast({ title: t`Prediction saved`, description: t`Points arrive with the final score.` }),
    onError: (err) => toastError(err, t`Failed to save prediction`),
  });
}
