import type { FastifyInstance } from "fastify";
import { TEAM_COMMUNITIES_SHOWN, TEAM_WATCH_PARTIES_SHOWN } from "@shared/schemas/team-pages";
import type { Community } from "@shared/schemas/communities";
import type { FanEvent } from "@shared/schemas/events";
import type { Db } from "../../db/client";
import type { EventName } from "../../lib/events";
import type { ReadCache } from "../../lib/read-cache";
import { teamCommunities } from "../communities/communities.service";
import {
  communityIdsOf,
  eventIdsOf,
  listWatchPartiesOfGames,
  loadEventsWindow,
  seenFromWindow,
  viewerTies,
  type EventsWindow,
  type GameLookup,
} from "../events/events.service";
import { teamFollowerCount } from "../users/users.service";

// The fans part of a team page (followers, communities, watch parties) from a read cache
// (docs/decisions/0630-read-caches.md): what every viewer sees is held per team, what depends on
// the viewer (the communities they may find, their RSVPs and memberships among the parties) per
// viewer, both dropped whole on a domain event that changes what they are read from, here or on
// another instance.

/**
 * What the fans part is dropped on: every domain event that changes what it reads (followers are
 * favourite teams, on the account; communities and their members; watch parties and their RSVPs;
 * attendees' names; a deleted account's favourites go with it).
 */
export const TEAM_FANS_CHANGES = [
  "account.changed",
  "account.deleted",
  "community.created",
  "community.joined",
  "community.left",
  "community.joinRequested",
  "community.joinDecided",
  "event.created",
  "event.edited",
  "event.rsvpChanged",
  "event.waitlistPromoted",
] as const satisfies readonly EventName[];

/** Upcoming watch parties of a team's next games held per team, of any visibility; beyond them the database answers. */
const PARTIES_WINDOW = 50;

interface TeamFans {
  /** Names this load: a viewer's ties are cached per load. */
  id: number;
  followers: number;
  parties: EventsWindow;
}
let teamFansLoads = 0;

async function loadTeamFans(db: Db, teamId: number, gameIds: string[], now: Date): Promise<TeamFans> {
  const [followers, parties] = await Promise.all([
    teamFollowerCount(db, teamId),
    loadEventsWindow(db, now, { gameIds }, PARTIES_WINDOW),
  ]);
  return { id: ++teamFansLoads, followers, parties };
}

export interface TeamFansView {
  followers: number;
  communities: Community[];
  watchParties: FanEvent[];
}

/**
 * The team's followers, its largest communities the viewer may find (a private one only by its
 * members, the rule search follows: `communities.repository.listedTo`) with the viewer's
 * membership, and the upcoming watch parties of `gameIds` (its next games) the viewer may see,
 * their games from `game` (the live board: a score changes without a write, so it is never
 * cached here). On a warm cache: no query; a viewer new to this load: two, at once (their
 * communities of the team; their RSVPs and memberships among the cached parties).
 */
export async function teamFans(
  app: FastifyInstance,
  cache: ReadCache,
  viewerId: number,
  teamId: number,
  gameIds: string[],
  game: GameLookup,
): Promise<TeamFansView> {
  const now = new Date();
  const db = app.db;
  const fans = await cache.get(`team:${teamId}:${gameIds.join(",")}`, () => loadTeamFans(db, teamId, gameIds, now));
  const [ties, communities] = await Promise.all([
    cache.get(`ties:${viewerId}:${fans.id}`, () =>
      viewerTies(db, viewerId, eventIdsOf(fans.parties), communityIdsOf(fans.parties)),
    ),
    // Which communities are listed depends on the viewer: held per viewer, never per team.
    cache.get(`communities:${viewerId}:${teamId}`, () => teamCommunities(db, viewerId, teamId, TEAM_COMMUNITIES_SHOWN)),
  ]);
  const watchParties =
    seenFromWindow({ game }, fans.parties, viewerId, ties, now, TEAM_WATCH_PARTIES_SHOWN) ??
    (await listWatchPartiesOfGames({ db, game, now: () => now }, viewerId, gameIds, TEAM_WATCH_PARTIES_SHOWN));
  return {
    followers: fans.followers,
    communities,
    watchParties,
  };
}
