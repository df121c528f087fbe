import * as React from "react";
import { Search, UserPlus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useDebounced } from "@web/lib/use-debounced";
import { useFindUsers, useFriendRequests, useFriends } from "../api/friends";
import { useDeclineFriend, useAcceptFriend, useUnfriend } from "../api/friend-actions";
import { FriendButton } from "./friend-button";
import { PersonRow } from "./person-row";

/** Find Friends: search, incoming requests, friends, and the invite placeholder (SPEC §2). */
export function FindFriendsDialog() {
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
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserPlus /> Find Friends
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl overflow-x-hidden">
        <DialogHeader>
          <DialogTitle>Find Friends</DialogTitle>
          <DialogDescription>Search fans by name or username.</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="find">
          <TabsList className="grid w-full grid-cols-2 sm:grid-cols-4">
            <TabsTrigger value="find">Find Friends</TabsTrigger>
            <TabsTrigger value="requests">Requests ({nRequests})</TabsTrigger>
            <TabsTrigger value="friends">My Friends ({nFriends})</TabsTrigger>
            <TabsTrigger value="invite">Invite Friends</TabsTrigger>
          </TabsList>
          <TabsContent value="find" className="grid grid-cols-1 gap-3">
            <div className="relative">
              <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden="true" />
              <Input
                aria-label="Search by name or username"
                placeholder="Search by name or username..."
                className="pl-9"
                value={q}
                onChange={(e) => setQ(e.target.value)}
                maxLength={60}
              />
            </div>
            {!query.trim() ? (
              <p className="py-4 text-center text-sm text-muted-foreground">Type a name or username to find fans.</p>
            ) : results.isPending ? (
              <Skeleton className="h-14 w-full" />
            ) : results.data?.length ? (
              <ul className="max-h-80 divide-y overflow-y-auto" aria-label="Search results">
                {results.data.map((u) => (
                  <PersonRow key={u.id} person={u}>
                    <FriendButton userId={u.id} status={u.friendStatus} />
                  </PersonRow>
                ))}
              </ul>
            ) : (
              <p className="py-4 text-center text-sm text-muted-foreground">No fans match "{query}".</p>
            )}
          </TabsContent>
          <TabsContent value="requests">
            {nRequests === 0 ? (
              <p className="py-4 text-center text-sm text-muted-foreground">No pending friend requests.</p>
            ) : (
              <ul className="max-h-80 divide-y overflow-y-auto" aria-label="Friend requests">
                {requests.data!.map((r) => (
                  <PersonRow key={r.id} person={{ ...r, id: r.userId }}>
                    <Button size="sm" onClick={() => accept.mutate(r.userId)} disabled={accept.isPending}>
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => decline.mutate(r.userId)}
                      disabled={decline.isPending}
                    >
                      Decline
                    </Button>
                  </PersonRow>
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="friends">
            {nFriends === 0 ? (
              <p className="py-4 text-center text-sm text-muted-foreground">
                No friends yet. Find fans in the first tab.
              </p>
            ) : (
              <ul className="max-h-80 divide-y overflow-y-auto" aria-label="My friends">
                {friends.data!.map((f) => (
                  <PersonRow key={f.id} person={f}>
                    <Button size="sm" variant="outline" onClick={() => unfriend.confirmAndUnfriend(f)}>
                      Unfriend
                    </Button>
                  </PersonRow>
                ))}
              </ul>
            )}
          </TabsContent>
          <TabsContent value="invite">
            <p className="py-6 text-center text-sm text-muted-foreground">Invite friends functionality coming soon</p>
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
