import type { FriendActionResult } from "@shared/schemas/friends";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { toastError } from "@web/lib/toast-error";
import { toast } from "@web/components/ui/use-toast";

type Action = "request" | "accept" | "decline" | "unfriend";
/** POST /api/friends/{request|accept|decline|unfriend} with { friendId }. */
export const friendAction = (action: Action, friendId: number) =>
  apiRequest<FriendActionResult>("POST", `/api/friends/${action}`, { friendId });

export function useSendFriendRequest() {
  return useApiMutation<FriendActionResult, number>({
    mutationFn: (id) => friendAction("request", id),
    onSuccess: (res) =>
      toast(
        res.status === "friends"
          ? { title: "Friend request accepted", description: "You are now friends!" }
          : { title: "Friend request sent" },
      ),
    onError: (err) => toastError(err, "Failed to send friend request"),
  });
}

export function useAcceptFriend() {
  return useApiMutation<FriendActionResult, number>({
    mutationFn: (id) => friendAction("accept", id),
    onSuccess: () => toast({ title: "Friend request accepted", description: "You are now friends!" }),
    onError: (err) => toastError(err, "Failed to accept friend request"),
  });
}

export function useDeclineFriend() {
  return useApiMutation<FriendActionResult, number>({
    mutationFn: (id) => friendAction("decline", id),
    onSuccess: () => toast({ title: "Friend request declined" }),
    onError: (err) => toastError(err, "Failed to decline friend request"),
  });
}

/** Unfriend after the browser confirm (SPEC §4). */
export function useUnfriend() {
  const m = useApiMutation<FriendActionResult, number>({
    mutationFn: (id) => friendAction("unfriend", id),
    onSuccess: () => toast({ title: "Friend removed" }),
    onError: (err) => toastError(err, "Failed to remove friend. Please try again."),
  });
  return {
    ...m,
    confirmAndUnfriend: (friend: { id: number; firstName: string; lastName: string }) => {
      if (
        window.confirm(`Are you sure you want to remove ${friend.firstName} ${friend.lastName} from your friends list?`)
      )
        m.mutate(friend.id);
    },
  };
}
