import { t } from "@lingui/core/macro";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";
import { toast } from "@web/components/ui/use-toast";

type Action = "request" | "accept" | "decline" | "unfriend";
/** POST /api/friends/{request|accept|decline|unfriend} with { friendId }. */
export const friendAction = (action: Action, friendId: number) =>
  apiRequest("POST", `/api/friends/${action}`, { friendId });

export function useSendFriendRequest() {
  return useApiMutation({
    mutationFn: (id: number) => friendAction("request", id),
    onSuccess: (res) =>
      toast(
        res.status === "friends"
          ? { title: t`Friend request accepted`, description: t`You are now friends!` }
          : { title: t`Friend request sent` },
      ),
    onError: (err) => toastError(err, t`Failed to send friend request`),
  });
}

export function useAcceptFriend() {
  return useApiMutation({
    mutationFn: (id: number) => friendAction("accept", id),
    onSuccess: () => toast({ title: t`Friend request accepted`, description: t`You are now friends!` }),
    onError: (err) => toastError(err, t`Failed to accept friend request`),
  });
}

export function useDeclineFriend() {
  return useApiMutation({
    mutationFn: (id: number) => friendAction("decline", id),
    onSuccess: () => toast({ title: t`Friend request declined` }),
    onError: (err) => toastError(err, t`Failed to decline friend request`),
  });
}

/** Unfriend after the browser confirm (SPEC §4). */
export function useUnfriend() {
  const m = useApiMutation({
    mutationFn: (id: number) => friendAction("unfriend", id),
    onSuccess: () => toast({ title: t`Friend removed` }),
    onError: (err) => toastError(err, t`Failed to remove friend. Please try again.`),
  });
  return {
    ...m,
    confirmAndUnfriend: (friend: { id: number; firstName: string; lastName: string }) => {
      const name = `${friend.firstName} ${friend.lastName}`;
      if (window.confirm(t`Are you sure you want to remove ${name} from your friends list?`)) m.mutate(friend.id);
    },
  };
}
