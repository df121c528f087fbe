import { useApiQuery } from "@web/lib/api-query";

/** The page of one post. */
export const postPath = (postId: number) => `/posts/${postId}`;

/** GET /api/posts/{id} (the default query function joins the key into the URL); 404 when the viewer may not see it. */
export const postKey = (postId: number) => ["/api/posts", postId] as const;

export const usePost = (postId: number) =>
  useApiQuery({ queryKey: postKey(postId), enabled: Number.isInteger(postId) && postId > 0 });
