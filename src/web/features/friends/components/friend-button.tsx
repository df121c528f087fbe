import { Check, Clock, UserPlus } from "lucide-react";
import { Trans } from "@lingui/react/macro";
import type { FriendStatus } from "@shared/schemas/users";
import { Button } from "@web/components/ui/button";
import { useAcceptFriend, useSendFriendRequest } from "../api/friend-actions";

/** 'Add Friend', or what the two people already are: 'Request sent', 'Accept', 'Friends'. */
export function FriendButton({
  userId,
  status,
  size = "sm",
}: {
  userId: number;
  status: FriendStatus;
  size?: "sm" | "default";
}) {
  const send = useSendFriendRequest();
  const accept = useAcceptFriend();
  if (status === "self") return null;
  if (status === "friends")
    return (
      <Button size={size} variant="secondary" disabled>
        <Check /> <Trans>Friends</Trans>
      </Button>
    );
  if (status === "request_sent")
    return (
      <Button size={size} variant="outline" disabled>
        <Clock /> <Trans>Request sent</Trans>
      </Button>
    );
  if (status === "request_received")
    return (
      <Button size={size} onClick={() => accept.mutate(userId)} disabled={accept.isPending}>
        <Check /> <Trans>Accept</Trans>
      </Button>
    );
  return (
    <Button size={size} onClick={() => send.mutate(userId)} disabled={send.isPending}>
      <UserPlus /> {send.isPending ? <Trans>Sending...</Trans> : <Trans>Add Friend</Trans>}
    </Button>
  );
}
