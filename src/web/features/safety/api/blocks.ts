import { t } from "@lingui/core/macro";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, errorMessage, useApiMutation } from "@web/lib/api";
import { useApiQuery } from "@web/lib/api-query";

type Kind = "block" | "mute";
// Texts are read when the toast shows (t on the event, in the language active then).
const done = (kind: Kind, on: boolean) =>
  kind === "block" ? (on ? t`User blocked` : t`User unblocked`) : on ? t`User muted` : t`User unmuted`;
const failed = (kind: Kind, on: boolean) =>
  kind === "block"
    ? on
      ? t`Failed to block user`
      : t`Failed to unblock user`
    : on
      ? t`Failed to mute user`
      : t`Failed to unmute user`;

/** POST / DELETE /api/users/{id}/block and /mute. */
export function useRelationToggle(kind: Kind) {
  return useApiMutation({
    mutationFn: ({ userId, on }: { userId: number; on: boolean }) =>
      apiRequest(on ? "POST" : "DELETE", `/api/users/${userId}/${kind}`),
    onSuccess: (_r, v) => toast({ title: done(kind, v.on) }),
    onError: (err, v) =>
      toast({ variant: "destructive", title: t`Error`, description: errorMessage(err, failed(kind, v.on)) }),
  });
}

/** GET /api/users/me/blocks and /mutes (first page: the newest 50). */
export const myListKey = (kind: "blocks" | "mutes") => [`/api/users/me/${kind}?limit=50`] as const;
export function useMyList(kind: "blocks" | "mutes") {
  return useApiQuery({ queryKey: myListKey(kind) });
}
