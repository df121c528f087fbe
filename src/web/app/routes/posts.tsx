import * as React from "react";
import { Link } from "react-router";
import { Select, Trans, useLingui } from "@lingui/react/macro";
import { Card, CardContent } from "@web/components/ui/card";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { cn } from "@web/lib/cn";
import { useAuth } from "@web/lib/session";
import { useHydrated } from "@web/lib/use-hydrated";
import { MEDIA, useMediaQuery } from "@web/lib/use-media-query";
import { SportFilter } from "@web/components/sport-filter";
import { CreatePostDialog, PostList, useFeed } from "@web/features/posts";
import {
  FindFriendsDialog,
  FriendRequestsCard,
  FriendsCard,
  FriendsSidebar,
  useFriendTabLabels,
} from "@web/features/friends";

/**
 * Below lg the Friends and Friend Requests panels sit behind tabs beside the posts, so the first
 * post is on the first screen and requests stay one tap away with their count. The posts stay
 * mounted while another tab shows, so the feed keeps its place.
 */
function PhoneFeed({ posts, untilHydrated = false }: { posts: React.ReactNode; untilHydrated?: boolean }) {
  const { t } = useLingui();
  const labels = useFriendTabLabels();
  return (
    // Until hydrated (the prerendered page), the screen's width is not known to React: from lg up
    // CSS gives this the wide layout's columns, so the posts do not move when it takes over.
    <Tabs
      defaultValue="posts"
      className={cn("min-w-0", untilHydrated && "lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-6")}
    >
      <TabsList
        className={cn("grid w-full grid-cols-3 [&>*]:whitespace-normal", untilHydrated && "lg:hidden")}
        aria-label={t`Feed sections`}
      >
        <TabsTrigger value="posts">
          <Trans>Posts</Trans>
        </TabsTrigger>
        {/* Disabled until React has taken the prerendered page over: a tap before that is lost. */}
        <TabsTrigger value="friends" disabled={untilHydrated}>
          {labels.friends}
        </TabsTrigger>
        <TabsTrigger value="requests" disabled={untilHydrated}>
          {labels.requests}
        </TabsTrigger>
      </TabsList>
      <TabsContent
        value="posts"
        forceMount
        className={cn("mt-3 data-[state=inactive]:hidden", untilHydrated && "lg:mt-0")}
      >
        <section aria-label={t`Posts`}>{posts}</section>
      </TabsContent>
      <TabsContent value="friends" className="mt-3">
        <FriendsCard />
      </TabsContent>
      <TabsContent value="requests" className="mt-3">
        <FriendRequestsCard />
      </TabsContent>
    </Tabs>
  );
}

/**
 * The controls, disabled until React has taken the prerendered page over. Its own component, as
 * is FeedLayout: React re-renders what reads useHydrated at once when hydration ends, and the
 * children (made by the page) are then the same elements, so the list is not drawn again.
 */
function FieldsetUntilHydrated({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <fieldset disabled={!useHydrated()} className={className}>
      {children}
    </fieldset>
  );
}

/** The posts beside the friends panels from lg up, behind tabs below (PhoneFeed). */
function FeedLayout({ posts }: { posts: React.ReactNode }) {
  const { t } = useLingui();
  const wide = useMediaQuery(MEDIA.lg);
  if (!useHydrated()) return <PhoneFeed posts={posts} untilHydrated />;
  if (!wide) return <PhoneFeed posts={posts} />;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_20rem] gap-6">
      <section aria-label={t`Posts`} className="min-w-0">
        {posts}
      </section>
      <aside className="min-w-0" aria-label={t`Friends`}>
        <FriendsSidebar />
      </aside>
    </div>
  );
}

/** /posts: 'Sports Feed' with sport filter, Find Friends, Create Post, posts and the friends panels. */
export default function PostsPage() {
  const { user, isLoading } = useAuth();
  const [sport, setSport] = React.useState("all");
  const feed = useFeed(sport, !!user);
  // While the session is checked the page draws its frame and the list's placeholders (the build
  // prerenders it so, and the server writes a signed-in fan's first posts in their place), so
  // nothing moves when the session and the feed arrive.
  if (!isLoading && !user)
    return (
      <div className="mx-auto max-w-md p-6">
        <Card>
          <CardContent className="grid gap-4 p-6 text-center">
            <p className="font-medium">
              <Trans>Please log in to view posts</Trans>
            </p>
            <Button asChild>
              <Link to="/login">
                <Trans>Sign in</Trans>
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  const posts = (
    <PostList
      query={feed}
      viewerId={user?.id ?? 0}
      fromPage={sport === "all"}
      waiting={!user}
      empty={
        <Card>
          <CardContent className="p-8 text-center text-muted-foreground">
            {sport === "all" ? (
              <Trans>No posts yet. Be the first to share something!</Trans>
            ) : (
              <Select
                value={sport}
                _basketball="No basketball posts yet."
                _football="No football posts yet."
                _baseball="No baseball posts yet."
                _hockey="No hockey posts yet."
                _soccer="No soccer posts yet."
                other={`No ${sport} posts yet.`}
              />
            )}
          </CardContent>
        </Card>
      }
    />
  );
  return (
    <div className="mx-auto grid max-w-6xl gap-4 p-4 md:gap-6 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          <Trans>Sports Feed</Trans>
        </h1>
        {/* Disabled until React has taken the prerendered page over (its buttons do nothing before):
            shown disabled, a tap waits for them rather than being lost (docs/decisions/0610). */}
        <FieldsetUntilHydrated className="flex min-w-0 flex-wrap gap-2">
          <SportFilter value={sport} onChange={setSport} />
          <FindFriendsDialog />
          <CreatePostDialog multipart />
        </FieldsetUntilHydrated>
      </div>
      <FeedLayout posts={posts} />
    </div>
  );
}
