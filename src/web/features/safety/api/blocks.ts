import { useQuery } from "@tanstack/react-query";
import type { RelatedUserPage } from "@shared/schemas/blocks";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, errorMessage, useApiMutation } from "@web/lib/api";

type Kind = "block" | "mute";
const done: Record<Kind, [string, string]> = {
  block: ["User blocked", "User unblocked"],
  mute: ["User muted", "User unmuted"],
};

/** POST / DELETE /api/users/{id}/block and /mute. */
export function useRelationToggle(kind: Kind) {
  return useApiMutation<unknown, { userId: number; on: boolean }>({
    mutationFn: ({ userId, on }) => apiRequest(on ? "POST" : "DELETE", `/api/users/${userId}/${kind}`),
    onSuccess: (_r, v) => toast({ title: done[kind][v.on ? 0 : 1] }),
    onError: (err) =>
      toast({ variant: "destructive", title: "Error", description: errorMessage(err, `Failed to ${kind} user`) }),
  });
}

/** GET /api/users/me/blocks and /mutes (first page: the newest 50). */
export const myListKey = (kind: "blocks" | "mutes") => [`/api/users/me/${kind}?limit=50`] as const;
export function useMyList(kind: "blocks" | "mutes") {
  return useQuery<RelatedUserPage>({ queryKey: myListKey(kind) });
}
