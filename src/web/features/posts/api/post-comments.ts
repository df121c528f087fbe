import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** Comments per page on a post's page. */
export const POST_COMMENTS_PAGE = 20;

/** GET /api/posts/{id}/comments: every comment the viewer may see, newest first, a page at a time. */
export const postCommentsKey = (postId: number) => ["/api/posts", postId, "comments"] as const;

export function usePostComments(postId: number) {
  return useInfiniteQuery({
    queryKey: postCommentsKey(postId),
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams({ limit: String(POST_COMMENTS_PAGE) });
      if (pageParam) q.set("cursor", pageParam);
      return apiRequest("GET", `/api/posts/${postId}/comments?${q}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
