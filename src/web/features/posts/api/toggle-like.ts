import { t } from "@lingui/core/macro";
import { useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { Post, PostPage } from "@shared/schemas/posts";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";

/** POST /api/posts/{id}/like toggles; the answer is written into every cached page holding the post. */
export const toggleLike = (postId: number) => apiRequest("POST", `/api/posts/${postId}/like`);

export function useToggleLike() {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: toggleLike,
    onSuccess: (res, postId) => {
      const patch = (p: Post): Post =>
        p.id === postId ? { ...p, isLiked: res.liked, likeCount: res.likeCount, likesCount: res.likesCount } : p;
      qc.setQueriesData<InfiniteData<PostPage>>(
        { predicate: (q) => String(q.queryKey[0]).startsWith("/api/posts") },
        (data) =>
          data?.pages ? { ...data, pages: data.pages.map((pg) => ({ ...pg, items: pg.items.map(patch) })) } : data,
      );
    },
    onError: (err) => toastError(err, t`Failed to update like`),
  });
}
