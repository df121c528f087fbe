import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { cursorId, type PageQuery } from "@shared/schemas/common";
import {
  REPORT_THANKS,
  type CreateReportInput,
  type ReportSubject,
  type SuspendUserInput,
  type SuspensionState,
} from "@shared/schemas/moderation";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { isAdministrator } from "../../lib/admins";
import { readCursor, toPage } from "../../lib/cursor-page";
import { badRequest, conflict, notFound } from "../../lib/errors";
import type { EventMap } from "../../lib/events";
import { revokeSessions } from "../../lib/session";
import { findCommunity } from "../communities/communities.service";
import { visibleEventCreatorId } from "../events/events.service";
import { gameCommentOwner, removeGameCommentAsModerator, visibleGameCommentAuthorId } from "../games/comments.service";
import {
  commentOwner,
  postAuthorId,
  removeCommentAsModerator,
  removePostAsModerator,
  visibleCommentAuthorId,
  visiblePostAuthorId,
} from "../posts/posts.service";
import { findAccount, userExists } from "../users/users.service";
import { presentAudit, presentReportedSubject } from "./moderation.presenter";
import { assertCanReport, assertCanSuspend, assertRemovable } from "./moderation.policy";
import * as repo from "./moderation.repository";

export const ALREADY_REPORTED = "You have already reported this; our moderators will review it";
export const REPORT_NOT_FOUND = "Report not found";
export const REPORT_DECIDED = "This report has already been decided";
const NOT_FOUND: Record<ReportSubject["kind"], string> = {
  post: "Post not found",
  comment: "Comment not found",
  game_comment: "Comment not found",
  user: "User not found",
  community: "Community not found",
  event: "Event not found",
};

/** Per request: an administrator is a signed-in account whose verified email is in ADMIN_EMAILS. */
export async function isAdmin(app: FastifyInstance, userId: number): Promise<boolean> {
  if (app.config.adminEmails.length === 0) return false;
  const user = await findAccount(app.db, userId);
  return user !== null && isAdministrator(app.config, user);
}

/**
 * Whose the subject is, when the reporter may see it; undefined otherwise, so a report never
 * tells whether something private exists (blocked, removed, members-only: all 404).
 */
async function visibleOwnerOf(db: Db, s: ReportSubject, viewerId: number): Promise<number | undefined> {
  switch (s.kind) {
    case "post":
      return visiblePostAuthorId(db, s.id, viewerId);
    case "comment":
      return visibleCommentAuthorId(db, s.id, viewerId);
    case "game_comment":
      return visibleGameCommentAuthorId(db, s.id, viewerId);
    case "user":
      return (await userExists(db, s.id)) ? s.id : undefined;
    case "community":
      return (await findCommunity(db, s.id, viewerId))?.creatorId;
    case "event":
      return visibleEventCreatorId(db, s.id, viewerId);
  }
}

export async function createReport(db: Db, reporterId: number, input: CreateReportInput) {
  const ownerId = await visibleOwnerOf(db, input.subject, reporterId);
  if (ownerId === undefined) throw notFound(NOT_FOUND[input.subject.kind]);
  assertCanReport(reporterId, ownerId);
  try {
    const id = await repo.insertReport(db, {
      reporterId,
      subjectKind: input.subject.kind,
      subjectId: input.subject.id,
      subjectUserId: ownerId,
      reason: input.reason,
      details: input.details ? input.details : null,
    });
    return { id, message: REPORT_THANKS };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ALREADY_REPORTED);
    throw err;
  }
}

const queueCursor = z.strictObject({ r: cursorId });
const auditCursor = z.strictObject({ id: cursorId });

export async function openReports(db: Db, q: PageQuery) {
  const after = readCursor(q.cursor, queueCursor);
  const rows = await repo.listOpenSubjects(db, after?.r ?? 0, q.limit);
  return toPage(rows, q.limit, presentReportedSubject, (r) => ({ r: r.reportId }));
}

export async function auditTrail(db: Db, q: PageQuery) {
  const before = readCursor(q.cursor, auditCursor);
  return toPage(await repo.listAudit(db, before?.id, q.limit), q.limit, presentAudit, (r) => ({ id: r.id }));
}

async function openReport(db: Db, reportId: number) {
  const report = await repo.findReport(db, reportId);
  if (!report) throw notFound(REPORT_NOT_FOUND);
  if (report.status !== "open") throw conflict(REPORT_DECIDED);
  return report;
}

/** Nothing to act on: every open report on the report's subject is closed. */
export async function dismiss(app: FastifyInstance, adminId: number, reportId: number) {
  const report = await openReport(app.db, reportId);
  return app.db.transaction(async (tx) => {
    const closed = await repo.closeOpenReports(tx, report.subjectKind, report.subjectId, "dismissed", adminId);
    await repo.insertAudit(tx, {
      adminId,
      action: "dismiss",
      ...subjectOf(report),
      reportId,
      details: { reason: report.reason, closedReports: closed },
    });
    return { status: "dismissed" as const, closedReports: closed };
  });
}

const subjectOf = (r: repo.ReportRow) => ({
  subjectKind: r.subjectKind as ReportSubject["kind"],
  subjectId: r.subjectKind === "user" ? null : r.subjectId,
  targetUserId: r.subjectUserId,
});

/** Where the author of removed content is sent by the notification: the post, or the game's page. */
type Removable = { exists: false } | { exists: true; where: EventMap["content.removed"]["where"] };

async function removableSubject(app: FastifyInstance, kind: ReportSubject["kind"], id: number): Promise<Removable> {
  if (kind === "post")
    return (await postAuthorId(app.db, id)) !== undefined ? { exists: true, where: { kind, id } } : { exists: false };
  if (kind === "game_comment") {
    const c = await gameCommentOwner(app.db, id);
    return c ? { exists: true, where: { kind: "game", id: c.gameId } } : { exists: false };
  }
  const c = await commentOwner(app.db, id);
  return c ? { exists: true, where: { kind: "post", id: c.postId } } : { exists: false };
}

/**
 * Takes a reported post or comment (on a post or in a match thread) down (`removed_at`): its
 * author still sees it, marked, and is notified; nobody else sees it (an open match thread drops
 * it at once); a post's comment count drops. Every open report on it closes.
 */
export async function remove(app: FastifyInstance, adminId: number, reportId: number) {
  const report = await openReport(app.db, reportId);
  const kind = report.subjectKind as ReportSubject["kind"];
  assertRemovable(kind);
  const subject = await removableSubject(app, kind, report.subjectId);
  if (!subject.exists) throw notFound(`${NOT_FOUND[kind]}: it was deleted by its author; dismiss the report`);
  const removedNow =
    kind === "post"
      ? await removePostAsModerator(app.db, report.subjectId)
      : kind === "game_comment"
        ? await removeGameCommentAsModerator(app.db, app.sockets, report.subjectId)
        : await removeCommentAsModerator(app.db, report.subjectId);
  const closed = await app.db.transaction(async (tx) => {
    const n = await repo.closeOpenReports(tx, kind, report.subjectId, "removed", adminId);
    await repo.insertAudit(tx, {
      adminId,
      action: "remove",
      ...subjectOf(report),
      reportId,
      details: { reason: report.reason, closedReports: n },
    });
    return n;
  });
  // Once, whoever hears it: the author's notification, the feed's read cache.
  if (removedNow)
    await app.domainEvents.publish("content.removed", {
      kind,
      id: report.subjectId,
      authorId: report.subjectUserId,
      where: subject.where,
    });
  return { status: "removed" as const, closedReports: closed };
}

/**
 * Suspends a user until `until` (null: for good): sign-in is refused, every session ends and
 * every socket closes. Open reports about the user themselves are decided by it.
 */
export async function suspend(
  app: FastifyInstance,
  adminId: number,
  userId: number,
  input: SuspendUserInput,
  now = new Date(),
): Promise<SuspensionState> {
  const until = input.until === null ? null : new Date(input.until);
  if (until && until <= now) throw badRequest("The suspension must end in the future");
  assertCanSuspend(adminId, userId);
  if (!(await userExists(app.db, userId))) throw notFound(NOT_FOUND.user);
  await app.db.transaction(async (tx) => {
    await repo.upsertSuspension(tx, { userId, until, reason: input.reason, suspendedBy: adminId });
    const closed = await repo.closeOpenReports(tx, "user", userId, "suspended", adminId);
    await repo.insertAudit(tx, {
      adminId,
      action: "suspend",
      subjectKind: "user",
      subjectId: null,
      targetUserId: userId,
      reportId: null,
      details: { until: until?.toISOString() ?? null, reason: input.reason, closedReports: closed },
    });
  });
  // After the commit: a sign-in from now on sees the suspension, and no session outlives it.
  await revokeSessions(app, userId);
  return { userId, suspended: true, until: until?.toISOString() ?? null };
}

export async function unsuspend(app: FastifyInstance, adminId: number, userId: number): Promise<SuspensionState> {
  if (!(await userExists(app.db, userId))) throw notFound(NOT_FOUND.user);
  await app.db.transaction(async (tx) => {
    if (!(await repo.deleteSuspension(tx, userId, new Date()))) throw conflict("This user is not suspended");
    await repo.insertAudit(tx, {
      adminId,
      action: "unsuspend",
      subjectKind: "user",
      subjectId: null,
      targetUserId: userId,
      reportId: null,
      details: {},
    });
  });
  return { userId, suspended: false, until: null };
}

export { assertNotSuspended } from "./suspensions.service";
