import { and, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { communities, communityMembers } from "../../db/schema/communities";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";
import type { MembershipStatus } from "@shared/schemas/communities";
import { containsPattern } from "../../db/like-pattern";
import { foldedContains, foldedStartsWith } from "../../db/search-fold";

export type CommunityRow = typeof communities.$inferSelect;
export type CommunityWithMembership = CommunityRow & { membership: MembershipStatus | null };

/** The community columns plus the viewer's membership (one left join on the primary key). */
function selectWithMembership(db: DbOrTx, viewerId: number) {
  return db
    .select({ c: communities, membership: communityMembers.status })
    .from(communities)
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, viewerId)),
    );
}
const flatten = (r: { c: CommunityRow; membership: MembershipStatus | null }): CommunityWithMembership => ({
  ...r.c,
  membership: r.membership,
});

export async function findCommunity(db: DbOrTx, id: number, viewerId: number) {
  const [row] = await selectWithMembership(db, viewerId).where(eq(communities.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

/** Locks the community row for the rest of the transaction (membership changes of one community serialize). */
export async function lockCommunity(tx: DbOrTx, id: number): Promise<CommunityRow | undefined> {
  const [row] = await tx.select().from(communities).where(eq(communities.id, id)).for("update").limit(1);
  return row;
}

export interface CommunityListFilter {
  viewerId: number;
  search?: string;
  sport?: string;
  /** Keyset: only ids below this one (newest first). */
  beforeId?: number;
  limit: number;
}

/** Discover list: newest first; name contains `search` (trigram index), sport equals `sport`. */
export async function listCommunities(db: DbOrTx, f: CommunityListFilter) {
  const where: SQL[] = [];
  if (f.search) where.push(sql`lower(${communities.name}) like ${containsPattern(f.search)}`);
  if (f.sport) where.push(eq(communities.sport, f.sport));
  if (f.beforeId !== undefined) where.push(lt(communities.id, f.beforeId));
  const rows = await selectWithMembership(db, f.viewerId)
    .where(and(...where))
    .orderBy(desc(communities.id))
    .limit(f.limit);
  return rows.map(flatten);
}

/**
 * THE rule of the lists that find communities for a viewer (search, a team's page): a private
 * community is listed only to its members; a pending request is not membership. Anyone else
 * must not learn that it exists, so it is left out of the rows rather than shown without its
 * details (docs/decisions/0972-private-communities-listed-to-members.md).
 */
export function listedTo(viewerId: number): SQL {
  return sql`(not ${communities.isPrivate} or exists (select 1 from ${communityMembers} lm
    where lm.community_id = ${communities.id} and lm.user_id = ${viewerId} and lm.status = 'member'))`;
}

/**
 * Search: names containing `query` (case and accents aside), those starting with it first, then
 * the biggest; private ones only for their members (`listedTo`).
 */
export async function searchCommunities(db: DbOrTx, viewerId: number, query: string, limit: number) {
  const rows = await selectWithMembership(db, viewerId)
    .where(and(foldedContains(communities.name, query), listedTo(viewerId)))
    .orderBy(
      sql`${foldedStartsWith(communities.name, query)} desc`,
      desc(communities.memberCount),
      desc(communities.id),
    )
    .limit(limit);
  return rows.map(flatten);
}

/** Communities `userId` is a member of (not pending requests), newest community first. */
export async function listUserCommunities(
  db: DbOrTx,
  f: { userId: number; viewerId: number; beforeId?: number; limit: number },
) {
  // A private community is listed only to its members (as its member list is): someone else's
  // profile must not reveal that they belong to it.
  const visible =
    f.viewerId === f.userId
      ? undefined
      : sql`(not exists (select 1 from ${communities} pc where pc.id = ${communityMembers.communityId} and pc.is_private)
          or exists (select 1 from ${communityMembers} v where v.community_id = ${communityMembers.communityId}
            and v.user_id = ${f.viewerId} and v.status = 'member'))`;
  const mine = db
    .select({ communityId: communityMembers.communityId })
    .from(communityMembers)
    .where(
      and(
        eq(communityMembers.userId, f.userId),
        eq(communityMembers.status, "member"),
        f.beforeId !== undefined ? lt(communityMembers.communityId, f.beforeId) : undefined,
        visible,
      ),
    )
    .orderBy(desc(communityMembers.communityId))
    .limit(f.limit)
    .as("mine");
  const rows = await db
    .select({ c: communities, membership: communityMembers.status })
    .from(mine)
    .innerJoin(communities, eq(communities.id, mine.communityId))
    .leftJoin(
      communityMembers,
      and(eq(communityMembers.communityId, communities.id), eq(communityMembers.userId, f.viewerId)),
    )
    .orderBy(desc(communities.id));
  return rows.map(flatten);
}

export async function insertCommunity(tx: DbOrTx, values: typeof communities.$inferInsert): Promise<CommunityRow> {
  const [row] = await tx.insert(communities).values(values).returning();
  return row!;
}

/** Adds a membership row unless one exists; true when this call added it. */
export async function addMembership(tx: DbOrTx, communityId: number, userId: number, status: MembershipStatus) {
  const rows = await tx
    .insert(communityMembers)
    .values({ communityId, userId, status })
    .onConflictDoNothing()
    .returning({ id: communityMembers.id });
  return rows.length > 0;
}

export async function membershipOf(db: DbOrTx, communityId: number, userId: number): Promise<MembershipStatus | null> {
  const [row] = await db
    .select({ status: communityMembers.status })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
    .limit(1);
  return row?.status ?? null;
}

/** Removes the membership or request; returns what it was (null when there was none). */
export async function removeMembership(tx: DbOrTx, communityId: number, userId: number) {
  const [row] = await tx
    .delete(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.userId, userId)))
    .returning({ status: communityMembers.status });
  return row?.status ?? null;
}

/** Turns a pending request into a membership; true when there was a request to approve. */
export async function approveRequest(tx: DbOrTx, communityId: number, userId: number) {
  const rows = await tx
    .update(communityMembers)
    .set({ status: "member", createdAt: new Date() })
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.userId, userId),
        eq(communityMembers.status, "pending"),
      ),
    )
    .returning({ id: communityMembers.id });
  return rows.length > 0;
}

export async function declineRequest(tx: DbOrTx, communityId: number, userId: number) {
  const rows = await tx
    .delete(communityMembers)
    .where(
      and(
        eq(communityMembers.communityId, communityId),
        eq(communityMembers.userId, userId),
        eq(communityMembers.status, "pending"),
      ),
    )
    .returning({ id: communityMembers.id });
  return rows.length > 0;
}

/** `member_count = member_count + delta` in the caller's transaction; returns the updated row. */
export async function bumpMemberCount(tx: DbOrTx, communityId: number, delta: 1 | -1): Promise<CommunityRow> {
  const [row] = await tx
    .update(communities)
    .set({ memberCount: sql`${communities.memberCount} + ${delta}` })
    .where(eq(communities.id, communityId))
    .returning();
  return row!;
}

/** Members or pending requests of one community in join/request order (keyset on the row id). */
export async function listMembershipRows(
  db: DbOrTx,
  f: { communityId: number; status: MembershipStatus; afterId?: number; limit: number },
) {
  return db
    .select({
      rowId: communityMembers.id,
      since: communityMembers.createdAt,
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(communityMembers)
    .innerJoin(users, eq(users.id, communityMembers.userId))
    .where(
      and(
        eq(communityMembers.communityId, f.communityId),
        eq(communityMembers.status, f.status),
        f.afterId !== undefined ? sql`${communityMembers.id} > ${f.afterId}` : undefined,
      ),
    )
    .orderBy(communityMembers.id)
    .limit(f.limit);
}

export async function countPendingRequests(db: DbOrTx, communityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(communityMembers)
    .where(and(eq(communityMembers.communityId, communityId), eq(communityMembers.status, "pending")));
  return row?.n ?? 0;
}

export async function findPerson(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function teamExists(db: DbOrTx, teamId: number): Promise<boolean> {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return rows.length > 0;
}

/**
 * A team's communities as `viewerId` may find them (`listedTo`: private ones for their members
 * only), the largest first, with the viewer's membership (the catalogue's team id is indexed).
 */
export async function teamCommunities(
  db: DbOrTx,
  viewerId: number,
  teamId: number,
  limit: number,
): Promise<CommunityWithMembership[]> {
  const rows = await selectWithMembership(db, viewerId)
    .where(and(eq(communities.teamId, teamId), listedTo(viewerId)))
    .orderBy(desc(communities.memberCount), desc(communities.id))
    .limit(limit);
  return rows.map(flatten);
}
