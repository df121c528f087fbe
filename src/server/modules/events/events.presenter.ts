import { watchPartyGameSchema, type FanEvent, type WatchPartyGame } from "@shared/schemas/events";
import type { AttendeeRow, EventView } from "./events.repository";

export type GameLookup = (gameId: string) => WatchPartyGame | undefined;

export const presentAttendee = (a: AttendeeRow) => ({
  id: a.id,
  avatar: a.avatar,
  firstName: a.firstName,
  username: a.username,
});

export function presentEvent(
  e: EventView,
  attendees: AttendeeRow[],
  now: Date,
  game: GameLookup | null,
  waitlistCount = 0,
): FanEvent {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    sport: e.sport,
    location: e.location,
    eventDate: e.eventDate.toISOString(),
    timeZone: e.timeZone,
    maxAttendees: e.maxAttendees,
    communityId: e.communityId,
    communityName: e.communityName,
    isPublic: e.isPublic,
    creatorId: e.creatorId,
    currentAttendees: e.currentAttendees,
    attendees: attendees.map(presentAttendee),
    myRsvp: e.myRsvp,
    waitlistCount,
    // SPEC §4: upcoming if eventDate is later than now, else past.
    isPast: e.eventDate.getTime() <= now.getTime(),
    gameId: e.gameId,
    game: e.gameId ? watchParty(game, e.gameId) : null,
    createdAt: e.createdAt.toISOString(),
    editedAt: e.editedAt?.toISOString() ?? null,
  };
}

/** The game as the scores catalogue has it now; a shape we cannot present is left out, not a 500. */
function watchParty(game: GameLookup | null, gameId: string): WatchPartyGame | null {
  const found = game?.(gameId);
  if (!found) return null;
  const parsed = watchPartyGameSchema.safeParse(found);
  return parsed.success ? parsed.data : null;
}
