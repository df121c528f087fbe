import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useFriends } from "../api/friends";
import { useUnfriend } from "../api/friend-actions";
import { PersonRow } from "./person-row";

/** 'My Friends' on one's own profile, with Unfriend after a confirm. */
export function MyFriendsCard() {
  const friends = useFriends();
  const unfriend = useUnfriend();
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Friends ({friends.data?.length ?? 0})</CardTitle>
      </CardHeader>
      <CardContent>
        {friends.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : friends.data?.length ? (
          <ul className="divide-y" aria-label="My Friends">
            {friends.data.map((f) => (
              <PersonRow key={f.id} person={f}>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => unfriend.confirmAndUnfriend(f)}
                  disabled={unfriend.isPending}
                >
                  Unfriend
                </Button>
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No friends yet. Find fans from the Posts page.</p>
        )}
      </CardContent>
    </Card>
  );
}
