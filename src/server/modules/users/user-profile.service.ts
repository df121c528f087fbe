import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { countFriends, statusBetween } from "../friends/friends.service";
import { countPostsOf } from "../posts/posts.service";
import { relationTo } from "../blocks/blocks.service";
import { presentUserProfile } from "./user-profile.presenter";
import * as repo from "./users.repository";
import { USER_NOT_FOUND_MESSAGE } from "./users.service";

/**
 * Another user's public profile. It gathers counts from the friends and posts modules, so it
 * lives apart from users.service, which those modules call in turn (no import cycle).
 */
export async function getProfile(db: Db, viewerId: number, userId: number) {
  const row = await repo.findUserById(db, userId);
  if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
  const [teams, postCount, friendCount, friendStatus, relation] = await Promise.all([
    repo.favoriteTeamBadges(db, userId),
    countPostsOf(db, userId),
    countFriends(db, userId),
    statusBetween(db, viewerId, userId),
    relationTo(db, viewerId, userId),
  ]);
  return presentUserProfile(row, { teams, postCount, friendCount, friendStatus, ...relation });
}
