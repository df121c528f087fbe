import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { relationTo } from "../blocks/blocks.service";
import { countFriends, statusBetween } from "../friends/friends.service";
import { countPostsOf } from "../posts/posts.service";
import { USER_NOT_FOUND_MESSAGE, favoriteTeamBadges, findUserRow } from "../users/users.service";
import { presentUserProfile } from "./profiles.presenter";

/**
 * Another user's public profile. It gathers counts from the users, friends, posts and blocks
 * modules, so it is a module of its own that nothing imports: each of those stays free to use the
 * users module without a two-way tie.
 */
export async function getProfile(db: Db, viewerId: number, userId: number) {
  const row = await findUserRow(db, userId);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  const [teams, postCount, friendCount, friendStatus, relation] = await Promise.all([
    favoriteTeamBadges(db, userId),
    countPostsOf(db, userId),
    countFriends(db, userId),
    statusBetween(db, viewerId, userId),
    relationTo(db, viewerId, userId),
  ]);
  return presentUserProfile(row, { teams, postCount, friendCount, friendStatus, ...relation });
}
