import { badRequest, conflict, forbidden } from "../../lib/errors";
import type { MembershipStatus } from "@shared/schemas/communities";
import type { MyRsvp } from "@shared/schemas/events";
import type { EventRow } from "./events.repository";

/** Only members of a community schedule events in it. */
export function assertCanCreateIn(membership: MembershipStatus | null) {
  if (membership !== "member") throw forbidden("Only members of the community can create events in it");
}

/** RSVPs of a past event are history: they can no longer change. */
export function assertNotPast(event: Pick<EventRow, "eventDate">, now: Date) {
  if (event.eventDate.getTime() <= now.getTime()) throw conflict("This event has already taken place");
}

export function assertHasRoom(event: Pick<EventRow, "maxAttendees" | "currentAttendees">) {
  if (event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees) throw conflict("Event is full");
}

/** Only the creator edits an event. */
export function assertCanEdit(actorId: number, event: Pick<EventRow, "creatorId">) {
  if (event.creatorId !== actorId) throw forbidden("Only the creator can edit this event");
}

/** A new limit may not turn away people already going. */
export function assertKeepsAttendees(maxAttendees: number | null, going: number) {
  if (maxAttendees !== null && maxAttendees < going) {
    const message = `Maximum attendees cannot be below the ${going} people already going`;
    throw badRequest(message, [{ path: "maxAttendees", message }]);
  }
}

/** The waitlist is for a full event, and not for someone already going. */
export function assertWaitlistable(event: Pick<EventRow, "maxAttendees" | "currentAttendees">, rsvp: MyRsvp | null) {
  if (rsvp === "going") throw conflict("You are already going to this event");
  if (event.maxAttendees === null || event.currentAttendees < event.maxAttendees)
    throw conflict("This event still has room: RSVP going instead");
}
