import { and, desc, eq, gt, inArray, lt, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { sessions } from "../../db/schema/users";

export async function insertSession(
  db: DbOrTx,
  row: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string | null; ip: string | null },
) {
  await db.insert(sessions).values(row);
}

export async function findLiveSession(db: DbOrTx, tokenHash: string, idleSince: Date) {
  const now = new Date();
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .limit(1);
  return row;
}

/** Which of `ids` are live sessions (not expired, not idle since `idleSince`). */
export async function liveSessionIdsAmong(db: DbOrTx, ids: number[], idleSince: Date): Promise<number[]> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, new Date()), gt(sessions.lastSeenAt, idleSince)));
  return rows.map((r) => r.id);
}

export async function touchSession(db: DbOrTx, id: number, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function findSessionByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function deleteSessionsByIds(db: DbOrTx, userId: number, ids: number[]) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), inArray(sessions.id, ids)));
}

export async function deleteSessionsOfUser(db: DbOrTx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx, idleSince: Date) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleSince)));
}

export async function sessionIdsOf(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((r) => r.id);
}

/** Live sessions of a user, newest first; `limit + 1` rows so the caller knows about a next page. */
export async function listSessionsOf(db: DbOrTx, userId: number, beforeId: number | undefined, limit: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, new Date()),
        beforeId !== undefined ? lt(sessions.id, beforeId) : undefined,
      ),
    )
    .orderBy(desc(sessions.id))
    .limit(limit + 1);
}
