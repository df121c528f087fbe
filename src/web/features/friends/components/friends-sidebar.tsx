import { Users, UserCheck } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useFriendRequests, useFriends } from "../api/friends";
import { useAcceptFriend } from "../api/friend-actions";
import { PersonRow } from "./person-row";

const SHOWN = 8;

const TEXT = {
  friends: (n: number) => `Friends (${n})`,
  noFriends: "No friends yet.",
  requests: (n: number) => `Friend Requests (${n})`,
  noRequests: "No pending requests.",
  accept: "Accept",
  friendsTab: (n: number) => `Friends (${n})`,
  requestsTab: (n: number) => `Requests (${n})`,
};

/** The feed's Friends panel: the count and the first few friends. */
export function FriendsCard() {
  const friends = useFriends();
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Users className="h-4 w-4" /> {TEXT.friends(friends.data?.length ?? 0)}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {friends.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : friends.data?.length ? (
          <ul className="divide-y" aria-label="Friends">
            {friends.data.slice(0, SHOWN).map((f) => (
              <PersonRow key={f.id} person={f} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{TEXT.noFriends}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** The feed's Friend Requests panel, each with Accept. */
export function FriendRequestsCard() {
  const requests = useFriendRequests();
  const accept = useAcceptFriend();
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <UserCheck className="h-4 w-4" /> {TEXT.requests(requests.data?.length ?? 0)}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {requests.data?.length ? (
          <ul className="divide-y" aria-label="Friend Requests">
            {requests.data.map((r) => (
              <PersonRow key={r.id} person={{ ...r, id: r.userId }}>
                <Button size="sm" onClick={() => accept.mutate(r.userId)} disabled={accept.isPending}>
                  {TEXT.accept}
                </Button>
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{TEXT.noRequests}</p>
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

/** Tab labels for the phone's feed, where the two panels sit behind tabs beside the posts. */
export function useFriendTabLabels() {
  const friends = useFriends();
  const requests = useFriendRequests();
  return {
    friends: TEXT.friendsTab(friends.data?.length ?? 0),
    requests: TEXT.requestsTab(requests.data?.length ?? 0),
  };
}
