import { Users, UserCheck } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useFriendRequests, useFriends } from "../api/friends";
import { useAcceptFriend } from "../api/friend-actions";
import { PersonRow } from "./person-row";

const SHOWN = 8;

/** The feed's sidebar: Friends (count) and Friend Requests with Accept. */
export function FriendsSidebar() {
  const friends = useFriends();
  const requests = useFriendRequests();
  const accept = useAcceptFriend();
  return (
    <div className="grid grid-cols-1 gap-4">
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="flex items-center gap-2 text-base">
            <Users className="h-4 w-4" /> Friends ({friends.data?.length ?? 0})
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
            <p className="text-sm text-muted-foreground">No friends yet.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="flex items-center gap-2 text-base">
            <UserCheck className="h-4 w-4" /> Friend Requests ({requests.data?.length ?? 0})
          </CardTitle>
        </CardHeader>
        <CardContent>
          {requests.data?.length ? (
            <ul className="divide-y" aria-label="Friend Requests">
              {requests.data.map((r) => (
                <PersonRow key={r.id} person={{ ...r, id: r.userId }}>
                  <Button size="sm" onClick={() => accept.mutate(r.userId)} disabled={accept.isPending}>
                    Accept
                  </Button>
                </PersonRow>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No pending requests.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
