import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { teams } from "../../db/schema/teams";
import { userFavoriteTeams, users } from "../../db/schema/users";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

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

export async function insertUser(db: DbOrTx, values: NewUser): Promise<UserRow> {
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

/** Users with any of `teamIds` among their favourites, ordered by id, after `afterUserId`. */
export async function fansOfTeams(db: DbOrTx, teamIds: number[], afterUserId: number, limit: number) {
  if (teamIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: userFavoriteTeams.userId })
    .from(userFavoriteTeams)
    .where(and(inArray(userFavoriteTeams.teamId, teamIds), gt(userFavoriteTeams.userId, afterUserId)))
    .orderBy(asc(userFavoriteTeams.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

// ---- Profiles (users feature) ----

export async function updateUserFields(
  db: DbOrTx,
  userId: number,
  values: Partial<Pick<UserRow, "firstName" | "lastName" | "email" | "location" | "locale" | "timeZone">>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Replaces the favourite teams, keeping the given order as their position. */
export async function replaceFavoriteTeams(db: DbOrTx, userId: number, teamIds: number[]) {
  await db.delete(userFavoriteTeams).where(eq(userFavoriteTeams.userId, userId));
  if (teamIds.length)
    await db.insert(userFavoriteTeams).values(teamIds.map((teamId, position) => ({ userId, teamId, position })));
}

export async function existingTeamIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: teams.id }).from(teams).where(inArray(teams.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function favoriteTeamBadges(db: DbOrTx, userId: number) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      city: teams.city,
      sport: teams.sport,
      league: teams.league,
      abbreviation: teams.abbreviation,
    })
    .from(userFavoriteTeams)
    .innerJoin(teams, eq(teams.id, userFavoriteTeams.teamId))
    .where(eq(userFavoriteTeams.userId, userId))
    .orderBy(asc(userFavoriteTeams.position), asc(userFavoriteTeams.teamId));
}

/** Locks the account row (account deletion: a second deletion of the same account waits, then finds none). */
export async function lockUser(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for("update").limit(1);
  return row;
}

/** Deletes the account row; what still references it goes by its foreign keys (on delete cascade). */
export async function deleteUser(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/** The languages of `userIds` (null: never chose), for texts built for them rather than for the caller. */
export async function localesOf(db: DbOrTx, userIds: number[]): Promise<Map<number, UserRow["locale"]>> {
  const map = new Map<number, UserRow["locale"]>();
  if (userIds.length === 0) return map;
  const rows = await db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, userIds));
  for (const r of rows) map.set(r.id, r.locale);
  return map;
}

/** Adds a favourite team after the others; false when it already was one. */
export async function addFavoriteTeam(db: DbOrTx, userId: number, teamId: number): Promise<boolean> {
  const rows = await db
    .insert(userFavoriteTeams)
    .values({
      userId,
      teamId,
      position: sql`(select coalesce(max(position) + 1, 0) from user_favorite_teams where user_id = ${userId})`,
    })
    .onConflictDoNothing()
    .returning({ teamId: userFavoriteTeams.teamId });
  return rows.length > 0;
}

export async function removeFavoriteTeam(db: DbOrTx, userId: number, teamId: number): Promise<void> {
  await db
    .delete(userFavoriteTeams)
    .where(and(eq(userFavoriteTeams.userId, userId), eq(userFavoriteTeams.teamId, teamId)));
}

/** How many fans have the team among their favourites (the team's index). */
export async function teamFollowerCount(db: DbOrTx, teamId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userFavoriteTeams)
    .where(eq(userFavoriteTeams.teamId, teamId));
  return Number(row?.n ?? 0);
}

/** The account's current address is proved (a reset link sent to it was used). */
export async function markEmailProved(db: DbOrTx, userId: number) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/**
 * `address` is proved by its link: it becomes the account's address (a pending change takes
 * effect) and is marked verified. Undefined when the address is neither the account's nor the
 * one it asked for: a link to an address given up since proves nothing.
 */
export async function applyVerifiedEmail(db: DbOrTx, userId: number, address: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      email: address,
      emailVerifiedAt: new Date(),
      pendingEmail: sql`case when ${users.pendingEmail} = ${address} then null else ${users.pendingEmail} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), sql`(${users.email} = ${address} or ${users.pendingEmail} = ${address})`))
    .returning();
  return row;
}

/** A new address asked for (null: the request is withdrawn). */
export async function setPendingEmail(db: DbOrTx, userId: number, address: string | null) {
  await db.update(users).set({ pendingEmail: address, updatedAt: new Date() }).where(eq(users.id, userId));
}
