import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { Post } from "@shared/schemas/posts";
import { LoadError } from "@web/components/load-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePostComments } from "../api/post-comments";
import { CommentForm } from "./comment-form";
import { CommentList } from "./comment-list";

/** A post's page: the comment form, then every comment, newest first, a page at a time. */
export function PostComments({ post, viewerId, now }: { post: Post; viewerId: number; now: number }) {
  const { t } = useLingui();
  const query = usePostComments(post.id);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const comments = post.commentCount;
  return (
    <section aria-labelledby="comments-heading" className="grid grid-cols-1 gap-3">
      <h2 id="comments-heading" className="text-lg font-semibold">
        <Plural value={comments} one="# comment" other="# comments" />
      </h2>
      {post.removed ? null : <CommentForm postId={post.id} />}
      {query.isPending ? (
        <div className="grid grid-cols-1 gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError what={t`the comments`} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No comments yet. Start the conversation.</Trans>
        </p>
      ) : (
        <CommentList postId={post.id} comments={items} viewerId={viewerId} now={now} />
      )}
      {query.hasNextPage ? (
        <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Load more comments</Trans>}
        </Button>
      ) : null}
    </section>
  );
}
