import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/api";

/** GET /api/posts/user/{userId}: one user's posts, newest first. */
export const userPostsKey = (userId: number) => ["/api/posts/user", userId] as const;

export function fetchUserPostsPage(userId: number, cursor: string | null) {
  const q = new URLSearchParams({ limit: "10" });
  if (cursor) q.set("cursor", cursor);
  return apiRequest("GET", `/api/posts/user/${userId}?${q}`);
}

export function useUserPosts(userId: number) {
  return useInfiniteQuery({
    queryKey: userPostsKey(userId),
    queryFn: ({ pageParam }) => fetchUserPostsPage(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
