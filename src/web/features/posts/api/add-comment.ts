import type { Comment } from "@shared/schemas/posts";
import { apiRequest, errorMessage, useApiMutation } from "@web/lib/api";
import { toast } from "@web/components/ui/use-toast";

/** POST /api/posts/{id}/comments. */
export const addComment = (postId: number, content: string) =>
  apiRequest<Comment>("POST", `/api/posts/${postId}/comments`, { content });

export function useAddComment(postId: number, onDone?: () => void) {
  return useApiMutation<Comment, string>({
    mutationFn: (content) => addComment(postId, content),
    onSuccess: () => {
      toast({ title: "Comment added" });
      onDone?.();
    },
    onError: (err) =>
      toast({ variant: "destructive", title: "Error", description: errorMessage(err, "Failed to add comment") }),
  });
}
