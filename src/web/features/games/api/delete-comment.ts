import { t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";

/** DELETE /api/games/{id}/comments/{commentId}: one's own comment. */
export const deleteGameComment = (gameId: string, commentId: number) =>
  apiRequest("DELETE", `/api/games/${encodeURIComponent(gameId)}/comments/${commentId}`);

export function useDeleteGameComment(gameId: string) {
  return useApiMutation({
    mutationFn: (commentId: number) => deleteGameComment(gameId, commentId),
    onSuccess: () => toast({ title: t`Comment deleted` }),
    onError: (err) => toastError(err, t`Failed to delete comment`),
  });
}
