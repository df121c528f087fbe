import type { Game } from "@shared/schemas/live";

/** One state of a game and when this instance saw it (ms since epoch). */
export interface HistoryEntry {
  readonly at: number;
  readonly game: Game;
}

export interface GameHistoryOptions {
  /** How far back states are served: the largest delay a fan may choose. */
  horizonMs: number;
  /** Hard bound on the states kept for one game inside the horizon (a provider gone wild). */
  maxPerGame: number;
  now: () => number;
}

/**
 * The recent past of every game on the board, so a fan on a delay gets the game as it was that
 * long ago (issue #37). Each game keeps the states it went through within the horizon plus the
 * last one before it (the state at the horizon itself), appended in time order: only changes are
 * kept, and a game that does not change costs one entry. Games gone from the board are forgotten
 * once their last state is older than the horizon (`retainOnly`). Every instance records what its live board receives, so a fan's
 * delayed reads and pushes are the same whichever instance serves them.
 */
export class GameHistory {
  private readonly games = new Map<string, HistoryEntry[]>();
  private lastSweep = 0;

  constructor(private readonly opts: GameHistoryOptions) {}

  now(): number {
    return this.opts.now();
  }

  /** Records new states of games, seen at `at` (now by default). */
  record(games: readonly Game[], at = this.opts.now()): void {
    for (const game of games) {
      let ring = this.games.get(game.id);
      if (!ring) this.games.set(game.id, (ring = []));
      const last = ring[ring.length - 1];
      // Never out of order: a state recorded "in the past" (a snapshot's) lands at the end.
      ring.push({ at: last && last.at > at ? last.at : at, game });
      this.trim(ring, at);
    }
    if (at - this.lastSweep >= this.opts.horizonMs / 10) this.sweep(at);
  }

  /**
   * The game as it was at `moment`: its latest state seen at or before it. A game first seen
   * after `moment` answers its first state (an instance that just started knows no older one).
   */
  stateAt(id: string, moment: number): HistoryEntry | undefined {
    const ring = this.games.get(id);
    if (!ring?.length) return undefined;
    // Most reads are of the newest states: search from the end.
    for (let i = ring.length - 1; i >= 0; i--) if (ring[i]!.at <= moment) return ring[i];
    return ring[0];
  }

  /** States kept, all games together (memory figures). */
  get size(): number {
    let n = 0;
    for (const ring of this.games.values()) n += ring.length;
    return n;
  }

  get gameCount(): number {
    return this.games.size;
  }

  /** Drops what no delay can ask for: states older than the horizon but the last one before it. */
  private trim(ring: HistoryEntry[], now: number) {
    const horizon = now - this.opts.horizonMs;
    let drop = 0;
    while (drop + 1 < ring.length && ring[drop + 1]!.at <= horizon) drop++;
    if (ring.length - drop > this.opts.maxPerGame) drop = ring.length - this.opts.maxPerGame;
    if (drop) ring.splice(0, drop);
  }

  /**
   * Trims every game now and then (those that stopped changing). A game on the board keeps its
   * one last state however old: its next change must not find it without a past.
   */
  private sweep(now: number) {
    this.lastSweep = now;
    for (const ring of this.games.values()) this.trim(ring, now);
  }

  /** Forgets games no longer on the board whose states are all past the horizon; keeps the others. */
  retainOnly(ids: ReadonlySet<string>, now = this.opts.now()): void {
    const horizon = now - this.opts.horizonMs;
    for (const [id, ring] of this.games)
      if (!ids.has(id) && ring[ring.length - 1]!.at <= horizon) this.games.delete(id);
  }
}
