import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import type { Locale } from "@shared/i18n/locales";
import { relativeTime } from "@shared/relative-time";
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportedSubject,
} from "@shared/schemas/moderation";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { useDecideReport } from "../api/decisions";
import { SuspendControls } from "./suspend-controls";

type Kind = ReportedSubject["subject"]["kind"];

const KIND_LABEL: Record<Kind, MessageDescriptor> = {
  post: msg`Post`,
  comment: msg`Comment`,
  game_comment: msg`Match thread comment`,
  user: msg`Person`,
  community: msg`Community`,
  event: msg`Event`,
};

/** The report dialog's names of the reasons, as the moderators read them. */
const REASON_LABEL: Record<ReportReason, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment or bullying`,
  hate: msg`Hate speech`,
  violence: msg`Violence or threats`,
  other: msg`Something else`,
};

/** What the image and the remove button say of the subject. */
const IMAGE_ALT: Record<Kind, MessageDescriptor> = {
  post: msg`Image in the reported post`,
  comment: msg`Image in the reported comment`,
  game_comment: msg`Image in the reported comment`,
  user: msg`Image in the reported profile`,
  community: msg`Image in the reported community`,
  event: msg`Image in the reported event`,
};
const REMOVE: Partial<Record<Kind, MessageDescriptor>> = {
  post: msg`Remove post`,
  comment: msg`Remove comment`,
  game_comment: msg`Remove comment`,
};

/** Where the subject can be looked at in the app (events are listed, not paged one by one). */
function linkOf(item: ReportedSubject): string | null {
  switch (item.subject.kind) {
    case "user":
      return `/users/${item.subject.id}`;
    case "community":
      return `/communities/${item.subject.id}`;
    case "post":
    case "comment":
      return `/users/${item.author.id}`;
    case "game_comment":
      return item.gameId ? `/games/${encodeURIComponent(item.gameId)}` : null;
    default:
      return null;
  }
}

/**
 * The reason the audit trail records for a suspension, in English whatever the moderator's
 * language (the log is read by the team, like the server's).
 */
const auditReason = (reasons: ReportReason[]) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the audit trail's English, not shown here
  `Reported for ${reasons.map((r) => REPORT_REASON_LABELS[r].toLowerCase()).join(", ")}`;

/** One reported subject: its content, who it belongs to, why people reported it, and the decisions. */
export function ReportedItem({ item, now }: { item: ReportedSubject; now: number }) {
  const { t, i18n } = useLingui();
  const decide = useDecideReport();
  const { reportCount } = item;
  const firstReported = relativeTime(item.firstReportedAt, now, i18n.locale as Locale);
  const remove = REMOVE[item.subject.kind];
  const removable =
    item.subject.kind === "post" || item.subject.kind === "comment" || item.subject.kind === "game_comment";
  const reasons = REPORT_REASONS.filter((r) => item.reasons[r] > 0);
  const idBase = `queue-${item.subject.kind}-${item.subject.id}`;
  const link = linkOf(item);
  const author = `${item.author.firstName} ${item.author.lastName}`;
  return (
    <Card data-testid="reported-item" aria-labelledby={`${idBase}-title`}>
      <CardContent className="grid grid-cols-1 gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{i18n._(KIND_LABEL[item.subject.kind])}</Badge>
          <span className="text-sm font-semibold" data-testid="report-count">
            {t`${plural(reportCount, { one: "# report", other: "# reports" })}`}
          </span>
          <span className="text-xs text-muted-foreground">
            <Trans>
              first <time dateTime={item.firstReportedAt}>{firstReported}</time>
            </Trans>
          </span>
          {item.removed ? (
            <Badge variant="destructive">
              <Trans>Removed</Trans>
            </Badge>
          ) : null}
          {item.authorSuspended ? (
            <Badge variant="outline">
              <Trans>Author suspended</Trans>
            </Badge>
          ) : null}
        </div>
        <div className="flex items-start gap-3">
          <Link to={`/users/${item.author.id}`} aria-label={author}>
            <UserAvatar user={item.author} className="h-9 w-9" />
          </Link>
          <div className="min-w-0 flex-1">
            <h2 id={`${idBase}-title`} className="font-semibold [overflow-wrap:anywhere]">
              {link ? (
                <Link to={link} className="hover:underline">
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </h2>
            <p className="text-xs text-muted-foreground">@{item.author.username}</p>
            {item.text ? (
              <blockquote className="mt-2 whitespace-pre-wrap rounded-md border-l-4 border-muted-foreground/30 bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere]">
                {item.text}
              </blockquote>
            ) : null}
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt={i18n._(IMAGE_ALT[item.subject.kind])}
                loading="lazy"
                referrerPolicy="no-referrer"
                className="mt-2 max-h-48 rounded-md border object-cover"
              />
            ) : null}
          </div>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label={t`Reasons`}>
          {reasons.map((r) => (
            <li key={r}>
              <Badge variant="outline">
                {i18n._(REASON_LABEL[r])} · {item.reasons[r]}
              </Badge>
            </li>
          ))}
        </ul>
        {item.details.length ? (
          <ul className="grid grid-cols-1 gap-1 text-sm text-muted-foreground" aria-label={t`What reporters wrote`}>
            {item.details.map((d, i) => (
              <li key={i} className="[overflow-wrap:anywhere]">
                “{d}”
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 border-t pt-3">
          <Button
            variant="outline"
            size="sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ reportId: item.reportId, action: "dismiss" })}
          >
            <Trans>Dismiss</Trans>
          </Button>
          {removable && remove && !item.removed ? (
            <Button
              variant="destructive"
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ reportId: item.reportId, action: "remove" })}
            >
              {i18n._(remove)}
            </Button>
          ) : null}
          <div className="sm:ml-auto">
            <SuspendControls
              user={item.author}
              suspended={item.authorSuspended}
              reason={auditReason(reasons)}
              idBase={idBase}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
