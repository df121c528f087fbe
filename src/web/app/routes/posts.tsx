import * as React from "react";
import { Link } from "react-router";
import { Select, Trans, useLingui } from "@lingui/react/macro";
import { Card, CardContent } from "@web/components/ui/card";
import { Button } from "@web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useAuth } from "@web/lib/session";
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
function PhoneFeed({ posts }: { posts: React.ReactNode }) {
  const { t } = useLingui();
  const labels = useFriendTabLabels();
  return (
    <Tabs defaultValue="posts" className="min-w-0">
      <TabsList className="grid w-full grid-cols-3 [&>*]:whitespace-normal" aria-label={t`Feed sections`}>
        <TabsTrigger value="posts">
          <Trans>Posts</Trans>
        </TabsTrigger>
        <TabsTrigger value="friends">{labels.friends}</TabsTrigger>
        <TabsTrigger value="requests">{labels.requests}</TabsTrigger>
      </TabsList>
      <TabsContent value="posts" forceMount className="mt-3 data-[state=inactive]:hidden">
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

/** /posts: 'Sports Feed' with sport filter, Find Friends, Create Post, posts and the friends panels. */
export default function PostsPage() {
  const { t } = useLingui();
  const { user, isLoading } = useAuth();
  const [sport, setSport] = React.useState("all");
  const feed = useFeed(sport, !!user);
  const wide = useMediaQuery(MEDIA.lg);
  if (isLoading) return null;
  if (!user)
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
      viewerId={user.id}
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
        <div className="flex flex-wrap gap-2">
          <SportFilter value={sport} onChange={setSport} />
          <FindFriendsDialog />
          <CreatePostDialog multipart />
        </div>
      </div>
      {wide ? (
        <div className="grid grid-cols-[minmax(0,1fr)_20rem] gap-6">
          <section aria-label={t`Posts`} className="min-w-0">
            {posts}
          </section>
          <aside className="min-w-0" aria-label={t`Friends`}>
            <FriendsSidebar />
          </aside>
        </div>
      ) : (
        <PhoneFeed posts={posts} />
      )}
    </div>
  );
}
