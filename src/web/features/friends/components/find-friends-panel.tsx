import * as React from "react";
import { Search } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useDebounced } from "@web/lib/use-debounced";
import { useFindUsers, useFriendRequests, useFriends } from "../api/friends";
import { useDeclineFriend, useAcceptFriend, useUnfriend } from "../api/friend-actions";
import { FriendButton } from "./friend-button";
import { PersonRow } from "./person-row";

/**
 * Find Friends' tabs: search, incoming requests, friends, and the invite placeholder (SPEC §2).
 * Loaded when the dialog first opens (find-friends-dialog.tsx); closing it clears the search.
 */
export function FindFriendsPanel() {
  const { t } = useLingui();
  const [q, setQ] = React.useState("");
  const query = useDebounced(q);
  const results = useFindUsers(query);
  const requests = useFriendRequests();
  const friends = useFriends();
  const accept = useAcceptFriend();
  const decline = useDeclineFriend();
  const unfriend = useUnfriend();
  const nRequests = requests.data?.length ?? 0;
  const nFriends = friends.data?.length ?? 0;
  return (
    <Tabs defaultValue="find">
      <TabsList className="grid w-full grid-cols-2 sm:grid-cols-4 [&>*]:whitespace-normal">
        <TabsTrigger value="find">
          <Trans>Find Friends</Trans>
        </TabsTrigger>
        <TabsTrigger value="requests">
          <Trans>Requests ({{ count: nRequests }})</Trans>
        </TabsTrigger>
        <TabsTrigger value="friends">
          <Trans>My Friends ({{ count: nFriends }})</Trans>
        </TabsTrigger>
        <TabsTrigger value="invite">
          <Trans>Invite Friends</Trans>
        </TabsTrigger>
      </TabsList>
      <TabsContent value="find" className="grid grid-cols-1 gap-3">
        <div className="relative">
          <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
          <Input
            aria-label={t`Search by name or username`}
            placeholder={t`Search by name or username...`}
            className="pl-9"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={60}
          />
        </div>
        {!query.trim() ? (
          <p className="py-4 text-center text-sm text-muted-foreground">
            <Trans>Type a name or username to find fans.</Trans>
          </p>
        ) : results.isPending ? (
          <Skeleton className="h-14 w-full" />
        ) : results.data?.length ? (
          <ul className="max-h-80 divide-y overflow-y-auto" aria-label={t`Search results`}>
            {results.data.map((u) => (
              <PersonRow key={u.id} person={u}>
                <FriendButton userId={u.id} status={u.friendStatus} />
              </PersonRow>
            ))}
          </ul>
        ) : (
          <p className="py-4 text-center text-sm text-muted-foreground">
            <Trans>No fans match "{query}".</Trans>
          </p>
        )}
      </TabsContent>
      <TabsContent value="requests">
        {nRequests === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">
            <Trans>No pending friend requests.</Trans>
          </p>
        ) : (
          <ul className="max-h-80 divide-y overflow-y-auto" aria-label={t`Friend requests`}>
            {requests.data!.map((r) => (
              <PersonRow key={r.id} person={{ ...r, id: r.userId }}>
                <Button size="sm" onClick={() => accept.mutate(r.userId)} disabled={accept.isPending}>
                  <Trans>Accept</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => decline.mutate(r.userId)}
                  disabled={decline.isPending}
                >
                  <Trans>Decline</Trans>
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="friends">
        {nFriends === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">
            <Trans>No friends yet. Find fans in the first tab.</Trans>
          </p>
        ) : (
          <ul className="max-h-80 divide-y overflow-y-auto" aria-label={t`My friends`}>
            {friends.data!.map((f) => (
              <PersonRow key={f.id} person={f}>
                <Button size="sm" variant="outline" onClick={() => unfriend.confirmAndUnfriend(f)}>
                  <Trans>Unfriend</Trans>
                </Button>
              </PersonRow>
            ))}
          </ul>
        )}
      </TabsContent>
      <TabsContent value="invite">
        <p className="py-6 text-center text-sm text-muted-foreground">
          <Trans>Invite friends functionality coming soon</Trans>
        </p>
      </TabsContent>
    </Tabs>
  );
}
