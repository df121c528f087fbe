import { t } from "@lingui/core/macro";
import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiBody } from "@web/lib/api-types";
import { toastError } from "@web/lib/toast-error";
import { toast } from "@web/components/ui/use-toast";

/** POST /api/posts: multipart FormData from the feed (may hold an image file), JSON from the profile. */
export const createPost = (body: ApiBody<"/api/posts", "POST">) => apiRequest("POST", "/api/posts", body);

export function useCreatePost(onDone?: () => void) {
  return useApiMutation({
    mutationFn: createPost,
    onSuccess: () => {
      toast({ title: t`Post created` });
      onDone?.();
    },
    onError: (err) => toastError(err, t`Failed to create post`),
  });
}
