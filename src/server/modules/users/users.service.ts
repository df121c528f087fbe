import type { UpdateProfileInput } from "@shared/schemas/users";
import type { Database, Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { countFriends } from "../friends/friends.repository";
import { statusBetween } from "../friends/friends.service";
import { countPostsOf } from "../posts/posts.repository";
import { relationTo } from "../blocks/blocks.service";
import { presentUserProfile } from "./user-profile.presenter";
import { userStats } from "./user-stats.repository";
import { assertCanEditProfile } from "./users.policy";
import { presentUser } from "./users.presenter";
import * as repo from "./users.repository";

export const EMAIL_TAKEN_MESSAGE = "An account with this email already exists";
export const USER_NOT_FOUND_MESSAGE = "User not found";

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

export async function getStats(database: Database, userId: number) {
  if (!(await repo.findUserById(database.db, userId))) throw notFound(USER_NOT_FOUND_MESSAGE);
  return userStats(database, userId);
}

/** Changes only what was sent; answers the signed-in user's own shape (with email). */
export async function updateProfile(db: Db, actorId: number, userId: number, input: UpdateProfileInput) {
  assertCanEditProfile(actorId, userId, input.id);
  if (input.email) {
    const holder = await repo.findUserByEmail(db, input.email);
    if (holder && holder.id !== userId) throw conflict(EMAIL_TAKEN_MESSAGE);
  }
  if (input.favoriteTeams?.length) {
    const known = await repo.existingTeamIds(db, input.favoriteTeams);
    const unknown = input.favoriteTeams.filter((id) => !known.has(id));
    if (unknown.length)
      throw badRequest(`Unknown team: ${unknown.join(", ")}`, [{ path: "favoriteTeams", message: "Unknown team" }]);
  }
  try {
    return await db.transaction(async (tx) => {
      const fields = {
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(input.email !== undefined && { email: input.email.toLowerCase() }),
        ...(input.location !== undefined && { location: input.location }),
      };
      const row = await repo.updateUserFields(tx, userId, fields);
      if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
      if (input.favoriteTeams) await repo.replaceFavoriteTeams(tx, userId, input.favoriteTeams);
      return presentUser(row, await repo.favoriteTeamIds(tx, userId));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw err;
  }
}
