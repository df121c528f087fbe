import { and, eq, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { userBlocks } from "../../db/schema/safety";
import { forbidden } from "../errors";

// The check features run before contact between two users (friend requests, comments, likes).
// The blocks module writes blocks; this neutral home is where every feature reads them, so the
// blocks module can itself use the friends module (a block ends a friendship) without a cycle.

export const BLOCKED_MESSAGE = "You cannot interact with this user";

export async function isBlockedEitherWay(db: DbOrTx, a: number, b: number): Promise<boolean> {
  if (a === b) return false;
  const { aBlockedB, bBlockedA } = await blockBetween(db, a, b);
  return aBlockedB || bBlockedA;
}

/** 403 when either user blocked the other. */
export async function assertNotBlocked(db: DbOrTx, a: number, b: number): Promise<void> {
  if (await isBlockedEitherWay(db, a, b)) throw forbidden(BLOCKED_MESSAGE);
}

/** Both directions: a → b and b → a. */
export async function blockBetween(
  db: DbOrTx,
  a: number,
  b: number,
): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    );
  return { aBlockedB: rows.some((r) => r.blockerId === a), bBlockedA: rows.some((r) => r.blockerId === b) };
}
