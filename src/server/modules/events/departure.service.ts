import type { DbOrTx } from "../../db/client";
import * as repo from "./departure.repository";
import { bumpAttendees } from "./events.repository";
import { fillFromWaitlist } from "./events.service";

/** What leaving did to events, for the notifications sent once the deletion has committed. */
export interface EventsDeparture {
  /** Waiting users who got the place the leaver freed. */
  promoted: { eventId: number; title: string; userIds: number[] }[];
  /** Events that passed to the attendee who said "going" first. */
  handedOver: { eventId: number; title: string; to: number }[];
  /** Upcoming events nobody else was going to: deleted; those who said "maybe" are told. */
  cancelled: { eventId: number; title: string; notify: number[] }[];
  /** Past events nobody else went to: deleted with nobody to tell. */
  deletedPast: number;
}

/**
 * A user leaves every event (account deletion), inside the caller's transaction. Each going
 * RSVP frees its place and the waitlist moves up exactly as for a cancellation (counter and
 * promotion in the same write, the event rows locked in id order). Then each event the user
 * created passes to the attendee who said "going" first; with nobody else going it is deleted.
 */
export async function leaveAllEvents(tx: DbOrTx, userId: number, now: Date): Promise<EventsDeparture> {
  const out: EventsDeparture = { promoted: [], handedOver: [], cancelled: [], deletedPast: 0 };
  const rsvps = await repo.lockRsvpEventsOf(tx, userId);
  await repo.deleteRsvpsOf(tx, userId);
  for (const r of rsvps) {
    if (r.status !== "going") continue;
    await bumpAttendees(tx, r.eventId, -1);
    const userIds = await fillFromWaitlist(tx, { id: r.eventId, maxAttendees: r.maxAttendees }, r.currentAttendees - 1);
    if (userIds.length) out.promoted.push({ eventId: r.eventId, title: r.title, userIds });
  }
  for (const e of await repo.lockEventsCreatedBy(tx, userId)) {
    const heir = await repo.firstGoing(tx, e.id);
    if (heir !== null) {
      await repo.setCreator(tx, e.id, heir);
      out.handedOver.push({ eventId: e.id, title: e.title, to: heir });
    } else if (e.eventDate > now) {
      out.cancelled.push({ eventId: e.id, title: e.title, notify: await repo.rsvpUserIds(tx, e.id, ["maybe"]) });
      await repo.deleteEvent(tx, e.id);
    } else {
      out.deletedPast++;
      await repo.deleteEvent(tx, e.id);
    }
  }
  return out;
}
