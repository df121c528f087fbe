import * as React from "react";
import { Link } from "react-router";
import { Card, CardContent } from "@web/components/ui/card";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/session";
import { SportFilter } from "@web/components/sport-filter";
import { CreatePostDialog, PostList, useFeed } from "@web/features/posts";
import { FindFriendsDialog, FriendsSidebar } from "@web/features/friends";

/** /posts: 'Sports Feed' with sport filter, Find Friends, Create Post, posts and the friends sidebar. */
export default function PostsPage() {
  const { user, isLoading } = useAuth();
  const [sport, setSport] = React.useState("all");
  const feed = useFeed(sport, !!user);
  if (isLoading) return null;
  if (!user)
    return (
      <div className="mx-auto max-w-md p-6">
        <Card>
          <CardContent className="grid gap-4 p-6 text-center">
            <p className="font-medium">Please log in to view posts</p>
            <Button asChild>
              <Link to="/login">Sign in</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  return (
    <div className="mx-auto grid max-w-6xl gap-6 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Sports Feed</h1>
        <div className="flex flex-wrap gap-2">
          <SportFilter value={sport} onChange={setSport} />
          <FindFriendsDialog />
          <CreatePostDialog multipart />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label="Posts" className="min-w-0">
          <PostList
            query={feed}
            viewerId={user.id}
            empty={
              <Card>
                <CardContent className="p-8 text-center text-muted-foreground">
                  {sport === "all" ? "No posts yet. Be the first to share something!" : `No ${sport} posts yet.`}
                </CardContent>
              </Card>
            }
          />
        </section>
        <aside className="order-first min-w-0 lg:order-none" aria-label="Friends">
          <FriendsSidebar />
        </aside>
      </div>
    </div>
  );
}
