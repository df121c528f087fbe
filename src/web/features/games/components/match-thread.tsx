import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessagesSquare } from "lucide-react";
import type { GameComment } from "@shared/schemas/games";
import { LoadError } from "@web/components/load-error";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useNow } from "@web/lib/use-now";
import { useGameComments } from "../api/comments";
import { useDeleteGameComment } from "../api/delete-comment";
import { isAtLatest, newestId, unseenCount } from "../lib/new-comments";
import { threadOldestFirst } from "../lib/thread-cache";
import { CommentForm } from "./comment-form";
import { CommentRow } from "./comment-row";
import { NewCommentsBar } from "./new-comments-bar";
import { SectionTitle } from "./section-title";

/**
 * The match thread: oldest at the top, newest at the bottom of a box of fixed height (nothing
 * on the page moves as comments arrive). A reader at the bottom follows new comments; a reader
 * scrolled up stays put and gets a "N new comments" bar instead.
 */
export function MatchThread({ gameId, viewerId }: { gameId: string; viewerId: number }) {
  const { t } = useLingui();
  const thread = useGameComments(gameId);
  const remove = useDeleteGameComment(gameId);
  const now = useNow();
  const comments = React.useMemo(() => threadOldestFirst(thread.data), [thread.data]);
  const box = React.useRef<HTMLDivElement>(null);
  const [following, setFollowing] = React.useState(true);
  const [seenUpTo, setSeenUpTo] = React.useState<number | null>(null);
  /** Distance from the bottom to keep while older comments are added above. */
  const keepFromBottom = React.useRef<number | null>(null);
  /** The box's content height at the last update, to tell where the reader stood before new comments. */
  const heightBefore = React.useRef(0);

  const toLatest = React.useCallback(() => {
    const el = box.current;
    if (!el) return;
    setFollowing(true);
    el.scrollTop = el.scrollHeight;
  }, []);

  React.useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = heightBefore.current;
    heightBefore.current = el.scrollHeight;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
      return;
    }
    if (!following) return;
    // The browser reports a scroll at its next frame, so a comment can land between a reader's
    // scroll up and onScroll: judge by where the box stood against what it held before.
    const grew = before !== el.scrollHeight;
    if (grew && !isAtLatest({ scrollTop: el.scrollTop, clientHeight: el.clientHeight, scrollHeight: before })) {
      setFollowing(false);
      return;
    }
    el.scrollTop = el.scrollHeight;
    setSeenUpTo(newestId(comments));
  }, [comments, following]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    const atLatest = isAtLatest(el);
    setFollowing(atLatest);
    if (atLatest) setSeenUpTo(newestId(comments));
  };

  const loadEarlier = () => {
    const el = box.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    void thread.fetchNextPage();
  };

  const unseen = following ? 0 : unseenCount(comments, seenUpTo, viewerId);

  return (
    <Card className="flex flex-col overflow-hidden" data-testid="match-thread">
      <CardHeader className="border-b pb-3">
        <SectionTitle icon={MessagesSquare}>{t`Match thread`}</SectionTitle>
      </CardHeader>
      <div className="relative">
        <div
          ref={box}
          onScroll={onScroll}
          className="h-[22rem] overflow-y-auto overscroll-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:h-[28rem]"
          // Scrollable with the keyboard too (axe scrollable-region-focusable).
          tabIndex={0}
          aria-label={t`Comments, newest at the bottom`}
          data-testid="thread-scroll"
        >
          {thread.isPending ? (
            <div className="grid gap-3 p-3" aria-busy="true">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : thread.isError ? (
            <LoadError what={t`the match thread`} onRetry={() => void thread.refetch()} className="p-4" />
          ) : comments.length === 0 ? (
            <div className="grid h-full place-items-center p-6 text-center text-sm text-muted-foreground">
              <p>
                <Trans>
                  No comments yet.
                  <br />
                  Start the match thread.
                </Trans>
              </p>
            </div>
          ) : (
            // Few comments sit at the bottom, by the form, as in any chat.
            <div className="flex min-h-full flex-col justify-end">
              {thread.hasNextPage ? (
                <div className="flex justify-center p-2">
                  <Button variant="ghost" size="sm" onClick={loadEarlier} disabled={thread.isFetchingNextPage}>
                    {thread.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load earlier comments</Trans>}
                  </Button>
                </div>
              ) : null}
              <ul className="divide-y" aria-label={t`Match thread comments`}>
                {comments.map((c: GameComment) => (
                  <CommentRow
                    key={c.id}
                    comment={c}
                    mine={c.userId === viewerId}
                    now={now}
                    onDelete={remove.mutate}
                    deleting={remove.isPending && remove.variables === c.id}
                  />
                ))}
              </ul>
            </div>
          )}
        </div>
        <NewCommentsBar count={unseen} onShow={toLatest} />
      </div>
      <CommentForm gameId={gameId} onPosted={toLatest} />
    </Card>
  );
}
