import type { SpoilerShield } from "@shared/schemas/notifications";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { favoriteTeamsOf } from "../users/users.service";
import * as repo from "./spoilers.repository";

export const NOT_FAVOURITE_MESSAGE = "Only favourite teams can hide their scores";

/**
 * The spoiler shield: favourite teams whose scores stay hidden until revealed. Only current
 * favourites count (a team dropped from the favourites is no longer shielded).
 */
export class SpoilerService {
  constructor(private readonly db: Db) {}

  async shieldedTeamIds(userId: number): Promise<Set<number>> {
    // Most fans shield nothing: one read then (every game page asks, issue #35).
    const stored = await repo.shieldedTeamIds(this.db, userId);
    if (!stored.length) return new Set();
    const fav = new Set(await favoriteTeamsOf(this.db, userId));
    return new Set(stored.filter((id) => fav.has(id)));
  }

  async get(userId: number): Promise<SpoilerShield> {
    return { teamIds: [...(await this.shieldedTeamIds(userId))].sort((a, b) => a - b) };
  }

  async set(userId: number, teamIds: number[]): Promise<SpoilerShield> {
    const unique = [...new Set(teamIds)];
    const fav = new Set(await favoriteTeamsOf(this.db, userId));
    if (unique.some((id) => !fav.has(id)))
      throw badRequest(NOT_FAVOURITE_MESSAGE, [{ path: "teamIds", message: NOT_FAVOURITE_MESSAGE }]);
    await this.db.transaction((tx) => repo.replaceShield(tx, userId, unique));
    return this.get(userId);
  }
}
