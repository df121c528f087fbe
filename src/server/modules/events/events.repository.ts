import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { communities, communityMembers } from "../../db/schema/communities";
import { eventRsvps, events } from "../../db/schema/events";
import { users } from "../../db/schema/users";
import type { MembershipStatus } from "@shared/schemas/communities";
import type { MyRsvp } from "@shared/schemas/events";
import { containsPattern } from "../../db/like-pattern";
import { foldedContains } from "../../db/search-fold";

export type EventRow = typeof events.$inferSelect;
export type EventView = EventRow & { myRsvp: MyRsvp | null; communityName: string | null };
export type When = "upcoming" | "past" | "all";
export interface EventCursor {
  d: string;
  id: number;
}

/**
 * Who may see an event. An event of a private community: its members only (its attendee list
 * would otherwise reveal the member list). Any other event: everyone when it is public;
 * otherwise its creator, anyone with an RSVP, and the members of its community. Each branch is
 * a primary-key lookup.
 */
export function visibleTo(viewerId: number): SQL {
  const member = sql`exists (
      select 1 from ${communityMembers} m
      where m.community_id = ${events.communityId} and m.user_id = ${viewerId} and m.status = 'member')`;
  const inPrivateCommunity = sql`exists (
      select 1 from ${communities} pc where pc.id = ${events.communityId} and pc.is_private)`;
  return sql`(case when ${events.communityId} is not null and ${inPrivateCommunity} then ${member}
    else (${events.isPublic}
      or ${events.creatorId} = ${viewerId}
      or exists (select 1 from ${eventRsvps} r where r.event_id = ${events.id} and r.user_id = ${viewerId})
      or (${events.communityId} is not null and ${member})) end)`;
}

function selectView(db: DbOrTx, viewerId: number) {
  return db
    .select({ e: events, myRsvp: eventRsvps.status, communityName: communities.name })
    .from(events)
    .leftJoin(eventRsvps, and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, viewerId)))
    .leftJoin(communities, eq(communities.id, events.communityId));
}
const flatten = (r: { e: EventRow; myRsvp: MyRsvp | null; communityName: string | null }): EventView => ({
  ...r.e,
  myRsvp: r.myRsvp,
  communityName: r.communityName,
});

/** Keyset order: upcoming soonest first; past and all latest first. */
function timeWindow(when: When, now: Date, after: EventCursor | undefined): { where: SQL[]; order: SQL[] } {
  const where: SQL[] = [];
  const nowIso = now.toISOString();
  if (when === "upcoming") where.push(sql`${events.eventDate} > ${nowIso}::timestamptz`);
  if (when === "past") where.push(sql`${events.eventDate} <= ${nowIso}::timestamptz`);
  const ascending = when === "upcoming";
  if (after)
    where.push(
      ascending
        ? sql`(${events.eventDate}, ${events.id}) > (${after.d}::timestamptz, ${after.id})`
        : sql`(${events.eventDate}, ${events.id}) < (${after.d}::timestamptz, ${after.id})`,
    );
  const order = ascending ? [asc(events.eventDate), asc(events.id)] : [desc(events.eventDate), desc(events.id)];
  return { where, order };
}

export interface EventListFilter {
  viewerId: number;
  now: Date;
  when: When;
  search?: string;
  sport?: string;
  communityId?: number;
  after?: EventCursor;
  limit: number;
}

export async function listEvents(db: DbOrTx, f: EventListFilter): Promise<EventView[]> {
  const { where, order } = timeWindow(f.when, f.now, f.after);
  if (f.search) where.push(sql`lower(${events.title}) like ${containsPattern(f.search)}`);
  if (f.sport) where.push(eq(events.sport, f.sport));
  if (f.communityId !== undefined) where.push(eq(events.communityId, f.communityId));
  where.push(visibleTo(f.viewerId));
  const rows = await selectView(db, f.viewerId)
    .where(and(...where))
    .orderBy(...order)
    .limit(f.limit);
  return rows.map(flatten);
}

/** An upcoming event with what deciding its visibility for any viewer needs (the read caches). */
export type UpcomingRow = EventRow & { communityName: string | null; communityPrivate: boolean };

/**
 * Everyone's events after `now` (of one sport, or watch parties of `gameIds`), soonest first,
 * `limit + 1` rows, whoever may see them: what the events and team-page read caches hold; each
 * viewer's list is filtered from it in memory (`seenBy`, as `visibleTo` filters in SQL).
 */
export async function upcomingEvents(
  db: DbOrTx,
  f: { now: Date; sport?: string; gameIds?: string[]; limit: number },
): Promise<UpcomingRow[]> {
  if (f.gameIds?.length === 0) return [];
  const { where, order } = timeWindow("upcoming", f.now, undefined);
  if (f.sport) where.push(eq(events.sport, f.sport));
  if (f.gameIds) where.push(inArray(events.gameId, f.gameIds));
  const rows = await db
    .select({ e: events, communityName: communities.name, communityPrivate: communities.isPrivate })
    .from(events)
    .leftJoin(communities, eq(communities.id, events.communityId))
    .where(and(...where))
    .orderBy(...order)
    .limit(f.limit + 1);
  return rows.map((r) => ({ ...r.e, communityName: r.communityName, communityPrivate: r.communityPrivate === true }));
}

/** What a viewer's view of cached rows depends on: their RSVPs and community memberships. */
export interface ViewerTies {
  rsvps: ReadonlyMap<number, MyRsvp>;
  /** The viewer's membership (member or pending request) of each community asked about. */
  memberships: ReadonlyMap<number, MembershipStatus>;
  /** The communities the viewer is a member of (not a pending request). */
  memberOf: ReadonlySet<number>;
}

/**
 * The viewer's RSVPs among `eventIds` and memberships among `communityIds`: one statement, each
 * branch primary-key lookups (event or community, then user).
 */
export async function viewerTies(
  db: DbOrTx,
  viewerId: number,
  eventIds: number[],
  communityIds: number[],
): Promise<ViewerTies> {
  const rsvpsOf = (ids: number[]) =>
    db
      .select({ kind: sql<string>`'rsvp'`, id: eventRsvps.eventId, status: sql<string>`${eventRsvps.status}` })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.userId, viewerId), inArray(eventRsvps.eventId, ids)));
  const membershipsOf = (ids: number[]) =>
    db
      .select({
        kind: sql<string>`'member'`,
        id: communityMembers.communityId,
        status: sql<string>`${communityMembers.status}`,
      })
      .from(communityMembers)
      .where(and(eq(communityMembers.userId, viewerId), inArray(communityMembers.communityId, ids)));
  const rows =
    eventIds.length && communityIds.length
      ? await rsvpsOf(eventIds).unionAll(membershipsOf(communityIds))
      : eventIds.length
        ? await rsvpsOf(eventIds)
        : communityIds.length
          ? await membershipsOf(communityIds)
          : [];
  const rsvps = new Map<number, MyRsvp>();
  const memberships = new Map<number, MembershipStatus>();
  for (const r of rows)
    if (r.kind === "rsvp") rsvps.set(r.id, r.status as MyRsvp);
    else memberships.set(r.id, r.status as MembershipStatus);
  return {
    rsvps,
    memberships,
    memberOf: new Set([...memberships].filter(([, status]) => status === "member").map(([id]) => id)),
  };
}

/** `visibleTo`, in memory, for a cached row and the viewer's ties. */
export function seenBy(r: UpcomingRow, viewerId: number, ties: ViewerTies): boolean {
  const member = r.communityId !== null && ties.memberOf.has(r.communityId);
  if (r.communityId !== null && r.communityPrivate) return member;
  return r.isPublic || r.creatorId === viewerId || ties.rsvps.has(r.id) || member;
}

/** Events `userId` created or is going to, as far as the viewer may see them. */
export async function listUserEvents(
  db: DbOrTx,
  f: { userId: number; viewerId: number; now: Date; when: When; after?: EventCursor; limit: number },
): Promise<EventView[]> {
  const { where, order } = timeWindow(f.when, f.now, f.after);
  where.push(sql`${events.id} in (
    select r.event_id from ${eventRsvps} r where r.user_id = ${f.userId} and r.status = 'going'
    union
    select c.id from ${events} c where c.creator_id = ${f.userId})`);
  where.push(visibleTo(f.viewerId));
  const rows = await selectView(db, f.viewerId)
    .where(and(...where))
    .orderBy(...order)
    .limit(f.limit);
  return rows.map(flatten);
}

export async function findVisibleEvent(db: DbOrTx, id: number, viewerId: number): Promise<EventView | undefined> {
  const [row] = await selectView(db, viewerId)
    .where(and(eq(events.id, id), visibleTo(viewerId)))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/**
 * Search: titles containing `query` (case and accents aside) among the events the viewer may see;
 * upcoming ones first, soonest first, then past ones, latest first.
 */
export async function searchEvents(db: DbOrTx, viewerId: number, query: string, now: Date, limit: number) {
  const nowIso = now.toISOString();
  const rows = await selectView(db, viewerId)
    .where(and(foldedContains(events.title, query), visibleTo(viewerId)))
    .orderBy(
      sql`(${events.eventDate} <= ${nowIso}::timestamptz)`,
      sql`case when ${events.eventDate} > ${nowIso}::timestamptz then ${events.eventDate} end asc`,
      desc(events.eventDate),
      asc(events.id),
    )
    .limit(limit);
  return rows.map(flatten);
}

/** Whether any event, whoever may see it, is linked to the game. */
export async function gameHasEvents(db: DbOrTx, gameId: string): Promise<boolean> {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.gameId, gameId)).limit(1);
  return rows.length > 0;
}

/** Watch parties of a game the viewer may see, soonest first. */
export async function listGameEvents(db: DbOrTx, viewerId: number, gameId: string, limit: number) {
  const rows = await selectView(db, viewerId)
    .where(and(eq(events.gameId, gameId), visibleTo(viewerId)))
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(limit);
  return rows.map(flatten);
}

/** Which of `userIds` are going to each of `eventIds` (the viewer's friends at a watch party). */
/** An attendee as lists show them: the RSVP row (for order and keyset) and the fan. */
const attendeeColumns = {
  rowId: eventRsvps.id,
  rsvpAt: eventRsvps.updatedAt,
  id: users.id,
  avatar: users.avatar,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};

export async function goingAmong(db: DbOrTx, eventIds: number[], userIds: number[]) {
  const map = new Map<number, AttendeeRow[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0 || userIds.length === 0) return map;
  const rows = await db
    .select({ eventId: eventRsvps.eventId, ...attendeeColumns })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(inArray(eventRsvps.eventId, eventIds), inArray(eventRsvps.userId, userIds), eq(eventRsvps.status, "going")),
    )
    .orderBy(asc(eventRsvps.id));
  for (const r of rows) map.get(r.eventId)?.push(r);
  return map;
}

export interface AttendeeRow {
  eventId: number;
  rowId: number;
  rsvpAt: Date;
  id: number;
  avatar: string | null;
  firstName: string;
  lastName: string;
  username: string;
}

/** The first `perEvent` attendees going to each event, in RSVP order (a bounded lateral lookup per event). */
export async function firstAttendees(
  db: DbOrTx,
  eventIds: number[],
  perEvent: number,
): Promise<Map<number, AttendeeRow[]>> {
  const map = new Map<number, AttendeeRow[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return map;
  const ids = sql.join(
    eventIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select e.id as event_id, a.row_id, a.rsvp_at, a.id, a.avatar, a.first_name, a.last_name, a.username
    from unnest(array[${ids}]::int[]) as e(id)
    cross join lateral (
      select r.id as row_id, r.updated_at as rsvp_at, u.id, u.avatar, u.first_name, u.last_name, u.username
      from ${eventRsvps} r join ${users} u on u.id = r.user_id
      where r.event_id = e.id and r.status = 'going'
      order by r.id
      limit ${perEvent}
    ) a
    order by e.id, a.row_id`);
  for (const r of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
    map.get(Number(r.event_id))?.push(toAttendee(r));
  }
  return map;
}

function toAttendee(r: Record<string, unknown>): AttendeeRow {
  return {
    eventId: Number(r.event_id),
    rowId: Number(r.row_id),
    rsvpAt: new Date(r.rsvp_at as string | Date),
    id: Number(r.id),
    avatar: (r.avatar as string | null) ?? null,
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    username: String(r.username),
  };
}

/** All attendees going to one event, in RSVP order (keyset on the RSVP row id). */
export async function listAttendees(db: DbOrTx, eventId: number, afterId: number | undefined, limit: number) {
  const rows = await db
    .select(attendeeColumns)
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.status, "going"),
        afterId !== undefined ? sql`${eventRsvps.id} > ${afterId}` : undefined,
      ),
    )
    .orderBy(asc(eventRsvps.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, eventId }));
}

export async function insertEvent(tx: DbOrTx, values: typeof events.$inferInsert): Promise<EventRow> {
  const [row] = await tx.insert(events).values(values).returning();
  return row!;
}

/** Locks the event row: RSVPs to one event serialize, so the full check and the counter stay exact. */
export async function lockEvent(tx: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for("update").limit(1);
  return row;
}

export async function rsvpOf(db: DbOrTx, eventId: number, userId: number): Promise<MyRsvp | null> {
  const [row] = await db
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .limit(1);
  return row?.status ?? null;
}

export async function upsertRsvp(tx: DbOrTx, eventId: number, userId: number, status: MyRsvp) {
  await tx
    .insert(eventRsvps)
    .values({ eventId, userId, status })
    .onConflictDoUpdate({
      target: [eventRsvps.eventId, eventRsvps.userId],
      set: { status, updatedAt: new Date() },
    });
}

export async function deleteRsvp(tx: DbOrTx, eventId: number, userId: number) {
  await tx.delete(eventRsvps).where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
}

export async function bumpAttendees(tx: DbOrTx, eventId: number, delta: 1 | -1) {
  await tx
    .update(events)
    .set({ currentAttendees: sql`${events.currentAttendees} + ${delta}` })
    .where(eq(events.id, eventId));
}

export async function updateEvent(
  tx: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      EventRow,
      "title" | "description" | "sport" | "location" | "eventDate" | "timeZone" | "maxAttendees" | "isPublic"
    >
  >,
) {
  await tx
    .update(events)
    .set({ ...values, editedAt: new Date() })
    .where(eq(events.id, id));
}

/** How many wait for a place at each of `eventIds` (one grouped query on the waitlist index). */
export async function waitlistCounts(db: DbOrTx, eventIds: number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  if (eventIds.length === 0) return map;
  const rows = await db
    .select({ eventId: eventRsvps.eventId, n: sql<number>`count(*)::int` })
    .from(eventRsvps)
    .where(and(inArray(eventRsvps.eventId, eventIds), eq(eventRsvps.status, "waitlist")))
    .groupBy(eventRsvps.eventId);
  for (const r of rows) map.set(r.eventId, Number(r.n));
  return map;
}

/** The longest-waiting user of an event's waitlist, or null (call with the event row locked). */
export async function firstWaitlisted(tx: DbOrTx, eventId: number): Promise<number | null> {
  const [row] = await tx
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, "waitlist")))
    .orderBy(asc(eventRsvps.updatedAt), asc(eventRsvps.id))
    .limit(1);
  return row?.userId ?? null;
}

/** Moves a waiting user to going without touching updated_at order of the others. */
export async function setGoing(tx: DbOrTx, eventId: number, userId: number) {
  await tx
    .update(eventRsvps)
    .set({ status: "going", updatedAt: new Date() })
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)));
}

/** The users going to an event (its creator tells them about a change), at most `limit`. */
export async function goingUserIds(db: DbOrTx, eventId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ userId: eventRsvps.userId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, "going")))
    .orderBy(asc(eventRsvps.id))
    .limit(limit);
  return rows.map((r) => r.userId);
}

export interface GoingRow {
  eventId: number;
  userId: number;
  title: string;
  eventDate: Date;
  location: string;
  /** The venue's zone. */
  timeZone: string;
}

/** Going RSVPs of events starting in (from, to], by (event, user) after `after` (reminders page through them). */
export async function goingBetween(
  db: DbOrTx,
  from: Date,
  to: Date,
  after: { eventId: number; userId: number } | undefined,
  limit: number,
): Promise<GoingRow[]> {
  const rows = await db
    .select({
      eventId: eventRsvps.eventId,
      userId: eventRsvps.userId,
      title: events.title,
      eventDate: events.eventDate,
      location: events.location,
      timeZone: events.timeZone,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        sql`${events.eventDate} > ${from.toISOString()}::timestamptz`,
        sql`${events.eventDate} <= ${to.toISOString()}::timestamptz`,
        eq(eventRsvps.status, "going"),
        after ? sql`(${eventRsvps.eventId}, ${eventRsvps.userId}) > (${after.eventId}, ${after.userId})` : undefined,
      ),
    )
    .orderBy(asc(eventRsvps.eventId), asc(eventRsvps.userId))
    .limit(limit);
  return rows;
}

/** Upcoming watch parties of any of `gameIds` the viewer may see, soonest first (a team's page). */
export async function listGamesEvents(db: DbOrTx, viewerId: number, gameIds: string[], now: Date, limit: number) {
  if (gameIds.length === 0) return [];
  const rows = await selectView(db, viewerId)
    .where(
      and(
        inArray(events.gameId, gameIds),
        sql`${events.eventDate} > ${now.toISOString()}::timestamptz`,
        visibleTo(viewerId),
      ),
    )
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(limit);
  return rows.map(flatten);
}
