// A fan's delay (issue #37), as the live board, the game centre and the socket hub apply it.

/** The largest delay a fan or a watch party may choose, in seconds: what each game's history keeps. */
export const FAN_DELAY_MAX_SECONDS = 300;

/** A watch party's delay for its game, in force while the party is on. */
export interface PartyDelay {
  ms: number;
  /** The event's start and end (ms since epoch). */
  from: number;
  until: number;
}

/** What a signed-in fan is shown of each game: their own delay, a larger one for a party's game. */
export interface DelayProfile {
  readonly ownMs: number;
  /** By game id: the parties the fan is going to (and did not step out of), on or still to come. */
  readonly parties: ReadonlyMap<string, PartyDelay> | null;
}

export const NO_DELAY: DelayProfile = Object.freeze({ ownMs: 0, parties: null });

/** The delay in force for `gameId` at `now`: the party's while it is on, unless the fan's own is larger. */
export function delayFor(profile: DelayProfile, gameId: string, now: number): number {
  const party = profile.parties?.get(gameId);
  if (party && now >= party.from && now < party.until && party.ms > profile.ownMs) return party.ms;
  return profile.ownMs;
}

/** Whether any game may be delayed for this fan (the undelayed take the fast paths). */
export const isDelayed = (p: DelayProfile) => p.ownMs > 0 || (p.parties !== null && p.parties.size > 0);

/** Resolves a fan's profile (cached by the resolver); every delayed surface asks it. */
export interface DelaySource {
  /** The profile if it is at hand, without waiting (the hot paths' first try). */
  cached(userId: number): DelayProfile | undefined;
  profileOf(userId: number): Promise<DelayProfile>;
  /** The profiles of many fans at once (a moment's fan-out: a few queries, not two per fan); every id is in the map. */
  profilesOf(userIds: readonly number[]): Promise<Map<number, DelayProfile>>;
}

export const NO_DELAY_SOURCE: DelaySource = {
  cached: () => NO_DELAY,
  profileOf: () => Promise.resolve(NO_DELAY),
  profilesOf: (userIds) => Promise.resolve(new Map(userIds.map((id) => [id, NO_DELAY]))),
};

/**
 * The clock of delayed reads and pushes: real time, but a test pins it and moves it on (then
 * calls `app.sockets.flushDelayed()`), so a delay is tested without waiting for it.
 */
export class DelayClock {
  private pinned: number | null = null;
  readonly now = () => this.pinned ?? Date.now();
  pin(ms: number) {
    this.pinned = ms;
  }
  advance(ms: number) {
    this.pinned = this.now() + ms;
  }
}
