import { z } from "zod";
import { cursorId, cursorTimestamp, type PageQuery } from "@shared/schemas/common";
import {
  EVENT_LIST_ATTENDEES,
  type CreateEventBody,
  type EditEventInput,
  type EventListQuery,
  type FanEvent,
  type RsvpStatus,
} from "@shared/schemas/events";
import type { Db, DbOrTx } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { findCommunity } from "../communities/communities.service";
import { findAccountById } from "../users/users.service";
import { assertActingAsSelf } from "../../lib/acting-as-self";
import { readCursor, toPage } from "../../lib/cursor-page";
import type { DomainEvents, EventName } from "../../lib/events";
import type { ReadCache } from "../../lib/read-cache";
import * as repo from "./events.repository";
import {
  assertCanCreateIn,
  assertCanEdit,
  assertHasRoom,
  assertKeepsAttendees,
  assertNotPast,
  assertWaitlistable,
} from "./events.policy";
import { presentAttendee, presentEvent, type GameLookup } from "./events.presenter";
import { icsFileName, toIcs } from "./ics";

export interface EventsDeps {
  db: Db;
  /** The upcoming events' read cache (the list route); without it, lists read the database. */
  cache?: ReadCache;
  /** The live-scores catalogue, when that feature is loaded (watch parties). */
  game: GameLookup | null;
  now: () => Date;
}

/** What a write of events needs besides the reads': the domain events it publishes once it committed. */
export type EventsWriter = EventsDeps & { domainEvents: DomainEvents };

const eventCursor = z.strictObject({ d: cursorTimestamp, id: cursorId });
const idCursor = z.strictObject({ id: cursorId });
const cursorOf = (e: repo.EventView) => ({ d: e.eventDate.toISOString(), id: e.id });

async function present(deps: EventsDeps, rows: repo.EventView[], now: Date): Promise<FanEvent[]> {
  const ids = rows.map((r) => r.id);
  const [attendees, waiting] = await Promise.all([
    repo.firstAttendees(deps.db, ids, EVENT_LIST_ATTENDEES),
    repo.waitlistCounts(deps.db, ids),
  ]);
  return rows.map((r) => presentEvent(r, attendees.get(r.id) ?? [], now, deps.game, waiting.get(r.id) ?? 0));
}

async function presentPage(deps: EventsDeps, rows: repo.EventView[], limit: number, now: Date) {
  const page = toPage(rows, limit, (r) => r, cursorOf);
  return { items: await present(deps, page.items, now), nextCursor: page.nextCursor };
}

// ---- the upcoming events' read cache (see docs/decisions/0630-read-caches.md) ----

/** What the events read cache must be dropped on: every table an events page is read from. */
export const EVENTS_CHANGES = [
  "event.created",
  "event.edited",
  "event.rsvpChanged",
  "event.waitlistPromoted",
  "community.created",
  "community.joined",
  "community.left",
  "community.joinRequested",
  "community.joinDecided",
  "account.changed",
  "account.deleted",
] as const satisfies readonly EventName[];
/** Soonest upcoming events held per sport filter; pages beyond them are read from the database. */
const EVENTS_WINDOW = 100;

/** Upcoming events as the read caches hold them, shared by every viewer. */
export interface EventsWindow {
  /** Names this load: a viewer's ties are cached per window. */
  id: number;
  /** Read at this time: every event after it, soonest first (of any visibility). */
  loadedAt: number;
  rows: repo.UpcomingRow[];
  /** More events matched than the window holds. */
  more: boolean;
  attendees: Map<number, repo.AttendeeRow[]>;
  waiting: Map<number, number>;
}
let eventsWindowLoads = 0;

/** The `size` soonest upcoming events of one sport (or all), or watch parties of `gameIds`. */
export async function loadEventsWindow(
  db: Db,
  now: Date,
  filter: { sport?: string; gameIds?: string[] },
  size = EVENTS_WINDOW,
): Promise<EventsWindow> {
  const rows = await repo.upcomingEvents(db, { now, ...filter, limit: size });
  const kept = rows.slice(0, size);
  const ids = kept.map((r) => r.id);
  const [attendees, waiting] = await Promise.all([
    repo.firstAttendees(db, ids, EVENT_LIST_ATTENDEES),
    repo.waitlistCounts(db, ids),
  ]);
  return {
    id: ++eventsWindowLoads,
    loadedAt: now.getTime(),
    rows: kept,
    more: rows.length > size,
    attendees,
    waiting,
  };
}

/** The viewer's RSVPs and community memberships among cached rows (one indexed statement). */
export const viewerTies = repo.viewerTies;
export type ViewerTies = repo.ViewerTies;
export type { GameLookup };

export const eventIdsOf = (win: EventsWindow) => win.rows.map((r) => r.id);
export const communityIdsOf = (win: EventsWindow) => [
  ...new Set(win.rows.flatMap((r) => (r.communityId === null ? [] : [r.communityId]))),
];

/** Up to `max` of the window's events from `start` on that have not started and the viewer may see. */
function pickSeen(win: EventsWindow, viewerId: number, ties: repo.ViewerTies, now: Date, start: number, max: number) {
  const picked: repo.EventView[] = [];
  for (let i = start; i < win.rows.length && picked.length < max; i++) {
    const r = win.rows[i]!;
    if (r.eventDate.getTime() <= now.getTime() || !repo.seenBy(r, viewerId, ties)) continue;
    const { communityPrivate: _private, ...event } = r;
    picked.push({ ...event, myRsvp: ties.rsvps.get(r.id) ?? null });
  }
  return picked;
}

/**
 * The first `limit` events of a window the viewer may see, presented (the game as the live board
 * has it now); null when the window cannot tell (it holds fewer than all the matching events, or
 * the clock went back): the caller reads the database.
 */
export function seenFromWindow(
  deps: Pick<EventsDeps, "game">,
  win: EventsWindow,
  viewerId: number,
  ties: repo.ViewerTies,
  now: Date,
  limit: number,
): FanEvent[] | null {
  if (now.getTime() < win.loadedAt) return null;
  const picked = pickSeen(win, viewerId, ties, now, 0, limit);
  if (picked.length < limit && win.more) return null;
  return picked.map((r) => presentEvent(r, win.attendees.get(r.id) ?? [], now, deps.game, win.waiting.get(r.id) ?? 0));
}

/**
 * An upcoming page from the read cache: everyone's soonest events (shared by all viewers),
 * filtered for this viewer in memory exactly as `visibleTo` filters in SQL, with the viewer's
 * RSVPs and community memberships among them. Null when the page reaches beyond the cached
 * events, its cursor is not among them, or the clock went back: the caller reads the database.
 */
async function cachedUpcomingPage(
  deps: EventsDeps & { cache: ReadCache },
  viewerId: number,
  now: Date,
  sport: string | undefined,
  after: repo.EventCursor | undefined,
  limit: number,
) {
  const { cache, db } = deps;
  const win = await cache.get(`upcoming:${sport ?? ""}`, () => loadEventsWindow(db, now, { sport }));
  if (now.getTime() < win.loadedAt) return null;
  const ties = await cache.get(`ties:${viewerId}:${win.id}`, () =>
    repo.viewerTies(db, viewerId, eventIdsOf(win), communityIdsOf(win)),
  );
  let start = 0;
  if (after) {
    start = win.rows.findIndex((r) => r.id === after.id && r.eventDate.toISOString() === after.d) + 1;
    if (start === 0) return null;
  }
  const picked = pickSeen(win, viewerId, ties, now, start, limit + 1);
  if (picked.length <= limit && win.more) return null;
  const page = toPage(picked, limit, (r) => r, cursorOf);
  return {
    items: page.items.map((r) =>
      presentEvent(r, win.attendees.get(r.id) ?? [], now, deps.game, win.waiting.get(r.id) ?? 0),
    ),
    nextCursor: page.nextCursor,
  };
}

/** GET /api/events: upcoming by default (SPEC: the grid shows only future events). */
export async function listEvents(deps: EventsDeps, viewerId: number, q: EventListQuery) {
  const now = deps.now();
  const when = q.when ?? "upcoming";
  if (deps.cache && when === "upcoming" && !q.search && q.communityId === undefined) {
    const page = await cachedUpcomingPage(
      { ...deps, cache: deps.cache },
      viewerId,
      now,
      q.sport || undefined,
      readCursor(q.cursor, eventCursor),
      q.limit,
    );
    if (page) return page;
  }
  const rows = await repo.listEvents(deps.db, {
    viewerId,
    now,
    when,
    search: q.search || undefined,
    sport: q.sport || undefined,
    communityId: q.communityId,
    after: readCursor(q.cursor, eventCursor),
    limit: q.limit + 1,
  });
  return presentPage(deps, rows, q.limit, now);
}

/** GET /api/events/user/:userId: created or going; all dates by default, latest first. */
export async function listUserEvents(deps: EventsDeps, viewerId: number, userId: number, q: EventListQuery) {
  const now = deps.now();
  const rows = await repo.listUserEvents(deps.db, {
    userId,
    viewerId,
    now,
    when: q.when ?? "all",
    after: readCursor(q.cursor, eventCursor),
    limit: q.limit + 1,
  });
  return presentPage(deps, rows, q.limit, now);
}

/** Invisible private events answer 404 like missing ones: their existence is not disclosed. */
async function mustSee(deps: EventsDeps, id: number, viewerId: number) {
  const e = await repo.findVisibleEvent(deps.db, id, viewerId);
  if (!e) throw notFound("Event not found");
  return e;
}

export async function getEvent(deps: EventsDeps, viewerId: number, id: number) {
  const [event] = await present(deps, [await mustSee(deps, id, viewerId)], deps.now());
  return event!;
}

/** The creator attends from the start: the event, its first RSVP and currentAttendees 1 are one write. */
export async function createEvent(deps: EventsWriter, userId: number, body: CreateEventBody) {
  assertActingAsSelf(userId, body.creatorId);
  let isPublic = body.isPublic;
  if (body.communityId !== null) {
    const community = await findCommunity(deps.db, body.communityId, userId);
    if (!community) throw badRequest("Unknown community");
    assertCanCreateIn(community.membership);
    // An event of a private community is for its members only, whatever the body says.
    if (community.isPrivate) isPublic = false;
  }
  if (body.gameId !== null && deps.game && !deps.game(body.gameId)) throw badRequest("Unknown game");
  // The venue's zone: as sent, else the creator's own (docs/decisions/0982), else UTC.
  const timeZone = body.timeZone ?? (await findAccountById(deps.db, userId))?.timeZone ?? "UTC";
  const row = await deps.db.transaction(async (tx) => {
    const e = await repo.insertEvent(tx, {
      title: body.title,
      description: body.description,
      sport: body.sport,
      location: body.location,
      eventDate: new Date(body.eventDate),
      timeZone,
      maxAttendees: body.maxAttendees,
      communityId: body.communityId,
      isPublic,
      creatorId: userId,
      gameId: body.gameId,
      currentAttendees: 1,
    });
    await repo.upsertRsvp(tx, e.id, userId, "going");
    return e;
  });
  await deps.domainEvents.publish("event.created", { eventId: row.id, creatorId: userId });
  return getEvent(deps, userId, row.id);
}

/**
 * Sets the viewer's RSVP. The event row is locked first, so the full check and the counter see
 * every concurrent RSVP to this event; the counter moves only on a change into or out of going.
 */
export async function setRsvp(
  deps: EventsWriter,
  userId: number,
  id: number,
  status: RsvpStatus | null,
  bodyUserId?: number,
) {
  assertActingAsSelf(userId, bodyUserId);
  await mustSee(deps, id, userId);
  const outcome = await deps.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, id);
    if (!event) throw notFound("Event not found");
    assertNotPast(event, deps.now());
    const before = await repo.rsvpOf(tx, id, userId);
    if (before === status) return { event, changed: false, promoted: [] };
    if (status === "going") assertHasRoom(event);
    if (status === null) await repo.deleteRsvp(tx, id, userId);
    else await repo.upsertRsvp(tx, id, userId, status);
    if (status === "going") await repo.bumpAttendees(tx, id, 1);
    else if (before === "going") {
      await repo.bumpAttendees(tx, id, -1);
      return { event, changed: true, promoted: await fillFromWaitlist(tx, event, event.currentAttendees - 1) };
    }
    return { event, changed: true, promoted: [] };
  });
  const { event } = outcome;
  if (outcome.changed)
    await deps.domainEvents.publish("event.rsvpChanged", {
      eventId: id,
      title: event.title,
      creatorId: event.creatorId,
      userId,
      status,
    });
  if (outcome.promoted.length)
    await deps.domainEvents.publish("event.waitlistPromoted", {
      eventId: id,
      title: event.title,
      userIds: outcome.promoted,
    });
  return getEvent(deps, userId, id);
}

/**
 * Gives free places to the longest-waiting users, inside the caller's transaction with the event
 * row locked: the place that frees up and the promotion are one write, so two leavers cannot
 * promote the same person and no one can take the place in between.
 */
export async function fillFromWaitlist(
  tx: DbOrTx,
  event: Pick<repo.EventRow, "id" | "maxAttendees">,
  going: number,
): Promise<number[]> {
  const promoted: number[] = [];
  while (event.maxAttendees === null || going < event.maxAttendees) {
    const next = await repo.firstWaitlisted(tx, event.id);
    if (next === null) break;
    await repo.setGoing(tx, event.id, next);
    await repo.bumpAttendees(tx, event.id, 1);
    promoted.push(next);
    going++;
  }
  return promoted;
}

/** "Join waitlist": only for a full, upcoming event the viewer is not going to. */
export async function joinWaitlist(deps: EventsWriter, userId: number, id: number) {
  await mustSee(deps, id, userId);
  const joined = await deps.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, id);
    if (!event) throw notFound("Event not found");
    assertNotPast(event, deps.now());
    const before = await repo.rsvpOf(tx, id, userId);
    if (before === "waitlist") return null;
    assertWaitlistable(event, before);
    await repo.upsertRsvp(tx, id, userId, "waitlist");
    return event;
  });
  if (joined)
    await deps.domainEvents.publish("event.rsvpChanged", {
      eventId: id,
      title: joined.title,
      creatorId: joined.creatorId,
      userId,
      status: "waitlist",
    });
  return getEvent(deps, userId, id);
}

/**
 * The creator edits an upcoming event. A larger maxAttendees (or none) gives the new places to
 * the waitlist in the same transaction; a smaller one may not go below those already going.
 */
export async function editEvent(deps: EventsWriter, userId: number, id: number, input: EditEventInput) {
  await mustSee(deps, id, userId);
  const promoted = await deps.db.transaction(async (tx) => {
    const event = await repo.lockEvent(tx, id);
    if (!event) throw notFound("Event not found");
    assertCanEdit(userId, event);
    assertNotPast(event, deps.now());
    if (input.maxAttendees !== undefined) assertKeepsAttendees(input.maxAttendees, event.currentAttendees);
    await repo.updateEvent(tx, id, {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.sport !== undefined && { sport: input.sport }),
      ...(input.location !== undefined && { location: input.location }),
      ...(input.eventDate !== undefined && { eventDate: new Date(input.eventDate) }),
      ...(input.timeZone !== undefined && { timeZone: input.timeZone }),
      ...(input.maxAttendees !== undefined && { maxAttendees: input.maxAttendees }),
      ...(input.isPublic !== undefined && { isPublic: input.isPublic }),
    });
    const max = input.maxAttendees !== undefined ? input.maxAttendees : event.maxAttendees;
    return fillFromWaitlist(tx, { id, maxAttendees: max }, event.currentAttendees);
  });
  const event = await getEvent(deps, userId, id);
  await deps.domainEvents.publish("event.edited", { eventId: id, title: event.title, editorId: userId });
  if (promoted.length)
    await deps.domainEvents.publish("event.waitlistPromoted", { eventId: id, title: event.title, userIds: promoted });
  return event;
}

export async function listAttendees(deps: EventsDeps, viewerId: number, id: number, q: PageQuery) {
  await mustSee(deps, id, viewerId);
  const after = readCursor(q.cursor, idCursor);
  const rows = await repo.listAttendees(deps.db, id, after?.id, q.limit + 1);
  return toPage(
    rows,
    q.limit,
    (r) => ({ ...presentAttendee(r), lastName: r.lastName, rsvpAt: r.rsvpAt.toISOString() }),
    (r) => ({ id: r.rowId }),
  );
}

/** Search hits among the events the viewer may see (see repo.searchEvents). */
export async function searchEvents(deps: EventsDeps, viewerId: number, query: string, limit: number) {
  const now = deps.now();
  return present(deps, await repo.searchEvents(deps.db, viewerId, query, now, limit), now);
}

/**
 * An event as anyone may see it without signing in (link previews): public, and not in a private
 * community. Undefined otherwise, exactly as for an unknown id.
 */
export async function findPublicEvent(db: Db, id: number) {
  const e = await repo.findVisibleEvent(db, id, ANONYMOUS_VIEWER);
  if (!e || !e.isPublic) return undefined;
  return {
    id: e.id,
    title: e.title,
    eventDate: e.eventDate,
    location: e.location,
    sport: e.sport,
    editedAt: e.editedAt,
  };
}
/** No user has id 0: the visibility rules then grant only what they grant everyone. */
const ANONYMOUS_VIEWER = 0;

/** Watch parties shown on a game's page. */
export const GAME_WATCH_PARTIES_MAX = 20;

/**
 * The watch parties of a game the viewer may see, each with which of the viewer's friends
 * (`friendIds`, read only when there is a party) are going. Most games have none: whether a game
 * has any is kept in `deps.cache` (not the viewer's business, dropped with every event write),
 * so a game page of such a game reads neither the events nor the friends.
 */
export async function listGameWatchParties(
  deps: EventsDeps,
  viewerId: number,
  gameId: string,
  friendIdsOf: () => Promise<number[]>,
) {
  const hasAny = () => repo.gameHasEvents(deps.db, gameId);
  if (!(await (deps.cache ? deps.cache.get(`game-has-events:${gameId}`, hasAny) : hasAny()))) return [];
  const [rows, friendIds] = await Promise.all([
    repo.listGameEvents(deps.db, viewerId, gameId, GAME_WATCH_PARTIES_MAX),
    friendIdsOf(),
  ]);
  const events = await present(deps, rows, deps.now());
  const going = await repo.goingAmong(
    deps.db,
    rows.map((r) => r.id),
    friendIds,
  );
  return events.map((e) => ({ ...e, friendsGoing: (going.get(e.id) ?? []).map(presentAttendee) }));
}

export const CALENDAR_EVENT_MINUTES = 180;

export async function calendarFile(deps: EventsDeps, viewerId: number, id: number, origin: string) {
  const e = await mustSee(deps, id, viewerId);
  const body = toIcs({
    uid: `event-${e.id}@fanzone`,
    title: e.title,
    description: e.description,
    location: e.location,
    start: e.eventDate,
    durationMinutes: CALENDAR_EVENT_MINUTES,
    url: `${origin}/events/${e.id}`,
    stamp: deps.now(),
  });
  return { body, fileName: icsFileName(e.title, e.id) };
}

/** Going attendees of events starting in (from, to] (event reminders), a page at a time. */
export const goingBetween = (
  db: Db,
  from: Date,
  to: Date,
  after: { eventId: number; userId: number } | undefined,
  limit: number,
) => repo.goingBetween(db, from, to, after, limit);

/** Users going to an event, in RSVP order, at most `limit` (an edit tells them). */
export const goingUserIdsOf = (db: Db, eventId: number, limit: number) => repo.goingUserIds(db, eventId, limit);

/** The creator of an event the viewer may see (what reports may name), or undefined. */
export async function visibleEventCreatorId(db: Db, id: number, viewerId: number): Promise<number | undefined> {
  return (await repo.findVisibleEvent(db, id, viewerId))?.creatorId;
}

/** Upcoming watch parties of a team's games that the viewer may see, soonest first, at most `limit`. */
export async function listWatchPartiesOfGames(deps: EventsDeps, viewerId: number, gameIds: string[], limit: number) {
  const now = deps.now();
  return present(deps, await repo.listGamesEvents(deps.db, viewerId, gameIds, now, limit), now);
}
