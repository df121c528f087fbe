import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { emailTokens } from "../../db/schema/mail";

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];

export async function insertEmailToken(
  db: DbOrTx,
  row: { tokenHash: string; userId: number; purpose: EmailTokenPurpose; email: string; expiresAt: Date },
) {
  await db.insert(emailTokens).values(row);
}

/** The token of `tokenHash`, for `purpose`, neither used nor expired at `now`. */
const live = (tokenHash: string, purpose: EmailTokenPurpose, now: Date) =>
  and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );

/** Marks a live verification token used; answers its user and address, or null (unknown, used, expired). */
export async function consumeEmailToken(db: DbOrTx, tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(live(tokenHash, purpose, now))
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row ?? null;
}

/** A live token without using it up (links meant to work more than once: unsubscribing). */
export async function findLiveEmailToken(db: DbOrTx, tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
  const [row] = await db
    .select({ userId: emailTokens.userId, email: emailTokens.email })
    .from(emailTokens)
    .where(live(tokenHash, purpose, now))
    .limit(1);
  return row ?? null;
}

/** Retires the user's open tokens of `purpose` (a new address asked for voids the links to the last one). */
export async function retireEmailTokens(db: DbOrTx, userId: number, purpose: EmailTokenPurpose, now: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** Expired and used tokens older than `before` go (the hourly session purge calls this too). */
export async function purgeEmailTokens(db: DbOrTx, before: Date) {
  await db.delete(emailTokens).where(sql`coalesce(${emailTokens.usedAt}, ${emailTokens.expiresAt}) < ${before}`);
}
