import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/**
 * Everything that names the user (account deletion), inside the caller's transaction:
 * - a collapsed group the user was one of several actors of ("Sam and 2 others liked your post")
 *   keeps the others: the user leaves `actor_ids` (no foreign key can do it), the count drops and
 *   the latest remaining actor becomes the one shown;
 * - notifications to the user, by the user alone, or about the user or their posts are deleted.
 */
export async function forgetUser(tx: DbOrTx, userId: number, postIds: number[]) {
  await tx.execute(sql`
    update notifications
       set actor_ids = array_remove(actor_ids, ${userId}::int),
           actor_count = actor_count - 1,
           actor_id = (array_remove(actor_ids, ${userId}::int))[cardinality(actor_ids) - 1]
     where ${userId}::int = any(actor_ids) and cardinality(actor_ids) > 1 and recipient_id <> ${userId}`);
  const aboutPosts = postIds.length
    ? sql`or (subject_kind = 'post' and subject_id in (${sql.join(
        postIds.map((id) => sql`${String(id)}`),
        sql`, `,
      )}))`
    : sql``;
  await tx.execute(sql`
    delete from notifications
     where recipient_id = ${userId} or actor_id = ${userId} or ${userId}::int = any(actor_ids)
        or (subject_kind = 'user' and subject_id = ${String(userId)}) ${aboutPosts}`);
}
