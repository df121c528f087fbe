import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userBlocks, userMutes } from "../../db/schema/safety";
import { users } from "../../db/schema/users";

export interface Keyset {
  t: string;
  id: number;
}

/** Inserts the block; false when it already existed. */
export async function insertBlock(db: DbOrTx, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .insert(userBlocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ id: userBlocks.blockedId });
  return rows.length > 0;
}

export async function deleteBlock(db: DbOrTx, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

export async function insertMute(db: DbOrTx, muterId: number, mutedId: number): Promise<void> {
  await db.insert(userMutes).values({ muterId, mutedId }).onConflictDoNothing();
}

export async function deleteMute(db: DbOrTx, muterId: number, mutedId: number): Promise<void> {
  await db.delete(userMutes).where(and(eq(userMutes.muterId, muterId), eq(userMutes.mutedId, mutedId)));
}

export async function isMuted(db: DbOrTx, muterId: number, mutedId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userMutes.mutedId })
    .from(userMutes)
    .where(and(eq(userMutes.muterId, muterId), eq(userMutes.mutedId, mutedId)))
    .limit(1);
  return rows.length > 0;
}

const person = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
};

/** The users `blockerId` blocked, latest first (keyset on created_at, id). */
export async function listBlocked(db: DbOrTx, blockerId: number, after: Keyset | undefined, limit: number) {
  return db
    .select({ ...person, since: userBlocks.createdAt, cursorT: sql<string>`${userBlocks.createdAt}::text` })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(
      and(
        eq(userBlocks.blockerId, blockerId),
        after ? sql`(${userBlocks.createdAt}, ${users.id}) < (${after.t}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(userBlocks.createdAt), desc(users.id))
    .limit(limit + 1);
}

export async function listMuted(db: DbOrTx, muterId: number, after: Keyset | undefined, limit: number) {
  return db
    .select({ ...person, since: userMutes.createdAt, cursorT: sql<string>`${userMutes.createdAt}::text` })
    .from(userMutes)
    .innerJoin(users, eq(users.id, userMutes.mutedId))
    .where(
      and(
        eq(userMutes.muterId, muterId),
        after ? sql`(${userMutes.createdAt}, ${users.id}) < (${after.t}::timestamptz, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(userMutes.createdAt), desc(users.id))
    .limit(limit + 1);
}

/** Every block the user made or received (the account export lists those they made). */
export async function blocksMadeBy(db: DbOrTx, userId: number) {
  return db
    .select({ userId: userBlocks.blockedId, since: userBlocks.createdAt })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, userId));
}

export async function mutesMadeBy(db: DbOrTx, userId: number) {
  return db
    .select({ userId: userMutes.mutedId, since: userMutes.createdAt })
    .from(userMutes)
    .where(eq(userMutes.muterId, userId));
}
