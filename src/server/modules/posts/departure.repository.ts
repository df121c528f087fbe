import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

// Queries for a user leaving FanZone (account deletion); the caller holds the transaction.

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Deletes the user's likes and comments on every post, and moves the posts' counters by what
 * went (removed comments were not counted). The posts are locked in id order first, as a like
 * toggle locks its post, so the counters stay equal to the rows.
 */
export async function removeEngagementOf(tx: DbOrTx, userId: number) {
  await tx.execute(sql`
    select p.id from posts p
     where p.id in (select post_id from post_likes where user_id = ${userId}
                    union select post_id from post_comments where user_id = ${userId})
     order by p.id for update`);
  await tx.execute(sql`
    with gone as (delete from post_likes where user_id = ${userId} returning post_id)
    update posts p set like_count = p.like_count - 1 from gone where gone.post_id = p.id`);
  await tx.execute(sql`
    with gone as (delete from post_comments where user_id = ${userId} returning post_id, removed_at),
         counted as (select post_id, count(*)::int as n from gone where removed_at is null group by post_id)
    update posts p set comment_count = p.comment_count - counted.n from counted where counted.post_id = p.id`);
}

export async function postIdsOf(tx: DbOrTx, userId: number): Promise<number[]> {
  return rowsOf(await tx.execute(sql`select id from posts where user_id = ${userId}`)).map((r) => Number(r.id));
}

/** Deletes the user's posts (their likes and comments go with them). */
export async function deletePostsOf(tx: DbOrTx, userId: number) {
  await tx.execute(sql`delete from posts where user_id = ${userId}`);
}
