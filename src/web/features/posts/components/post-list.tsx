import * as React from "react";
import { Trans } from "@lingui/react/macro";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { Post, PostPage } from "@shared/schemas/posts";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Button } from "@web/components/ui/button";
import { useLoadedAndIdle } from "@web/lib/use-loaded-and-idle";
import { useNow } from "@web/lib/use-now";
import { InfiniteSentinel } from "@web/components/infinite-sentinel";
import { PostCard } from "./post-card";

/** Posts rendered before the page has loaded: more than a phone's first screen holds. */
const FIRST_POSTS = 3;

/** The cards of the first posts, as the list draws them before the page is idle. */
export function FirstPostCards({ posts, viewerId, now }: { posts: Post[]; viewerId: number; now: number }) {
  return posts.slice(0, FIRST_POSTS).map((p) => <PostCard key={p.id} post={p} viewerId={viewerId} now={now} />);
}

/**
 * The first posts as the page's HTML holds them, read before React takes the page over: the
 * server draws them (the cards of FirstPostCards, the "first-posts" part of /posts in
 * src/shared/first-screen/screens.ts) where scripts/prerender.mjs drew the list's placeholders.
 * They stay as painted until the session is known, then React draws the same cards in their
 * place from the feed's first page, which the page carries too. Used once: a later visit to the
 * page shows placeholders while it loads.
 */
let pagePosts: string | null =
  typeof document === "undefined" ? null : (document.querySelector("[data-first-posts]")?.innerHTML ?? null);

function Placeholder({ fromPage }: { fromPage: boolean }) {
  const skeletons = [0, 1, 2].map((i) => <Skeleton key={i} className="h-40 w-full" />);
  if (!fromPage)
    return (
      <div className="grid grid-cols-1 gap-4" aria-busy="true">
        {skeletons}
      </div>
    );
  // The prerendered page draws placeholders here, which the server replaces with the first posts;
  // the browser keeps whichever the HTML holds (hydration does not look inside inner HTML). Inert:
  // until React draws the cards their buttons would do nothing, so they take no tap or focus.
  return pagePosts !== null ? (
    <div data-first-posts="" inert className="grid grid-cols-1 gap-4" dangerouslySetInnerHTML={{ __html: pagePosts }} />
  ) : (
    <div data-first-posts="" inert className="grid grid-cols-1 gap-4">
      {skeletons}
    </div>
  );
}

/**
 * Renders an infinite post query: placeholders, empty text, cards, and the next page on scroll.
 * `fromPage`: the feed of /posts, whose first posts the page's HTML may already hold. `waiting`:
 * placeholders whatever the query holds (the session is not known yet: the cards would not know
 * the viewer's own posts, and the prerendered page is hydrated with its placeholders).
 */
export function PostList({
  query,
  viewerId,
  empty,
  fromPage = false,
  waiting = false,
}: {
  query: UseInfiniteQueryResult<InfiniteData<PostPage>>;
  viewerId: number;
  empty: React.ReactNode;
  fromPage?: boolean;
  waiting?: boolean;
}) {
  const now = useNow();
  const idle = useLoadedAndIdle();
  const data = query.data;
  const loaded = data !== undefined && !waiting;
  React.useEffect(() => {
    if (loaded) pagePosts = null;
  }, [loaded]);
  if (waiting || (!loaded && !query.isError)) return <Placeholder fromPage={fromPage} />;
  if (query.isError)
    return (
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-2 p-5 text-sm">
          <span>
            <Trans>Posts could not be loaded.</Trans>
          </span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </CardContent>
      </Card>
    );
  const all = data!.pages.flatMap((p) => p.items);
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
