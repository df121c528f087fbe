import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReportReason, ReportSubjectKind } from "@shared/schemas/moderation";
import type { DbOrTx } from "../../db/client";
import { moderationAudit, reports, userSuspensions } from "../../db/schema/moderation";
import { users } from "../../db/schema/users";

export type ReportRow = typeof reports.$inferSelect;
export type ReportStatus = "open" | "dismissed" | "removed" | "suspended";

export async function insertReport(
  db: DbOrTx,
  values: {
    reporterId: number;
    subjectKind: ReportSubjectKind;
    subjectId: number;
    subjectUserId: number;
    reason: ReportReason;
    details: string | null;
  },
): Promise<number> {
  const [row] = await db.insert(reports).values(values).returning({ id: reports.id });
  return row!.id;
}

export async function findReport(db: DbOrTx, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

/** Decides every open report on the subject at once; answers how many it closed. */
export async function closeOpenReports(
  db: DbOrTx,
  kind: string,
  subjectId: number,
  status: Exclude<ReportStatus, "open">,
  adminId: number,
): Promise<number> {
  const rows = await db
    .update(reports)
    .set({ status, resolvedAt: new Date(), resolvedBy: adminId })
    .where(and(eq(reports.subjectKind, kind), eq(reports.subjectId, subjectId), eq(reports.status, "open")))
    .returning({ id: reports.id });
  return rows.length;
}

export interface OpenSubjectRow {
  reportId: number;
  kind: ReportSubjectKind;
  subjectId: number;
  subjectUserId: number;
  reportCount: number;
  reasons: Record<ReportReason, number>;
  details: string[];
  firstAt: Date;
  lastAt: Date;
  title: string | null;
  text: string | null;
  imageUrl: string | null;
  postId: number | null;
  gameId: string | null;
  removed: boolean;
  author: { id: number; username: string; firstName: string; lastName: string; avatar: string | null };
  suspended: boolean;
  suspendedUntil: Date | null;
}

const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));

/**
 * The admin queue: one row per subject with open reports, in the order the first of them came
 * in (keyset on that report's id), with the counts and what the subject says. Reads the
 * subjects' tables directly: one query for a page instead of a service call per row.
 */
export async function listOpenSubjects(db: DbOrTx, afterReportId: number, limit: number): Promise<OpenSubjectRow[]> {
  const result = await db.execute(sql`
    with g as (
      select subject_kind, subject_id, min(id) as report_id, count(*)::int as report_count,
             min(subject_user_id) as subject_user_id,
             min(created_at) as first_at, max(created_at) as last_at,
             count(*) filter (where reason = 'spam')::int as spam,
             count(*) filter (where reason = 'harassment')::int as harassment,
             count(*) filter (where reason = 'hate')::int as hate,
             count(*) filter (where reason = 'violence')::int as violence,
             count(*) filter (where reason = 'other')::int as other,
             (array_agg(details order by id desc) filter (where details is not null and details <> ''))[1:3] as details
        from reports
       where status = 'open'
       group by subject_kind, subject_id
      having min(id) > ${afterReportId}
       order by min(id)
       limit ${limit + 1}
    )
    select g.*,
           coalesce(p.content, pc.content, gc.content, cm.name, e.title) as title,
           coalesce(cm.description, e.description) as description,
           p.image_url,
           pc.post_id,
           gc.game_id,
           coalesce(p.removed_at, pc.removed_at, gc.removed_at) is not null as removed,
           u.id as author_id, u.username, u.first_name, u.last_name, u.avatar,
           s.user_id is not null as suspended, s.until as suspended_until
      from g
      join users u on u.id = g.subject_user_id
      left join posts p on g.subject_kind = 'post' and p.id = g.subject_id
      left join post_comments pc on g.subject_kind = 'comment' and pc.id = g.subject_id
      left join game_comments gc on g.subject_kind = 'game_comment' and gc.id = g.subject_id
      left join communities cm on g.subject_kind = 'community' and cm.id = g.subject_id
      left join events e on g.subject_kind = 'event' and e.id = g.subject_id
      left join user_suspensions s on s.user_id = g.subject_user_id and (s.until is null or s.until > now())
     order by g.report_id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => {
    const kind = String(r.subject_kind) as ReportSubjectKind;
    const isText = kind === "post" || kind === "comment" || kind === "game_comment";
    return {
      reportId: Number(r.report_id),
      kind,
      subjectId: Number(r.subject_id),
      subjectUserId: Number(r.subject_user_id),
      reportCount: Number(r.report_count),
      reasons: {
        spam: Number(r.spam),
        harassment: Number(r.harassment),
        hate: Number(r.hate),
        violence: Number(r.violence),
        other: Number(r.other),
      },
      details: Array.isArray(r.details) ? r.details.map(String) : [],
      firstAt: toDate(r.first_at)!,
      lastAt: toDate(r.last_at)!,
      // Posts and comments (on posts, in match threads) are all text; communities and events have a name and a description.
      title: isText ? null : r.title === null ? null : String(r.title),
      text: isText
        ? r.title === null
          ? null
          : String(r.title)
        : r.description === null
          ? null
          : String(r.description),
      imageUrl: r.image_url === null ? null : String(r.image_url),
      postId: r.post_id === null ? null : Number(r.post_id),
      gameId: r.game_id === null ? null : String(r.game_id),
      removed: Boolean(r.removed),
      author: {
        id: Number(r.author_id),
        username: String(r.username),
        firstName: String(r.first_name),
        lastName: String(r.last_name),
        avatar: r.avatar === null ? null : String(r.avatar),
      },
      suspended: Boolean(r.suspended),
      suspendedUntil: toDate(r.suspended_until),
    };
  });
}

// ---- suspensions ----

/** The suspension in force for the user (until is null: for good), or undefined. */
export async function activeSuspension(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .select({ until: userSuspensions.until, reason: userSuspensions.reason })
    .from(userSuspensions)
    .where(and(eq(userSuspensions.userId, userId), or(isNull(userSuspensions.until), gt(userSuspensions.until, now))))
    .limit(1);
  return row;
}

/** One row per user: a new suspension replaces the one before. */
export async function upsertSuspension(
  db: DbOrTx,
  values: { userId: number; until: Date | null; reason: string; suspendedBy: number },
) {
  await db
    .insert(userSuspensions)
    .values(values)
    .onConflictDoUpdate({
      target: userSuspensions.userId,
      set: { until: values.until, reason: values.reason, suspendedBy: values.suspendedBy, createdAt: new Date() },
    });
}

/** Ends the user's suspension; false when there was none in force. */
export async function deleteSuspension(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .delete(userSuspensions)
    .where(eq(userSuspensions.userId, userId))
    .returning({ until: userSuspensions.until });
  return rows.some((r) => r.until === null || r.until > now);
}

// ---- audit ----

export async function insertAudit(
  db: DbOrTx,
  values: {
    adminId: number;
    action: "dismiss" | "remove" | "suspend" | "unsuspend";
    subjectKind: ReportSubjectKind;
    subjectId: number | null;
    targetUserId: number | null;
    reportId: number | null;
    details: Record<string, unknown>;
  },
) {
  await db.insert(moderationAudit).values(values);
}

const admin = alias(users, "admin");
const target = alias(users, "target");
const personOf = (u: typeof admin | typeof target) => ({
  id: u.id,
  username: u.username,
  firstName: u.firstName,
  lastName: u.lastName,
  avatar: u.avatar,
});

/** The audit trail, newest first (keyset on id). */
export async function listAudit(db: DbOrTx, beforeId: number | undefined, limit: number) {
  return db
    .select({
      id: moderationAudit.id,
      action: moderationAudit.action,
      subjectKind: moderationAudit.subjectKind,
      subjectId: moderationAudit.subjectId,
      reportId: moderationAudit.reportId,
      details: moderationAudit.details,
      createdAt: moderationAudit.createdAt,
      admin: personOf(admin),
      target: personOf(target),
    })
    .from(moderationAudit)
    .leftJoin(admin, eq(admin.id, moderationAudit.adminId))
    .leftJoin(target, eq(target.id, moderationAudit.targetUserId))
    .where(beforeId !== undefined ? lt(moderationAudit.id, beforeId) : undefined)
    .orderBy(desc(moderationAudit.id))
    .limit(limit + 1);
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];
