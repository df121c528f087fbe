import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

// Queries for a user leaving FanZone (account deletion); the caller holds the transaction.

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Deletes every membership and join request of the user; the member counts of the communities
 * they were a member of drop by one in the same statement (the rows locked in id order first).
 */
export async function removeMembershipsOf(tx: DbOrTx, userId: number) {
  await tx.execute(sql`
    select c.id from communities c
     where c.id in (select community_id from community_members where user_id = ${userId})
     order by c.id for update`);
  await tx.execute(sql`
    with gone as (delete from community_members where user_id = ${userId} returning community_id, status)
    update communities c set member_count = c.member_count - 1
      from gone where gone.community_id = c.id and gone.status = 'member'`);
}

export async function lockCommunitiesCreatedBy(tx: DbOrTx, userId: number) {
  const rows = rowsOf(
    await tx.execute(sql`select id, name from communities where creator_id = ${userId} order by id for update`),
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}

/** The member who joined first (the leaver's own membership is already gone). */
export async function longestStandingMember(tx: DbOrTx, communityId: number): Promise<number | null> {
  const [row] = rowsOf(
    await tx.execute(sql`
      select user_id from community_members where community_id = ${communityId} and status = 'member'
       order by created_at, id limit 1`),
  );
  return row ? Number(row.user_id) : null;
}

export async function setCreator(tx: DbOrTx, communityId: number, userId: number) {
  await tx.execute(sql`update communities set creator_id = ${userId} where id = ${communityId}`);
}

/** Deletes a community nobody else belongs to; its pending join requests go with it. */
export async function deleteCommunity(tx: DbOrTx, communityId: number) {
  await tx.execute(sql`delete from communities where id = ${communityId}`);
}
