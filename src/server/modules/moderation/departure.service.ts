import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/**
 * Account deletion, inside its transaction: the reports the user filed go (their details are the
 * user's own words). Reports about the user go by their foreign key (subject_user_id cascades);
 * audit rows stay as the record of what moderators did, with the user's id cleared by their
 * foreign keys (admin_id, target_user_id: on delete set null).
 */
export async function forgetReporter(tx: DbOrTx, userId: number) {
  await tx.execute(sql`delete from reports where reporter_id = ${userId}`);
}
