import type { Database } from "../../db/client";

/** Profile stats in one round trip: counts over the users, social and communities/events tables. */
export async function userStats(database: Database, userId: number) {
  const [row] = await database.query<{
    favorite_teams: number;
    posts: number;
    friends: number;
    communities: number;
    events_attended: number;
  }>(
    `select
       (select count(*) from user_favorite_teams where user_id = $1)::int as favorite_teams,
       (select count(*) from posts where user_id = $1)::int as posts,
       (select count(*) from friendships where status = 'accepted' and (requester_id = $1 or addressee_id = $1))::int as friends,
       (select count(*) from community_members where user_id = $1 and status = 'member')::int as communities,
       (select count(*) from event_rsvps where user_id = $1 and status = 'going')::int as events_attended`,
    [userId],
  );
  return {
    communities: Number(row?.communities ?? 0),
    eventsAttended: Number(row?.events_attended ?? 0),
    favoriteTeams: Number(row?.favorite_teams ?? 0),
    posts: Number(row?.posts ?? 0),
    friends: Number(row?.friends ?? 0),
  };
}
