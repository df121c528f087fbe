import * as React from "react";
import { Link } from "react-router";
import type { Post } from "@shared/schemas/posts";
import { postPath } from "../api/post";
import { useDeleteComment } from "../api/delete-post";
import { useEditComment } from "../api/edit-post";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";

/** The inline comment form and the latest comments of one post (text shown verbatim). */
export function CommentSection({ post, viewerId, now }: { post: Post; viewerId: number; now: number }) {
  const remove = useDeleteComment(post.id);
  const [editingId, setEditingId] = React.useState<number | null>(null);
  const edit = useEditComment(post.id, () => setEditingId(null));
  return (
    <div className="grid grid-cols-1 gap-3 border-t pt-3">
      {post.comments.length > 0 ? (
        <ul className="grid grid-cols-1 gap-2" aria-label="Comments">
          {post.comments.map((c) => (
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
      ) : null}
      {post.commentCount > post.comments.length ? (
        <p className="text-xs text-muted-foreground">
          Showing the latest {post.comments.length} of {post.commentCount} comments ·{" "}
          <Link to={postPath(post.id)} className="font-medium text-primary hover:underline">
            See all comments
          </Link>
        </p>
      ) : null}
      <CommentForm postId={post.id} />
    </div>
  );
}
