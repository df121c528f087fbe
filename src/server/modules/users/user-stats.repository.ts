import type { Database } from "../../db/client";

/**
 * Profile stats. Communities and RSVPs belong to the communities/events feature; their tables
 * are read here with SQL (a read-only count) and treated as empty when that feature's
 * migration is not applied in this database.
 */
export async function userStats(database: Database, userId: number) {
  const [present] = await database.query<{ members: string | null; rsvps: string | null }>(
    "select to_regclass('public.community_members')::text as members, to_regclass('public.event_rsvps')::text as rsvps",
  );
  const parts = [
    "(select count(*) from user_favorite_teams where user_id = $1)::int as favorite_teams",
    "(select count(*) from posts where user_id = $1)::int as posts",
    "(select count(*) from friendships where status = 'accepted' and (requester_id = $1 or addressee_id = $1))::int as friends",
    present?.members
      ? "(select count(*) from community_members where user_id = $1 and status = 'member')::int as communities"
      : "0 as communities",
    present?.rsvps
      ? "(select count(*) from event_rsvps where user_id = $1 and status = 'going')::int as events_attended"
      : "0 as events_attended",
  ];
  const [row] = await database.query<{
    favorite_teams: number;
    posts: number;
    friends: number;
    communities: number;
    events_attended: number;
  }>(`select ${parts.join(", ")}`, [userId]);
  return {
    communities: Number(row?.communities ?? 0),
    eventsAttended: Number(row?.events_attended ?? 0),
    favoriteTeams: Number(row?.favorite_teams ?? 0),
    posts: Number(row?.posts ?? 0),
    friends: Number(row?.friends ?? 0),
  };
}
