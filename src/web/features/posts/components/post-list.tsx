import * as React from "react";
import { Trans } from "@lingui/react/macro";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { PostPage } from "@shared/schemas/posts";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Button } from "@web/components/ui/button";
import { useLoadedAndIdle } from "@web/lib/use-loaded-and-idle";
import { useNow } from "@web/lib/use-now";
import { InfiniteSentinel } from "./infinite-sentinel";
import { PostCard } from "./post-card";

/** Posts rendered before the page has loaded: more than a phone's first screen holds. */
const FIRST_POSTS = 3;

/** Renders an infinite post query: placeholders, empty text, cards, and the next page on scroll. */
export function PostList({
  query,
  viewerId,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<PostPage>>;
  viewerId: number;
  empty: React.ReactNode;
}) {
  const now = useNow();
  const idle = useLoadedAndIdle();
  if (query.isPending)
    return (
      <div className="grid grid-cols-1 gap-4" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-2 p-5 text-sm">
          <span>
            <Trans>Posts could not be loaded.</Trans>
          </span>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  const all = query.data.pages.flatMap((p) => p.items);
  if (all.length === 0) return <>{empty}</>;
  // The first screen shows a few posts; the rest of the page renders once the page is idle, and
  // only then may the list ask for more.
  const posts = idle ? all : all.slice(0, FIRST_POSTS);
  const complete = posts.length === all.length;
  return (
    <div className="grid grid-cols-1 gap-4">
      {posts.map((p) => (
        <PostCard key={p.id} post={p} viewerId={viewerId} now={now} />
      ))}
      <InfiniteSentinel
        disabled={!complete || !query.hasNextPage || query.isFetchingNextPage}
        onVisible={() => void query.fetchNextPage()}
      />
      {query.isFetchingNextPage ? <Skeleton className="h-40 w-full" /> : null}
      {complete && query.hasNextPage && !query.isFetchingNextPage ? (
        <Button variant="outline" onClick={() => void query.fetchNextPage()}>
          <Trans>Load more posts</Trans>
        </Button>
      ) : null}
    </div>
  );
}
