import { sql, type SQL } from "drizzle-orm";
import type { NotificationSubjectKind, NotificationType } from "@shared/schemas/notifications";
import type { DbOrTx } from "../../db/client";

/** A notification row with its latest actor's public fields. */
export interface NotificationRow {
  id: number;
  recipientId: number;
  type: NotificationType;
  actorId: number | null;
  subjectKind: NotificationSubjectKind;
  subjectId: string;
  data: Record<string, unknown>;
  actorCount: number;
  inApp: boolean;
  createdAt: Date;
  readAt: Date | null;
  /** created_at as PostgreSQL text: keeps the microseconds the cursor needs. */
  cursorT: string;
  actor: { id: number; firstName: string; lastName: string; username: string; avatar: string | null } | null;
}

export interface NewNotification {
  recipientId: number;
  type: NotificationType;
  actorId: number | null;
  subjectKind: NotificationSubjectKind;
  subjectId: string;
  data: Record<string, unknown>;
  inApp: boolean;
  groupKey: string | null;
  now: Date;
}

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

function mapRow(r: Raw): NotificationRow {
  return {
    id: Number(r.id),
    recipientId: Number(r.recipient_id),
    type: String(r.type) as NotificationType,
    actorId: r.actor_id === null ? null : Number(r.actor_id),
    subjectKind: String(r.subject_kind) as NotificationSubjectKind,
    subjectId: String(r.subject_id),
    data: (typeof r.data === "string" ? JSON.parse(r.data) : r.data) as Record<string, unknown>,
    actorCount: Number(r.actor_count),
    inApp: Boolean(r.in_app),
    createdAt: toDate(r.created_at),
    readAt: r.read_at === null ? null : toDate(r.read_at),
    cursorT: String(r.cursor_t),
    actor:
      r.a_id === null || r.a_id === undefined
        ? null
        : {
            id: Number(r.a_id),
            firstName: String(r.a_first_name),
            lastName: String(r.a_last_name),
            username: String(r.a_username),
            avatar: r.a_avatar === null ? null : String(r.a_avatar),
          },
  };
}

/** Selects notifications (alias n) with their actor. */
const selectWithActor = (where: SQL, tail: SQL = sql``) => sql`
  select n.id, n.recipient_id, n.type, n.actor_id, n.subject_kind, n.subject_id, n.data, n.actor_count,
         n.in_app, n.created_at, n.read_at, n.created_at::text as cursor_t,
         u.id as a_id, u.first_name as a_first_name, u.last_name as a_last_name, u.username as a_username,
         u.avatar as a_avatar
    from notifications n
    left join users u on u.id = n.actor_id
   where ${where} ${tail}`;

export async function findById(db: DbOrTx, id: number): Promise<NotificationRow | undefined> {
  const rows = rowsOf(await db.execute(selectWithActor(sql`n.id = ${id}`)));
  return rows[0] ? mapRow(rows[0]) : undefined;
}

/**
 * Inserts one notification. With a group key the row is unique per (recipient, key): a second
 * insert (another instance, a retry) returns undefined and nobody is notified twice.
 */
export async function insertOnce(db: DbOrTx, n: NewNotification): Promise<number | undefined> {
  const rows = rowsOf(
    await db.execute(sql`
      insert into notifications (recipient_id, type, actor_id, subject_kind, subject_id, data, actor_ids,
                                 group_key, group_started_at, in_app, created_at)
      values (${n.recipientId}, ${n.type}, ${n.actorId}, ${n.subjectKind}, ${n.subjectId},
              ${JSON.stringify(n.data)}::jsonb,
              ${n.actorId === null ? sql`'{}'::int[]` : sql`array[${n.actorId}::int]`},
              ${n.groupKey}, ${n.now.toISOString()}::timestamptz, ${n.inApp}, ${n.now.toISOString()}::timestamptz)
      on conflict (recipient_id, group_key) do nothing
      returning id`),
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

/**
 * Adds an actor to the open group `groupKey` (likes of one post), or opens one. A group older
 * than `windowMs` is closed first (its key cleared), so the next like starts a new one. An actor
 * already in the group changes nothing (undefined): one row per group however many likes come.
 */
export async function addToGroup(db: DbOrTx, n: NewNotification & { groupKey: string }, windowMs: number) {
  const nowIso = n.now.toISOString();
  await db.execute(sql`
    update notifications set group_key = null
     where recipient_id = ${n.recipientId} and group_key = ${n.groupKey}
       and group_started_at <= ${nowIso}::timestamptz - ${`${windowMs} milliseconds`}::interval`);
  const rows = rowsOf(
    await db.execute(sql`
      insert into notifications as n (recipient_id, type, actor_id, subject_kind, subject_id, data, actor_ids,
                                      group_key, group_started_at, in_app, created_at)
      values (${n.recipientId}, ${n.type}, ${n.actorId}, ${n.subjectKind}, ${n.subjectId},
              ${JSON.stringify(n.data)}::jsonb, array[${n.actorId}::int], ${n.groupKey},
              ${nowIso}::timestamptz, ${n.inApp}, ${nowIso}::timestamptz)
      on conflict (recipient_id, group_key) do update
         set actor_id = excluded.actor_id,
             actor_ids = n.actor_ids || excluded.actor_id,
             actor_count = n.actor_count + 1,
             created_at = greatest(n.created_at, excluded.created_at),
             in_app = excluded.in_app,
             read_at = null
       where not (excluded.actor_id = any(n.actor_ids))
      returning id`),
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

export interface ListCursor {
  t: string;
  id: number;
}

/** The bell, newest first; `limit` rows after the cursor. */
export async function listFor(db: DbOrTx, recipientId: number, after: ListCursor | undefined, limit: number) {
  const where = after
    ? sql`n.recipient_id = ${recipientId} and n.in_app
          and (n.created_at, n.id) < (${after.t}::timestamptz, ${after.id})`
    : sql`n.recipient_id = ${recipientId} and n.in_app`;
  const rows = rowsOf(
    await db.execute(selectWithActor(where, sql`order by n.created_at desc, n.id desc limit ${limit}`)),
  );
  return rows.map(mapRow);
}

/** Unread in-app notifications, counted up to `cap` (the bell shows "99+" long before). */
export async function unreadCount(db: DbOrTx, recipientId: number, cap: number): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`
      select count(*)::int as n from (
        select 1 from notifications
         where recipient_id = ${recipientId} and in_app and read_at is null limit ${cap}) x`),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Marks the recipient's own notifications read (ids of anybody else's are ignored). */
export async function markRead(db: DbOrTx, recipientId: number, ids: number[] | "all", now: Date) {
  const which =
    ids === "all"
      ? sql``
      : sql`and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  await db.execute(sql`
    update notifications set read_at = ${now.toISOString()}::timestamptz
     where recipient_id = ${recipientId} and read_at is null ${which}`);
}

/**
 * Claims the right to push this notification: true once, then again only after `everyMs`
 * (a growing like group is pushed at most that often), whichever instance asks.
 */
export async function claimPush(db: DbOrTx, id: number, now: Date, everyMs: number): Promise<boolean> {
  const nowIso = now.toISOString();
  const rows = rowsOf(
    await db.execute(sql`
      update notifications set pushed_at = ${nowIso}::timestamptz
       where id = ${id}
         and (pushed_at is null or pushed_at <= ${nowIso}::timestamptz - ${`${everyMs} milliseconds`}::interval)
      returning id`),
  );
  return rows.length > 0;
}

export async function preferencesOf(db: DbOrTx, userId: number): Promise<Record<string, unknown> | undefined> {
  const rows = rowsOf(await db.execute(sql`select settings from notification_preferences where user_id = ${userId}`));
  const s = rows[0]?.settings;
  if (s === undefined) return undefined;
  return (typeof s === "string" ? JSON.parse(s) : s) as Record<string, unknown>;
}

export async function savePreferences(db: DbOrTx, userId: number, settings: object) {
  await db.execute(sql`
    insert into notification_preferences (user_id, settings, updated_at)
    values (${userId}, ${JSON.stringify(settings)}::jsonb, now())
    on conflict (user_id) do update set settings = excluded.settings, updated_at = now()`);
}
