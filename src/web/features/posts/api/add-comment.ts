import { t } from "@lingui/core/macro";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";
import { toast } from "@web/components/ui/use-toast";

/** POST /api/posts/{id}/comments. */
export const addComment = (postId: number, content: string) =>
  apiRequest("POST", `/api/posts/${postId}/comments`, { content });

export function useAddComment(postId: number, onDone?: () => void) {
  return useApiMutation({
    mutationFn: (content: string) => addComment(postId, content),
    onSuccess: () => {
      toast({ title: t`Comment added` });
      onDone?.();
    },
    onError: (err) => toastError(err, t`Failed to add comment`),
  });
}
