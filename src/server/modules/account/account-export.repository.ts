import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

// The data export reads every table that holds the user's rows, read-only, in one place: the
// file is a snapshot of all features, and one list is easier to keep complete (the export test
// checks every section). Writes stay with the features that own the tables.

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** One section: at most `limit` rows (the caller asks for one more to see that it was cut). */
export type SectionQuery = (userId: number, limit: number) => SQL;

export const SECTIONS = {
  favouriteTeams: (u, n) => sql`
    select t.id, t.name, t.league, f.position from user_favorite_teams f join teams t on t.id = f.team_id
     where f.user_id = ${u} order by f.position, t.id limit ${n}`,
  posts: (u, n) => sql`
    select id, content, sport, team_id as "teamId", media_key as "mediaKey", like_count as "likeCount",
           comment_count as "commentCount", created_at as "createdAt", edited_at as "editedAt",
           removed_at as "removedAt"
      from posts where user_id = ${u} order by created_at desc, id desc limit ${n}`,
  comments: (u, n) => sql`
    select id, post_id as "postId", content, created_at as "createdAt", edited_at as "editedAt",
           removed_at as "removedAt"
      from post_comments where user_id = ${u} order by created_at desc, id desc limit ${n}`,
  likes: (u, n) => sql`
    select post_id as "postId", created_at as "createdAt" from post_likes
     where user_id = ${u} order by created_at desc, post_id desc limit ${n}`,
  friends: (u, n) => sql`
    select o.id as "userId", o.username, f.status,
           case when f.requester_id = ${u} then 'sent' else 'received' end as direction,
           f.created_at as "createdAt", f.responded_at as "respondedAt"
      from friendships f join users o on o.id = case when f.requester_id = ${u} then f.addressee_id else f.requester_id end
     where ${u} in (f.requester_id, f.addressee_id) order by f.id desc limit ${n}`,
  memberships: (u, n) => sql`
    select c.id as "communityId", c.name, m.status, c.creator_id = ${u} as "isCreator", m.created_at as "createdAt"
      from community_members m join communities c on c.id = m.community_id
     where m.user_id = ${u} order by m.created_at desc, m.id desc limit ${n}`,
  eventsCreated: (u, n) => sql`
    select id, title, description, sport, location, event_date as "eventDate", max_attendees as "maxAttendees",
           community_id as "communityId", is_public as "isPublic", game_id as "gameId", created_at as "createdAt",
           edited_at as "editedAt"
      from events where creator_id = ${u} order by event_date desc, id desc limit ${n}`,
  rsvps: (u, n) => sql`
    select e.id as "eventId", e.title, e.event_date as "eventDate", r.status, r.created_at as "createdAt",
           r.updated_at as "updatedAt"
      from event_rsvps r join events e on e.id = r.event_id
     where r.user_id = ${u} order by e.event_date desc, e.id desc limit ${n}`,
  notifications: (u, n) => sql`
    select id, type, subject_kind as "subjectKind", subject_id as "subjectId", data, actor_count as "actorCount",
           in_app as "inApp", created_at as "createdAt", read_at as "readAt"
      from notifications where recipient_id = ${u} order by created_at desc, id desc limit ${n}`,
  blocks: (u, n) => sql`
    select o.id as "userId", o.username, b.created_at as "createdAt"
      from user_blocks b join users o on o.id = b.blocked_id
     where b.blocker_id = ${u} order by b.created_at desc, o.id desc limit ${n}`,
  mutes: (u, n) => sql`
    select o.id as "userId", o.username, m.created_at as "createdAt"
      from user_mutes m join users o on o.id = m.muted_id
     where m.muter_id = ${u} order by m.created_at desc, o.id desc limit ${n}`,
  predictions: (u, n) => sql`
    select game_id as "gameId", winner, home_score as "homeScore", away_score as "awayScore", points, exact,
           created_at as "createdAt", updated_at as "updatedAt"
      from game_predictions where user_id = ${u} order by created_at desc, game_id desc limit ${n}`,
  gameComments: (u, n) => sql`
    select id, game_id as "gameId", content, created_at as "createdAt"
      from game_comments where user_id = ${u} order by created_at desc, id desc limit ${n}`,
  // Alerts (issue #37): the sets the fan gave teams and games.
  teamAlerts: (u, n) => sql`
    select team_id as "teamId", kinds from team_alerts where user_id = ${u} order by team_id limit ${n}`,
  gameAlerts: (u, n) => sql`
    select game_id as "gameId", kinds, created_at as "createdAt"
      from game_alerts where user_id = ${u} order by created_at desc, game_id limit ${n}`,
  playerAlerts: (u, n) => sql`
    select player_id as "playerId", name, team_id as "teamId", created_at as "createdAt"
      from player_alerts where user_id = ${u} order by created_at desc, player_id limit ${n}`,
  sessions: (u, n) => sql`
    select user_agent as "userAgent", created_at as "createdAt", last_seen_at as "lastSeenAt"
      from sessions where user_id = ${u} order by id desc limit ${n}`,
} satisfies Record<string, SectionQuery>;
export type SectionName = keyof typeof SECTIONS;

export async function readSection(db: DbOrTx, query: SectionQuery, userId: number, limit: number): Promise<Row[]> {
  return rowsOf(await db.execute(query(userId, limit)));
}

export async function readSingles(db: DbOrTx, userId: number) {
  const [prefs] = rowsOf(
    await db.execute(sql`select settings from notification_preferences where user_id = ${userId}`),
  );
  const shield = rowsOf(
    await db.execute(sql`select team_id from spoiler_shields where user_id = ${userId} order by team_id`),
  );
  const [alerts] = rowsOf(
    await db.execute(sql`
      select quiet_start as "quietStart", quiet_end as "quietEnd", delay_seconds as "delaySeconds"
        from alert_settings where user_id = ${userId}`),
  );
  return {
    notificationPreferences: (prefs?.settings as object | undefined) ?? null,
    spoilerShieldTeamIds: shield.map((r) => Number(r.team_id)),
    alertSettings: alerts ?? null,
  };
}
