import * as React from "react";
import type { Post } from "@shared/schemas/posts";
import { LoadError } from "@web/components/load-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePostComments } from "../api/post-comments";
import { useDeleteComment } from "../api/delete-post";
import { useEditComment } from "../api/edit-post";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

const TEXTS = {
  heading: (n: number) => (n === 1 ? "1 comment" : `${n} comments`),
  none: "No comments yet. Start the conversation.",
  more: "Load more comments",
  loading: "Loading...",
  what: "the comments",
} as const;

/** A post's page: the comment form, then every comment, newest first, a page at a time. */
export function PostComments({ post, viewerId, now }: { post: Post; viewerId: number; now: number }) {
  const comments = usePostComments(post.id);
  const remove = useDeleteComment(post.id);
  const [editingId, setEditingId] = React.useState<number | null>(null);
  const edit = useEditComment(post.id, () => setEditingId(null));
  const items = comments.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="comments-heading" className="grid grid-cols-1 gap-3">
      <h2 id="comments-heading" className="text-lg font-semibold">
        {TEXTS.heading(post.commentCount)}
      </h2>
      {post.removed ? null : <CommentForm postId={post.id} />}
      {comments.isPending ? (
        <div className="grid grid-cols-1 gap-2" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : comments.isError ? (
        <LoadError what={TEXTS.what} onRetry={() => void comments.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{TEXTS.none}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2" aria-label="Comments">
          {items.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              viewerId={viewerId}
              now={now}
              editing={editingId === c.id}
              onEdit={() => setEditingId(c.id)}
              onCancelEdit={() => setEditingId(null)}
              onSave={(content) => edit.mutate({ commentId: c.id, content })}
              onDelete={() => remove.mutate(c.id)}
              saving={edit.isPending}
            />
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <Button variant="outline" disabled={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          {comments.isFetchingNextPage ? TEXTS.loading : TEXTS.more}
        </Button>
      ) : null}
    </section>
  );
}
