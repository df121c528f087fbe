import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

// Queries for a user leaving FanZone (account deletion); the caller holds the transaction.

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export interface LockedRsvp {
  eventId: number;
  title: string;
  maxAttendees: number | null;
  currentAttendees: number;
  status: string;
}

/** The events the user has an RSVP to, locked in id order (the order every multi-event writer uses). */
export async function lockRsvpEventsOf(tx: DbOrTx, userId: number): Promise<LockedRsvp[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select e.id, e.title, e.max_attendees, e.current_attendees, r.status
        from events e join event_rsvps r on r.event_id = e.id and r.user_id = ${userId}
       order by e.id
         for update of e`),
  );
  return rows.map((r) => ({
    eventId: Number(r.id),
    title: String(r.title),
    maxAttendees: r.max_attendees === null ? null : Number(r.max_attendees),
    currentAttendees: Number(r.current_attendees),
    status: String(r.status),
  }));
}

export async function deleteRsvpsOf(tx: DbOrTx, userId: number) {
  await tx.execute(sql`delete from event_rsvps where user_id = ${userId}`);
}

export async function lockEventsCreatedBy(tx: DbOrTx, userId: number) {
  const rows = rowsOf(
    await tx.execute(sql`
      select id, title, event_date from events where creator_id = ${userId} order by id for update`),
  );
  return rows.map((r) => ({ id: Number(r.id), title: String(r.title), eventDate: new Date(r.event_date as string) }));
}

/** The attendee who said "going" first (the creator's own RSVP is already gone). */
export async function firstGoing(tx: DbOrTx, eventId: number): Promise<number | null> {
  const [row] = rowsOf(
    await tx.execute(sql`
      select user_id from event_rsvps where event_id = ${eventId} and status = 'going'
       order by created_at, id limit 1`),
  );
  return row ? Number(row.user_id) : null;
}

export async function setCreator(tx: DbOrTx, eventId: number, userId: number) {
  await tx.execute(sql`update events set creator_id = ${userId} where id = ${eventId}`);
}

/** Who still has an RSVP (maybe, not going) to an event about to be cancelled: they are told. */
export async function rsvpUserIds(tx: DbOrTx, eventId: number, statuses: string[]): Promise<number[]> {
  const rows = rowsOf(
    await tx.execute(sql`
      select user_id from event_rsvps
       where event_id = ${eventId} and status in (${sql.join(
         statuses.map((s) => sql`${s}`),
         sql`, `,
       )})
       order by id`),
  );
  return rows.map((r) => Number(r.user_id));
}

export async function deleteEvent(tx: DbOrTx, eventId: number) {
  await tx.execute(sql`delete from events where id = ${eventId}`);
}
