import { Users, UserCheck } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/session";
import { useFriendRequests, useFriends } from "../api/friends";
import { useAcceptFriend } from "../api/friend-actions";
import { PersonRow } from "./person-row";

const SHOWN = 8;

/** The feed's Friends panel: the count and the first few friends. */
export function FriendsCard() {
  const { t } = useLingui();
  const friends = useFriends();
  const count = friends.data?.length ?? 0;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Users className="h-4 w-4" /> <Trans>Friends ({count})</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {friends.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : friends.data?.length ? (
          <ul className="divide-y" aria-label={t`Friends`}>
            {friends.data.slice(0, SHOWN).map((f) => (
              <PersonRow key={f.id} person={f} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No friends yet.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The feed's Friend Requests panel, each with Accept. */
export function FriendRequestsCard() {
  const { t } = useLingui();
  const requests = useFriendRequests();
  const accept = useAcceptFriend();
  const count = requests.data?.length ?? 0;
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <UserCheck className="h-4 w-4" /> <Trans>Friend Requests ({count})</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {requests.data?.length ? (
          <ul className="divide-y" aria-label={t`Friend Requests`}>
            {requests.data.map((r) => (
              <PersonRow key={r.id} person={{ ...r, id: r.userId }}>
                <Button size="sm" onClick={() => accept.mutate(r.userId)} disabled={accept.isPending}>
                  <Trans>Accept</Trans>
                </Button>
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No pending requests.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** The feed's sidebar (wide screens): Friends (count) and Friend Requests with Accept. */
export function FriendsSidebar() {
  return (
    <div className="grid grid-cols-1 gap-4">
      <FriendsCard />
      <FriendRequestsCard />
    </div>
  );
}

/**
 * Tab labels for the phone's feed, where the two panels sit behind tabs beside the posts. No count
 * until it is read: "(0)" would say there are none (the page is drawn before the lists arrive).
 */
export function useFriendTabLabels() {
  const { t } = useLingui();
  // Not before the session is known, even from lists the page carries: the page is drawn without.
  const signedIn = useAuth().user !== null;
  const friendList = useFriends().data;
  const requestList = useFriendRequests().data;
  const friends = signedIn ? friendList?.length : undefined;
  const requests = signedIn ? requestList?.length : undefined;
  return {
    friends: friends === undefined ? t`Friends` : t`Friends (${{ count: friends }})`,
    requests:
      requests === undefined
        ? t({ message: "Requests", context: "tab: friend requests" })
        : t`Requests (${{ count: requests }})`,
  };
}
