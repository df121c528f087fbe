import { Link } from "react-router";
import { relativeTime } from "@shared/relative-time";
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportedSubject } from "@shared/schemas/moderation";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { useDecideReport } from "../api/decisions";
import { SuspendControls } from "./suspend-controls";

const KIND_LABEL: Record<ReportedSubject["subject"]["kind"], string> = {
  post: "Post",
  comment: "Comment",
  user: "Person",
  community: "Community",
  event: "Event",
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
    default:
      return null;
  }
}

/** One reported subject: its content, who it belongs to, why people reported it, and the decisions. */
export function ReportedItem({ item, now }: { item: ReportedSubject; now: number }) {
  const decide = useDecideReport();
  const removable = item.subject.kind === "post" || item.subject.kind === "comment";
  const reasons = REPORT_REASONS.filter((r) => item.reasons[r] > 0);
  const idBase = `queue-${item.subject.kind}-${item.subject.id}`;
  const link = linkOf(item);
  const author = `${item.author.firstName} ${item.author.lastName}`;
  return (
    <Card data-testid="reported-item" aria-labelledby={`${idBase}-title`}>
      <CardContent className="grid grid-cols-1 gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{KIND_LABEL[item.subject.kind]}</Badge>
          <span className="text-sm font-semibold" data-testid="report-count">
            {item.reportCount} {item.reportCount === 1 ? "report" : "reports"}
          </span>
          <span className="text-xs text-muted-foreground">
            first <time dateTime={item.firstReportedAt}>{relativeTime(item.firstReportedAt, now)}</time>
          </span>
          {item.removed ? <Badge variant="destructive">Removed</Badge> : null}
          {item.authorSuspended ? <Badge variant="outline">Author suspended</Badge> : null}
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
                alt={`Image in the reported ${item.subject.kind}`}
                loading="lazy"
                referrerPolicy="no-referrer"
                className="mt-2 max-h-48 rounded-md border object-cover"
              />
            ) : null}
          </div>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Reasons">
          {reasons.map((r) => (
            <li key={r}>
              <Badge variant="outline">
                {REPORT_REASON_LABELS[r]} · {item.reasons[r]}
              </Badge>
            </li>
          ))}
        </ul>
        {item.details.length ? (
          <ul className="grid grid-cols-1 gap-1 text-sm text-muted-foreground" aria-label="What reporters wrote">
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
            Dismiss
          </Button>
          {removable && !item.removed ? (
            <Button
              variant="destructive"
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ reportId: item.reportId, action: "remove" })}
            >
              Remove {item.subject.kind}
            </Button>
          ) : null}
          <div className="sm:ml-auto">
            <SuspendControls
              user={item.author}
              suspended={item.authorSuspended}
              reason={`Reported for ${reasons.map((r) => REPORT_REASON_LABELS[r].toLowerCase()).join(", ")}`}
              idBase={idBase}
            />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
