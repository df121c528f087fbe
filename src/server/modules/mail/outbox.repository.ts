import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof mailOutbox.$inferInsert,
  | "kind"
  | "userId"
  | "recipient"
  | "locale"
  | "subject"
  | "textBody"
  | "htmlBody"
  | "headers"
  | "dedupeKey"
  | "messageId"
>;

/** Stores a mail in the caller's transaction. A repeated `dedupeKey` stores nothing: false. */
export async function insertMail(db: DbOrTx, row: NewOutboxRow): Promise<boolean> {
  const inserted = await db
    .insert(mailOutbox)
    .values(row)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return inserted.length > 0;
}

/** Which of `keys` are stored already (a sweep skips the causes it has mailed for). */
export async function storedDedupeKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: mailOutbox.dedupeKey })
    .from(mailOutbox)
    .where(inArray(mailOutbox.dedupeKey, keys));
  return new Set(rows.map((r) => r.key!));
}

/**
 * Claims up to `limit` due mails for `leaseMs`: one statement, rows another instance holds are
 * skipped (SKIP LOCKED), so each mail is claimed by one instance. A claim that outlives its
 * lease (the instance died mid-send) is due again.
 */
export async function claimDue(db: DbOrTx, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const until = new Date(now.getTime() + leaseMs);
  const ids = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        sql`${mailOutbox.nextAttemptAt} <= ${now}`,
        sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${now})`,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: until, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, ids))
    .returning();
  // RETURNING follows no order: mails go out in the order they were stored (a resent link after the one before).
  return claimed.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id);
}

/** Delivered: the bodies (single-use links) are erased. Only the claim's holder may finish it. */
export async function markSent(db: DbOrTx, id: number, lockedUntil: Date, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", finishedAt: now, lockedUntil: null, textBody: null, htmlBody: null, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.lockedUntil, lockedUntil)));
}

export async function markRetry(db: DbOrTx, id: number, lockedUntil: Date, at: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: at, lockedUntil: null, lastError: error })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.lockedUntil, lockedUntil)));
}

export async function markFailed(db: DbOrTx, id: number, lockedUntil: Date, now: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "failed", finishedAt: now, lockedUntil: null, lastError: error, textBody: null, htmlBody: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.lockedUntil, lockedUntil)));
}

/** Finished mails are kept a while for operators, then deleted; pending ones never are. */
export async function purgeFinished(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(mailOutbox).where(and(ne(mailOutbox.status, "pending"), lt(mailOutbox.finishedAt, before)));
}

/** The earliest instant a pending mail is due (null: none pending), so the worker sleeps until then. */
export async function nextDueAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<
        Date | string | null
      >`min(greatest(${mailOutbox.nextAttemptAt}, coalesce(${mailOutbox.lockedUntil}, ${mailOutbox.nextAttemptAt})))`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  return row?.at ? new Date(row.at) : null;
}
