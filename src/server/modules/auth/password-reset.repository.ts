import { and, desc, eq, gt, isNull, notInArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { passwordResets } from "../../db/schema/users";

export async function insertPasswordReset(db: DbOrTx, row: { tokenHash: string; userId: number; expiresAt: Date }) {
  await db.insert(passwordResets).values(row);
}

/** Marks a live token used and returns its user; null when unknown, used or expired. Single-use even under races. */
export async function consumePasswordReset(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Retires the user's open tokens but for the newest `keep` (a bounded number of live links). */
export async function retireAllButNewest(db: DbOrTx, userId: number, keep: number) {
  const newest = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.id))
    .limit(keep);
  if (newest.length < keep) return;
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        notInArray(
          passwordResets.id,
          newest.map((r) => r.id),
        ),
      ),
    );
}

/** After a successful reset every other link of that user is worthless. */
export async function retireOpenResets(db: DbOrTx, userId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
