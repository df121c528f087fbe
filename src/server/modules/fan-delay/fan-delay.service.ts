/**
 * A fan's delay everywhere (issue #37): the profile every live surface applies (their own delay
 * from the alerts settings, a watch party's for its game during the event), cached per instance
 * and dropped on every instance when it changes; and the watch party's delay itself. The only
 * file other modules import from this folder.
 */
import type { FastifyInstance } from "fastify";
import type { PartyDelay } from "@shared/schemas/fan-delay";
import { badRequest, forbidden } from "../../lib/errors";
import { TtlCache } from "../../lib/ttl-cache";
import {
  NO_DELAY,
  type DelayProfile,
  type DelaySource,
  type PartyDelay as PartyWindow,
} from "../../realtime/fan-delay";
import { ALERTS_CHANGED_TOPIC } from "../alerts/alerts.service";
import { CALENDAR_EVENT_MINUTES, getEvent, type EventsDeps } from "../events/events.service";
import * as repo from "./party-delay.repository";

/** Bus topic `{ userIds }`: these fans' parties changed (delay set, stepped out, RSVP). */
export const FAN_DELAY_CHANGED_TOPIC = "fanDelay.changed";
/** A profile is read again after this long at most: a party that starts later is then in it. */
const PROFILE_TTL_MS = 60_000;
/**
 * Parties starting within this much of a read are in the profile, which switches them on and off
 * by the clock: an open socket keeps the profile it was given until something changes, so a party
 * later tonight must already be in it.
 */
const LOOKAHEAD_MS = 24 * 3600_000;
const PROFILES_MAX = 100_000;
const PARTY_MS = CALENDAR_EVENT_MINUTES * 60_000;

export const NOT_A_WATCH_PARTY = "This event is not linked to a game";
export const ONLY_THE_HOST = "Only the host sets the party's delay";

export class FanDelayService implements DelaySource {
  private readonly profiles: TtlCache<number, DelayProfile>;

  constructor(
    private readonly app: Pick<FastifyInstance, "db" | "bus" | "alerts" | "sockets">,
    private readonly now: () => number,
  ) {
    this.profiles = new TtlCache({ ttlMs: PROFILE_TTL_MS, maxEntries: PROFILES_MAX, now });
    // Every instance hears both: its cached profiles go, its sockets of those fans take the new one.
    app.bus.subscribe(ALERTS_CHANGED_TOPIC, (p) => this.changed([(p as { userId: number }).userId]));
    app.bus.subscribe(FAN_DELAY_CHANGED_TOPIC, (p) => this.changed((p as { userIds: number[] }).userIds));
  }

  cached(userId: number): DelayProfile | undefined {
    return this.profiles.get(userId);
  }

  async profileOf(userId: number): Promise<DelayProfile> {
    return (await this.profilesOf([userId])).get(userId)!;
  }

  async profilesOf(userIds: readonly number[]): Promise<Map<number, DelayProfile>> {
    const out = new Map<number, DelayProfile>();
    const missing: number[] = [];
    for (const id of new Set(userIds)) {
      const hit = this.profiles.get(id);
      if (hit) out.set(id, hit);
      else missing.push(id);
    }
    if (!missing.length) return out;
    const generation = this.profiles.generation();
    const now = this.now();
    const [own, parties] = await Promise.all([
      this.app.alerts.delaySecondsOfMany(missing),
      repo.partiesOfMany(this.app.db, missing, new Date(now), new Date(now + LOOKAHEAD_MS), CALENDAR_EVENT_MINUTES),
    ]);
    for (const userId of missing) {
      const byGame = new Map<string, PartyWindow>();
      for (const p of parties.get(userId) ?? []) {
        const from = p.eventDate.getTime();
        // Two parties of one game: the first to be on wins (they rarely overlap).
        if (!byGame.has(p.gameId)) byGame.set(p.gameId, { ms: p.delaySeconds * 1000, from, until: from + PARTY_MS });
      }
      const ownSeconds = own.get(userId) ?? 0;
      const profile: DelayProfile =
        ownSeconds === 0 && byGame.size === 0
          ? NO_DELAY
          : { ownMs: ownSeconds * 1000, parties: byGame.size ? byGame : null };
      this.profiles.set(userId, profile, generation);
      out.set(userId, profile);
    }
    return out;
  }

  /** GET /api/events/:id/party-delay: the party's delay as the viewer sees it (404 for an event they cannot see). */
  async partyDelay(deps: EventsDeps, viewerId: number, eventId: number): Promise<PartyDelay> {
    const event = await getEvent(deps, viewerId, eventId);
    const [delaySeconds, optedOut] = await Promise.all([
      repo.delayOfEvent(deps.db, eventId),
      repo.isOptedOut(deps.db, eventId, viewerId),
    ]);
    const from = Date.parse(event.eventDate);
    const now = this.now();
    return {
      eventId,
      gameId: event.gameId,
      delaySeconds,
      from: new Date(from).toISOString(),
      until: new Date(from + PARTY_MS).toISOString(),
      canEdit: event.creatorId === viewerId,
      active:
        event.gameId !== null &&
        delaySeconds > 0 &&
        event.myRsvp === "going" &&
        !optedOut &&
        now >= from &&
        now < from + PARTY_MS,
      optedOut,
    };
  }

  /** PUT /api/events/:id/party-delay: the host sets it; every fan going takes it at once. */
  async setPartyDelay(deps: EventsDeps, viewerId: number, eventId: number, delaySeconds: number) {
    const event = await getEvent(deps, viewerId, eventId);
    if (event.creatorId !== viewerId) throw forbidden(ONLY_THE_HOST);
    if (event.gameId === null) throw badRequest(NOT_A_WATCH_PARTY);
    await repo.setDelayOfEvent(deps.db, eventId, delaySeconds);
    await this.tell(await repo.goingTo(deps.db, eventId));
    return this.partyDelay(deps, viewerId, eventId);
  }

  /** PUT /api/events/:id/party-delay/opt-out: a fan steps out of the party's delay (or back in). */
  async setOptedOut(deps: EventsDeps, viewerId: number, eventId: number, optedOut: boolean) {
    await getEvent(deps, viewerId, eventId); // 404 for an event the viewer cannot see
    await repo.setOptedOut(deps.db, eventId, viewerId, optedOut);
    await this.tell([viewerId]);
    return this.partyDelay(deps, viewerId, eventId);
  }

  /** An event was edited (its time, its game): the fans going take its new window. */
  async eventChanged(eventId: number) {
    await this.tell(await repo.goingTo(this.app.db, eventId));
  }

  /** A fan's RSVP changed: a party they joined or left may delay them. */
  rsvpChanged(userId: number) {
    return this.tell([userId]);
  }

  private async tell(userIds: number[]) {
    if (!userIds.length) return;
    this.changed(userIds); // here at once; the bus tells the other instances (and this one again)
    await this.app.bus.publish(FAN_DELAY_CHANGED_TOPIC, { userIds });
  }

  /** Drops the fans' profiles and gives their sockets on this instance the new ones. */
  private changed(userIds: number[]) {
    const ids = new Set(userIds);
    this.profiles.invalidate((id) => ids.has(id));
    for (const userId of ids) {
      const sockets = [...this.app.sockets.localOf(userId)];
      if (!sockets.length) continue;
      this.profileOf(userId).then(
        (p) => sockets.forEach((c) => this.app.sockets.setDelay(c, p)),
        () => undefined, // the database is away: the sockets keep the delay they had
      );
    }
  }
}
