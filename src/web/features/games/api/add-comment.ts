import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest, useApiMutation } from "@web/lib/api";
import type { ApiResponse } from "@web/lib/api-types";
import { toastError } from "@web/lib/toast-error";
import { addToThread, type Thread } from "../lib/thread-cache";
import { gameCommentsKey } from "./comments";

/** POST /api/games/{id}/comments. */
export const addGameComment = (gameId: string, content: string) =>
  apiRequest("POST", `/api/games/${encodeURIComponent(gameId)}/comments`, { content });

/** Posts a comment; it shows at once in the poster's thread (the push may arrive later). */
export function useAddGameComment(
  gameId: string,
  onDone: (c: ApiResponse<"/api/games/{id}/comments", "POST">) => void,
) {
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (content: string) => addGameComment(gameId, content),
    onSuccess: (c) => {
      qc.setQueryData(gameCommentsKey(gameId), (t: Thread | undefined) => addToThread(t, c));
      onDone(c);
    },
    onError: (err) => toastError(err, t`Failed to post comment`),
  });
}
