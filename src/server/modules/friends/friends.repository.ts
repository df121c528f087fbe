import { and, asc, desc, eq, inArray, ne, not, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { foldedContains } from "../../db/search-fold";
import { friendships } from "../../db/schema/social";
import { users } from "../../db/schema/users";
import { blockedEitherWay } from "../../lib/safety";

export type FriendshipRow = typeof friendships.$inferSelect;

const friendColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  location: users.location,
  avatar: users.avatar,
};

/** The one row of a pair, whichever of the two asked (the pair index guarantees at most one). */
export async function findPair(db: DbOrTx, a: number, b: number, lock = false): Promise<FriendshipRow | undefined> {
  const q = db
    .select()
    .from(friendships)
    .where(
      sql`least(${friendships.requesterId}, ${friendships.addresseeId}) = ${Math.min(a, b)}
        and greatest(${friendships.requesterId}, ${friendships.addresseeId}) = ${Math.max(a, b)}`,
    )
    .limit(1);
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function insertRequest(db: DbOrTx, requesterId: number, addresseeId: number) {
  const [row] = await db.insert(friendships).values({ requesterId, addresseeId }).returning();
  return row!;
}

export async function renewRequest(db: DbOrTx, id: number, requesterId: number, addresseeId: number) {
  await db
    .update(friendships)
    .set({ requesterId, addresseeId, status: "pending", createdAt: new Date(), respondedAt: null })
    .where(eq(friendships.id, id));
}

/** Answers a pending request from `requesterId` to `addresseeId`; false when there is none. */
export async function respondToRequest(
  db: DbOrTx,
  requesterId: number,
  addresseeId: number,
  status: "accepted" | "declined",
): Promise<boolean> {
  const rows = await db
    .update(friendships)
    .set({ status, respondedAt: new Date() })
    .where(
      and(
        eq(friendships.requesterId, requesterId),
        eq(friendships.addresseeId, addresseeId),
        eq(friendships.status, "pending"),
      ),
    )
    .returning({ id: friendships.id });
  return rows.length > 0;
}

export async function deleteFriendship(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const rows = await db
    .delete(friendships)
    .where(
      and(
        eq(friendships.status, "accepted"),
        or(
          and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
          and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
        ),
      ),
    )
    .returning({ id: friendships.id });
  return rows.length > 0;
}

/** Removes the pair's row whatever its state (friends, pending or declined); false when none. */
export async function deletePair(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const rows = await db
    .delete(friendships)
    .where(
      or(
        and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
        and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
      ),
    )
    .returning({ id: friendships.id });
  return rows.length > 0;
}

const otherSide = (userId: number) =>
  sql`case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end`;

export async function listFriends(db: DbOrTx, userId: number, limit: number) {
  return db
    .select(friendColumns)
    .from(friendships)
    .innerJoin(users, eq(users.id, otherSide(userId)))
    .where(
      and(
        eq(friendships.status, "accepted"),
        or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

export async function countFriends(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(friendships)
    .where(
      and(
        eq(friendships.status, "accepted"),
        or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Pending requests addressed to `userId`, newest first, with the requester. */
export async function listIncomingRequests(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ requestId: friendships.id, createdAt: friendships.createdAt, ...friendColumns })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.requesterId))
    .where(and(eq(friendships.addresseeId, userId), eq(friendships.status, "pending")))
    .orderBy(desc(friendships.createdAt), desc(friendships.id))
    .limit(limit);
}

/**
 * Case-insensitive "contains" on "first last username" (trigram index), never the searcher nor
 * anyone blocked either way.
 */
export async function searchUsers(db: DbOrTx, searcherId: number, query: string, limit: number) {
  // Case and accents aside ("jose" finds "José"); the index users_search_fold_trgm serves it.
  const haystack = sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.username}::text`;
  return db
    .select(friendColumns)
    .from(users)
    .where(and(ne(users.id, searcherId), foldedContains(haystack, query), not(blockedEitherWay(searcherId, users.id))))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(limit);
}

/** Every friendship row between `userId` and any of `others`. */
export async function pairsWith(db: DbOrTx, userId: number, others: number[]): Promise<FriendshipRow[]> {
  if (others.length === 0) return [];
  return db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.requesterId, userId), inArray(friendships.addresseeId, others)),
        and(eq(friendships.addresseeId, userId), inArray(friendships.requesterId, others)),
      ),
    );
}
