import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Trash2 } from "lucide-react";
import type { Locale } from "@shared/i18n/locales";
import { relativeTime } from "@shared/relative-time";
import type { GameComment } from "@shared/schemas/games";
import { ReportButton } from "@web/components/report-button";
import { UserAvatar } from "@web/components/ui/avatar";

/** One message of the match thread: its author may delete it, anyone else report it (as a post's comment). */
export const CommentRow = React.memo(function CommentRow({
  comment: c,
  mine,
  now,
  onDelete,
  deleting,
}: {
  comment: GameComment;
  mine: boolean;
  now: number;
  onDelete: (id: number) => void;
  deleting: boolean;
}) {
  const { t, i18n } = useLingui();
  const name = [c.firstName, c.lastName].join(" ");
  const firstName = c.firstName;
  return (
    <li className="flex gap-2 px-3 py-2" data-testid="game-comment" data-comment-id={c.id}>
      <Link to={`/users/${c.userId}`} aria-label={name} className="shrink-0 rounded-full">
        <UserAvatar user={c} className="h-8 w-8" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2 text-xs">
          <Link to={`/users/${c.userId}`} className="truncate font-semibold hover:underline">
            {name}
          </Link>
          <time dateTime={c.createdAt} className="shrink-0 text-muted-foreground">
            {relativeTime(c.createdAt, now, i18n.locale as Locale)}
          </time>
          {mine ? (
            <button
              type="button"
              className="ml-auto rounded p-1 text-muted-foreground hover:text-destructive focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
              aria-label={t`Delete comment`}
              disabled={deleting}
              onClick={() => onDelete(c.id)}
            >
              <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
          ) : (
            <ReportButton
              subject={{ kind: "game_comment", id: c.id }}
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
        <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{c.content}</p>
      </div>
    </li>
  );
});
