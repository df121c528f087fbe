import type { DbOrTx } from "../../db/client";
import * as repo from "./departure.repository";

/**
 * A user's posts, likes and comments go (account deletion), inside the caller's transaction; the
 * like and comment counts of other people's posts drop by exactly what the user had added.
 * Answers the ids the posts had (notifications about them go too). The images' rows and bytes
 * are the media service's to delete.
 */
export async function erasePostsOf(tx: DbOrTx, userId: number): Promise<number[]> {
  await repo.removeEngagementOf(tx, userId);
  const ids = await repo.postIdsOf(tx, userId);
  await repo.deletePostsOf(tx, userId);
  return ids;
}
