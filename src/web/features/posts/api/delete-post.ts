import { t } from "@lingui/core/macro";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";
import { toast } from "@web/components/ui/use-toast";

/** DELETE /api/posts/{id} and DELETE /api/posts/{id}/comments/{commentId}: authors only. */
export const deletePost = (postId: number) => apiRequest("DELETE", `/api/posts/${postId}`);
export const deleteComment = (postId: number, commentId: number) =>
  apiRequest("DELETE", `/api/posts/${postId}/comments/${commentId}`);

/** `onDeleted` runs before the reads are refreshed (the post's own page leaves before its read answers 404). */
export function useDeletePost(onDeleted?: () => void) {
  return useApiMutation({
    mutationFn: deletePost,
    onSuccess: () => {
      toast({ title: t`Post deleted` });
      onDeleted?.();
    },
    onError: (err) => toastError(err, t`Failed to delete post`),
  });
}

export function useDeleteComment(postId: number) {
  return useApiMutation({
    mutationFn: (commentId: number) => deleteComment(postId, commentId),
    onSuccess: () => toast({ title: t`Comment deleted` }),
    onError: (err) => toastError(err, t`Failed to delete comment`),
  });
}
