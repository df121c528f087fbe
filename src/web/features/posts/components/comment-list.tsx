import * as React from "react";
import { useLingui } from "@lingui/react/macro";
import type { Comment } from "@shared/schemas/posts";
import { useDeleteComment } from "../api/delete-post";
import { useEditComment } from "../api/edit-post";
import { CommentItem } from "./comment-item";

/**
 * The comments of one post, each editable or deletable by its author (one edited at a time).
 * Shared by the feed card's inline section (the latest few) and the post's page (every page).
 */
export function CommentList({
  postId,
  comments,
  viewerId,
  now,
}: {
  postId: number;
  comments: Comment[];
  viewerId: number;
  now: number;
}) {
  const { t } = useLingui();
  const remove = useDeleteComment(postId);
  const [editingId, setEditingId] = React.useState<number | null>(null);
  const edit = useEditComment(postId, () => setEditingId(null));
  return (
    <ul className="grid grid-cols-1 gap-2" aria-label={t`Comments`}>
      {comments.map((c) => (
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
  );
}
