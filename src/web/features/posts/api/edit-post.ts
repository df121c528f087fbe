import { t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody } from "@web/lib/api-types";
import { toastError } from "@web/lib/toast-error";

/** PATCH /api/posts/{id} and PATCH /api/posts/{id}/comments/{commentId}: authors only. */
export const editPost = (postId: number, body: ApiBody<"/api/posts/{id}", "PATCH">) =>
  apiRequest("PATCH", `/api/posts/${postId}`, body);
export const editComment = (postId: number, commentId: number, content: string) =>
  apiRequest("PATCH", `/api/posts/${postId}/comments/${commentId}`, { content });

export function useEditPost(postId: number, onDone: () => void) {
  return useApiMutation({
    mutationFn: (content: string) => editPost(postId, { content }),
    onSuccess: () => {
      toast({ title: t`Post updated` });
      onDone();
    },
    onError: (err) => toastError(err, t`Failed to update post`),
  });
}

export function useEditComment(postId: number, onDone: () => void) {
  return useApiMutation({
    mutationFn: ({ commentId, content }: { commentId: number; content: string }) =>
      editComment(postId, commentId, content),
    onSuccess: () => {
      toast({ title: t`Comment updated` });
      onDone();
    },
    onError: (err) => toastError(err, t`Failed to update comment`),
  });
}
