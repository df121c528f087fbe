import { z } from "zod";
import { COMMUNITY_SCOPE, type Leaderboard, type LeaderboardQuery } from "@shared/schemas/games";
import type { Db } from "../../db/client";
import { encodeCursor } from "@shared/schemas/common";
import { readCursor } from "../../lib/cursor-page";
import { getCommunity } from "../communities/communities.service";
import { forbidden } from "../../lib/errors";
import { friendIdsOf } from "./games.service";
import { periodStart } from "./leaderboard-period";
import { leaderboard, type LeaderboardScope } from "./leaderboard.repository";

const offsetCursor = z.object({ o: z.number().int().min(0).max(1_000_000) });

/** Whose points a scope ranks: the viewer and their friends, or a community's members. */
async function scopeOf(db: Db, viewerId: number, scope: string): Promise<LeaderboardScope> {
  if (scope === "friends") return { kind: "users", ids: [viewerId, ...(await friendIdsOf(db, viewerId))] };
  const id = Number(scope.slice(COMMUNITY_SCOPE.length)); // within idSchema's bounds (the query schema)
  // 404 for a private community the viewer cannot see; its ranking is for its members only.
  const community = await getCommunity(db, viewerId, id);
  if (community.isPrivate && community.membership !== "member")
    throw forbidden("Only members can see this community's leaderboard");
  return { kind: "community", id };
}

export async function getLeaderboard(db: Db, viewerId: number, q: LeaderboardQuery, now: Date): Promise<Leaderboard> {
  const scope = await scopeOf(db, viewerId, q.scope);
  const since = periodStart(q.period, now);
  const offset = readCursor(q.cursor, offsetCursor)?.o ?? 0;
  const rows = await leaderboard(db, scope, since, offset, q.limit + 1);
  const more = rows.length > q.limit;
  const kept = more ? rows.slice(0, q.limit) : rows;
  return {
    scope: q.scope,
    period: q.period,
    since: since.toISOString(),
    items: kept.map((r) => ({
      rank: r.rank,
      user: { id: r.id, username: r.username, firstName: r.firstName, lastName: r.lastName, avatar: r.avatar },
      points: r.points,
      predictions: r.predictions,
      exact: r.exact,
    })),
    nextCursor: more ? encodeCursor({ o: offset + kept.length }) : null,
  };
}
