import { t } from "@lingui/core/macro";
import type { Comment, EditPostInput, Post } from "@shared/schemas/posts";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";

/** PATCH /api/posts/{id} and PATCH /api/posts/{id}/comments/{commentId}: authors only. */
export const editPost = (postId: number, body: EditPostInput) =>
  apiRequest<Post>("PATCH", `/api/posts/${postId}`, body);
export const editComment = (postId: number, commentId: number, content: string) =>
  apiRequest<Comment>("PATCH", `/api/posts/${postId}/comments/${commentId}`, { content });

export function useEditPost(postId: number, onDone: () => void) {
  return useApiMutation<Post, string>({
    mutationFn: (content) => editPost(postId, { content }),
    onSuccess: () => {
      toast({ title: t`Post updated` });
      onDone();
    },
    onError: (err) => toastError(err, t`Failed to update post`),
  });
}

export function useEditComment(postId: number, onDone: () => void) {
  return useApiMutation<Comment, { commentId: number; content: string }>({
    mutationFn: ({ commentId, content }) => editComment(postId, commentId, content),
    onSuccess: () => {
      toast({ title: t`Comment updated` });
      onDone();
    },
    onError: (err) => toastError(err, t`Failed to update comment`),
  });
}
