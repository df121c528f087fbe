import { t } from "@lingui/core/macro";
import type { CreatePostInput, Post } from "@shared/schemas/posts";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";
import { toast } from "@web/components/ui/use-toast";

/** POST /api/posts: multipart FormData from the feed (may hold an image file), JSON from the profile. */
export const createPost = (body: FormData | Omit<CreatePostInput, "userId">) =>
  apiRequest<Post>("POST", "/api/posts", body);

export function useCreatePost(onDone?: () => void) {
  return useApiMutation<Post, FormData | Omit<CreatePostInput, "userId">>({
    mutationFn: createPost,
    onSuccess: () => {
      toast({ title: t`Post created` });
      onDone?.();
    },
    onError: (err) => toastError(err, t`Failed to create post`),
  });
}
