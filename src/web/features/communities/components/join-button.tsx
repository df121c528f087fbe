import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Clock } from "lucide-react";
import type { Community } from "@shared/schemas/communities";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { useAuth } from "@web/lib/session";
import { useJoinCommunity } from "../api/mutations";

/**
 * SPEC §4 membership: Join, Joining..., Joined. A private community turns the join into a
 * request, shown as 'Requested' until the creator answers.
 */
export function JoinButton({
  community,
  size = "sm",
  className,
}: {
  community: Community;
  size?: ButtonProps["size"];
  className?: string;
}) {
  const { t } = useLingui();
  const { user } = useAuth();
  const name = community.name;
  const join = useJoinCommunity();
  if (community.membership === "member")
    return (
      <Button size={size} variant="secondary" disabled className={className}>
        <Check /> <Trans>Joined</Trans>
      </Button>
    );
  if (community.membership === "pending" || (join.isSuccess && join.data.membership === "pending"))
    return (
      <Button size={size} variant="outline" disabled className={className}>
        <Clock /> <Trans>Requested</Trans>
      </Button>
    );
  return (
    <Button
      size={size}
      className={className}
      disabled={join.isPending || !user}
      onClick={() => user && join.mutate({ id: community.id, userId: user.id })}
      aria-label={t`Join ${name}`}
    >
      {join.isPending ? <Trans>Joining...</Trans> : <Trans>Join</Trans>}
    </Button>
  );
}
