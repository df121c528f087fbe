import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

export type LeaderboardScope = { kind: "users"; ids: number[] } | { kind: "community"; id: number };

export interface LeaderboardRow {
  rank: number;
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  points: number;
  predictions: number;
  exact: number;
}

/**
 * Points of everyone in the scope from predictions scored since `since`, best first. Equal
 * points and exact scores share a rank (1, 2, 2, 4). Offset pages: a ranking has no stable key.
 */
export async function leaderboard(
  db: DbOrTx,
  scope: LeaderboardScope,
  since: Date,
  offset: number,
  limit: number,
): Promise<LeaderboardRow[]> {
  let who: SQL;
  if (scope.kind === "users") {
    if (scope.ids.length === 0) return [];
    who = sql`p.user_id in (${sql.join(
      scope.ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  } else {
    who = sql`exists (select 1 from community_members m
      where m.community_id = ${scope.id} and m.user_id = p.user_id and m.status = 'member')`;
  }
  const result = await db.execute(sql`
    select rank() over (order by sum(p.points) desc, count(*) filter (where p.exact) desc)::int as rank,
           u.id, u.username, u.first_name, u.last_name, u.avatar,
           sum(p.points)::int as points, count(*)::int as predictions,
           (count(*) filter (where p.exact))::int as exact
      from game_predictions p
      join users u on u.id = p.user_id
     where p.scored_at is not null and p.scored_at >= ${since.toISOString()}::timestamptz and ${who}
     group by u.id
     order by points desc, exact desc, predictions asc, u.username asc, u.id asc
     offset ${offset} limit ${limit}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    rank: Number(r.rank),
    id: Number(r.id),
    username: String(r.username),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    avatar: r.avatar === null ? null : String(r.avatar),
    points: Number(r.points),
    predictions: Number(r.predictions),
    exact: Number(r.exact),
  }));
}
