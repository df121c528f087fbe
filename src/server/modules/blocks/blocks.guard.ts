import type { DbOrTx } from "../../db/client";
import { forbidden } from "../../lib/errors";
import { blockBetween } from "./blocks.repository";

// The check other features run before contact between two users (friend requests, comments,
// likes); kept apart from blocks.service so those features can use it without a cycle.

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
