import { conflict, forbidden } from "../../lib/errors";
import type { MembershipStatus } from "@shared/schemas/communities";
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
