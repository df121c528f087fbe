import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userFavoriteTeams, users } from "../../db/schema/users";

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Email is citext: the comparison ignores case. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updatePasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function favoriteTeamIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ teamId: userFavoriteTeams.teamId })
    .from(userFavoriteTeams)
    .where(eq(userFavoriteTeams.userId, userId))
    .orderBy(asc(userFavoriteTeams.position), asc(userFavoriteTeams.teamId));
  return rows.map((r) => r.teamId);
}

/** Favourite team ids of many users in one query (for lists). */
export async function favoriteTeamIdsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select()
    .from(userFavoriteTeams)
    .where(inArray(userFavoriteTeams.userId, userIds))
    .orderBy(asc(userFavoriteTeams.position), asc(userFavoriteTeams.teamId));
  for (const r of rows) map.get(r.userId)?.push(r.teamId);
  return map;
}
