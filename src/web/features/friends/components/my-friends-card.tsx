import { Trans, useLingui } from "@lingui/react/macro";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useFriends } from "../api/friends";
import { useUnfriend } from "../api/friend-actions";
import { PersonRow } from "./person-row";

/** 'My Friends' on one's own profile, with Unfriend after a confirm. */
export function MyFriendsCard() {
  const { t } = useLingui();
  const friends = useFriends();
  const count = friends.data?.length ?? 0;
  const unfriend = useUnfriend();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>My Friends ({count})</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {friends.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : friends.data?.length ? (
          <ul className="divide-y" aria-label={t`My Friends`}>
            {friends.data.map((f) => (
              <PersonRow key={f.id} person={f}>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => unfriend.confirmAndUnfriend(f)}
                  disabled={unfriend.isPending}
                >
                  <Trans>Unfriend</Trans>
                </Button>
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>No friends yet. Find fans from the Posts page.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
