import * as React from "react";
import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil, Trash2 } from "lucide-react";
import { ReportButton } from "@web/components/report-button";
import type { Locale } from "@shared/i18n/locales";
import { relativeTime } from "@shared/relative-time";
import type { Comment } from "@shared/schemas/posts";
import { UserAvatar } from "@web/components/ui/avatar";
import { EditTextForm, prefetchEditTextForm } from "./lazy-parts";
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
  const { t, i18n } = useLingui();
  const editingId = editing ? c.id : null;
  const name = `${c.firstName} ${c.lastName}`;
  const firstName = c.firstName;
  const text = <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-sm">{c.content}</p>;
  return (
    <li className="flex gap-2" id={`post-comment-${c.id}`}>
      <Link to={`/users/${c.userId}`} aria-label={name}>
        <UserAvatar user={c} className="h-8 w-8" />
      </Link>
      <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
        {/* The name and time wrap under each other on narrow screens (long names, longer languages). */}
        <div className="flex items-start gap-2 text-xs">
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
            <Link to={`/users/${c.userId}`} className="min-w-0 break-words font-semibold hover:underline">
              {name}
            </Link>
            <span className="text-muted-foreground">
              {relativeTime(c.createdAt, now, i18n.locale as Locale)}
              <EditedMark editedAt={c.editedAt} now={now} />
            </span>
          </span>
          {c.userId === viewerId && !c.removed && editingId !== c.id ? (
            <button
              type="button"
              className="ml-auto text-muted-foreground hover:text-foreground"
              aria-label={t`Edit comment`}
              onClick={onEdit}
              onPointerEnter={prefetchEditTextForm}
              onFocus={prefetchEditTextForm}
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
              aria-label={t`Delete comment`}
              onClick={onDelete}
            >
              <Trash2 className="h-3.5 w-3.5" />
            </button>
          ) : (
            <ReportButton
              subject={{ kind: "comment", id: c.id }}
              what={t`${firstName}'s comment`}
              label={t`Report comment`}
              className="ml-auto h-6 px-1 text-muted-foreground [&_svg]:size-3.5"
            />
          )}
        </div>
        {c.removed ? (
          <p className="text-xs font-medium text-destructive">
            <Trans>A moderator removed this comment. Only you can still see it.</Trans>
          </p>
        ) : null}
        {editingId === c.id ? (
          <React.Suspense fallback={text}>
            <EditTextForm
              id={`edit-comment-${c.id}`}
              label={t`Edit comment`}
              initial={c.content}
              subject="comment"
              pending={saving}
              onSave={onSave}
              onCancel={onCancelEdit}
            />
          </React.Suspense>
        ) : (
          text
        )}
      </div>
    </li>
  );
}
