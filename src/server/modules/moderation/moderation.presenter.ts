import { ownImageOrNull } from "@shared/media";
import type { AuditEntry, ReportedSubject } from "@shared/schemas/moderation";
import type { AuditRow, OpenSubjectRow } from "./moderation.repository";

const USER_TITLE = (a: OpenSubjectRow["author"]) => `${a.firstName} ${a.lastName} (@${a.username})`;

export function presentReportedSubject(r: OpenSubjectRow): ReportedSubject {
  const title =
    r.kind === "user"
      ? USER_TITLE(r.author)
      : r.kind === "post" || r.kind === "comment" || r.kind === "game_comment"
        ? `${r.kind === "post" ? "Post" : "Comment"} by ${r.author.firstName} ${r.author.lastName}`
        : (r.title ?? `Deleted ${r.kind}`);
  return {
    reportId: r.reportId,
    subject: { kind: r.kind, id: r.subjectId },
    title,
    text: r.text,
    imageUrl: ownImageOrNull(r.imageUrl),
    postId: r.postId,
    gameId: r.gameId,
    removed: r.removed,
    author: r.author,
    authorSuspended: r.suspended,
    authorSuspendedUntil: r.suspendedUntil?.toISOString() ?? null,
    reportCount: r.reportCount,
    reasons: r.reasons,
    details: r.details,
    firstReportedAt: r.firstAt.toISOString(),
    lastReportedAt: r.lastAt.toISOString(),
  };
}

/** A left-joined account: null once it was deleted. */
const person = (p: AuditRow["admin"]) =>
  p && p.id !== null
    ? {
        id: p.id,
        username: p.username ?? "",
        firstName: p.firstName ?? "",
        lastName: p.lastName ?? "",
        avatar: p.avatar,
      }
    : null;

export function presentAudit(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    admin: person(r.admin),
    action: r.action as AuditEntry["action"],
    subject: { kind: r.subjectKind as AuditEntry["subject"]["kind"], id: r.subjectId },
    targetUser: person(r.target),
    reportId: r.reportId,
    details: r.details,
    createdAt: r.createdAt.toISOString(),
  };
}
