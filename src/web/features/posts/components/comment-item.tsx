import { Link } from "react-router";
import { Pencil, Trash2 } from "lucide-react";
import { ReportButton } from "@web/components/report-dialog";
import { relativeTime } from "@shared/relative-time";
import { commentContentSchema, type Comment } from "@shared/schemas/posts";
import { UserAvatar } from "@web/components/ui/avatar";
import { EditTextForm } from "./edit-text-form";
import { EditedMark } from "./edited-mark";

/** One comment of a post: author, time, text, and edit/delete for its author or report for others. */
export function CommentItem({
  comment: c,
  viewerId,
  now,
  editing,
  onEdit,
  onCancelEdit,
  onSave,
  onDelete,
  saving,
}: {
  comment: Comment;
  viewerId: number;
  now: number;
  editing: boolean;
  onEdit: () => void;
  onCancelEdit: () => void;
  onSave: (content: string) => void;
  onDelete: () => void;
  saving: boolean;
}) {
  const editingId = editing ? c.id : null;
  return (
    <li className="flex gap-2" id={`post-comment-${c.id}`}>
      <Link to={`/users/${c.userId}`} aria-label={`${c.firstName} ${c.lastName}`}>
        <UserAvatar user={c} className="h-8 w-8" />
      </Link>
      <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
        <div className="flex items-center gap-2 text-xs">
          <Link to={`/users/${c.userId}`} className="font-semibold hover:underline">
            {c.firstName} {c.lastName}
          </Link>
          <span className="text-muted-foreground">
            {relativeTime(c.createdAt, now)}
            <EditedMark editedAt={c.editedAt} now={now} />
          </span>
          {c.userId === viewerId && !c.removed && editingId !== c.id ? (
            <button
              type="button"
              className="ml-auto text-muted-foreground hover:text-foreground"
              aria-label="Edit comment"
              onClick={onEdit}
            >
              <Pencil className="h-3.5 w-3.5" />
            </button>
          ) : null}
          {c.userId === viewerId ? (
            <button
              type="button"
              className={
                c.removed || editingId === c.id
                  ? "ml-auto text-muted-foreground hover:text-destructive"
                  : "text-muted-foreground hover:text-destructive"
              }
              aria-label="Delete comment"
              onClick={onDelete}
            >
              <Trash2 className="h-3.5 w-3.5" />
            </button>
          ) : (
            <ReportButton
              subject={{ kind: "comment", id: c.id }}
              what={`${c.firstName}'s comment`}
              label="Report comment"
              className="ml-auto h-6 px-1 text-muted-foreground [&_svg]:size-3.5"
            />
          )}
        </div>
        {c.removed ? (
          <p className="text-xs font-medium text-destructive">
            A moderator removed this comment. Only you can still see it.
          </p>
        ) : null}
        {editingId === c.id ? (
          <EditTextForm
            id={`edit-comment-${c.id}`}
            label="Edit comment"
            initial={c.content}
            rule={commentContentSchema}
            pending={saving}
            onSave={onSave}
            onCancel={onCancelEdit}
          />
        ) : (
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-sm">{c.content}</p>
        )}
      </div>
    </li>
  );
}
