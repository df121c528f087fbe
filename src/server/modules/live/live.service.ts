import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Game } from "@shared/schemas/live";
import type { Hub, HubMessage } from "../../realtime/hub";
import type { LeaderElector } from "../../realtime/leader";
import type { ScoresProvider } from "../../providers/scores/types";
import {
  delayFor,
  FAN_DELAY_MAX_SECONDS,
  NO_DELAY_SOURCE,
  type DelayProfile,
  type DelaySource,
} from "../../realtime/fan-delay";
import { GameHistory } from "./game-history";

/** A game's identity for change detection: everything but the time it was produced. */
const signature = (g: Game) => JSON.stringify({ ...g, updatedAt: undefined });
const RESYNC_MS = 60_000;
/** States kept per game inside the horizon: a change a second for the longest delay, and room. */
const HISTORY_MAX_PER_GAME = 2 * FAN_DELAY_MAX_SECONDS;

/**
 * The live board of one instance. The leader polls the provider, diffs, applies changes
 * locally and publishes them on the hub; every other instance applies what the hub brings.
 * Listeners (the WebSocket gateway) hear each changed game once.
 */
export class LiveService {
  readonly instanceId: string;
  private games = new Map<string, Game>();
  private signatures = new Map<string, string>();
  private listeners = new Set<(games: Game[]) => void>();
  private leaderListeners = new Set<(games: Game[]) => void>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private lastResync = 0;
  /** The ids the provider returned last time: a different set means a new slate (snapshot). */
  private providerIds = new Set<string>();
  private polling = false;
  private running = false;
  private boardVersion = 0;
  /** Every state this instance's board went through within the longest delay (issue #37). */
  readonly history: GameHistory;
  private delaySource: () => DelaySource = () => NO_DELAY_SOURCE;

  constructor(
    private readonly deps: {
      provider: ScoresProvider;
      hub: Hub;
      elector: LeaderElector;
      log: FastifyBaseLogger;
      instanceId?: string;
      /** The delay clock (the socket hub's): what "that many seconds ago" is measured on. */
      now?: () => number;
    },
  ) {
    this.instanceId = deps.instanceId ?? randomUUID();
    this.history = new GameHistory({
      horizonMs: FAN_DELAY_MAX_SECONDS * 1000,
      maxPerGame: HISTORY_MAX_PER_GAME,
      now: deps.now ?? Date.now,
    });
  }

  /** Where fans' delays come from (the fan-delay module, once registered); none by default. */
  useDelays(source: () => DelaySource) {
    this.delaySource = source;
  }

  get delays(): DelaySource {
    return this.delaySource();
  }

  /** One game as a fan on `profile` is shown it now (undefined when it is not on the board). */
  getGameFor(profile: DelayProfile, id: string): Game | undefined {
    const now = this.history.now();
    const ms = delayFor(profile, id, now);
    if (ms === 0) return this.games.get(id);
    return this.history.stateAt(id, now - ms)?.game ?? this.games.get(id);
  }

  /** The game as it is now and when this instance saw it reach that state ("Sync to broadcast"). */
  momentOf(id: string): { game: Game; at: number } | undefined {
    const game = this.games.get(id);
    if (!game) return undefined;
    const entry = this.history.stateAt(id, Number.MAX_SAFE_INTEGER);
    return { game, at: entry?.game === game ? entry.at : this.history.now() };
  }

  /**
   * The board as a fan on `profile` is shown it now: each game as it was its delay ago (games
   * that joined the board since then as they were first seen).
   */
  listFor(profile: DelayProfile): Game[] {
    const now = this.history.now();
    return this.list().map((g) => {
      const ms = delayFor(profile, g.id, now);
      return ms === 0 ? g : (this.history.stateAt(g.id, now - ms)?.game ?? g);
    });
  }

  get isLeader() {
    return this.deps.elector.isLeader;
  }

  /** Every game on the board, by start time. */
  list(): Game[] {
    return [...this.games.values()].sort(
      (a, b) => (a.gameTime ?? "9999").localeCompare(b.gameTime ?? "9999") || a.id.localeCompare(b.id),
    );
  }

  /** Changes whenever the board does (any game added, changed or removed): keys caches of its encodings. */
  get version(): number {
    return this.boardVersion;
  }

  /** One game by id (watch parties show its score), or undefined when it is not on the board. */
  getGame(id: string): Game | undefined {
    return this.games.get(id);
  }

  onChange(listener: (games: Game[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Changes this instance produced as the leader (its poll, or `publish`): heard once per
   * deployment, not once per instance, so a listener can persist them. Called synchronously;
   * a listener must hand slow work off rather than hold up the fan-out.
   */
  onLeaderChanges(listener: (games: Game[]) => void): () => void {
    this.leaderListeners.add(listener);
    return () => this.leaderListeners.delete(listener);
  }

  async start() {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.deps.hub.subscribe((msg) => this.receive(msg));
    const snapshot = await this.deps.hub.loadSnapshot();
    if (snapshot && this.games.size === 0) this.replace(snapshot);
    this.deps.elector.start((leader) => {
      this.deps.log.info(
        { instance: this.instanceId, leader },
        leader ? "live: leading, scores provider started" : "live: following",
      );
      if (leader) this.schedule(0);
      else this.cancel();
    });
  }

  async stop() {
    this.running = false;
    this.cancel();
    this.unsubscribe?.();
    await this.deps.elector.stop();
  }

  /** Publishes changed games as the leader does (used by the leader's poll, and by benchmarks). */
  async publish(games: Game[]) {
    const changed = this.applyChanged(games);
    if (changed.length) {
      this.emitLeader(changed);
      await this.deps.hub.publish({ kind: "changed", origin: this.instanceId, games: changed });
    }
    return changed;
  }

  /** One leader round: poll, diff, publish; a full snapshot when the board's set of games changed or every minute. */
  async poll() {
    if (this.polling) return;
    this.polling = true;
    try {
      const fresh = await this.deps.provider.fetchGames();
      const ids = new Set(fresh.map((g) => g.id));
      const sameSet = ids.size === this.providerIds.size && [...this.providerIds].every((id) => ids.has(id));
      this.providerIds = ids;
      if (!sameSet || Date.now() - this.lastResync > RESYNC_MS) {
        const board = fresh.map((g) => this.stamp(g));
        const changed = this.replace(board);
        this.lastResync = Date.now();
        if (changed.length) this.emitLeader(changed);
        await this.deps.hub.publish({ kind: "snapshot", origin: this.instanceId, games: board });
        await this.deps.hub.saveSnapshot(board);
        if (changed.length) this.emit(changed);
      } else {
        await this.publish(fresh);
        if (Date.now() - this.lastResync > RESYNC_MS / 2) await this.deps.hub.saveSnapshot(fresh);
      }
    } catch (err) {
      this.deps.log.error({ err }, "live: provider poll failed");
    } finally {
      this.polling = false;
    }
  }

  private receive(msg: HubMessage) {
    if (msg.origin === this.instanceId) return;
    if (msg.kind === "snapshot") this.replace(msg.games, true);
    else this.applyChanged(msg.games);
  }

  /**
   * A new state of a game is always later than the one it replaces, even when a new leader's
   * clock is behind the old one's: clients keep whichever state has the later `updatedAt`, so an
   * older HTTP snapshot never overwrites a pushed score.
   */
  private stamp(g: Game): Game {
    const prev = this.games.get(g.id);
    if (!prev || g.updatedAt > prev.updatedAt || signature(prev) === signature(g)) return g;
    return { ...g, updatedAt: new Date(Date.parse(prev.updatedAt) + 1).toISOString() };
  }

  /** Applies games that differ from ours; notifies listeners; returns what changed. */
  private applyChanged(games: Game[]): Game[] {
    const changed: Game[] = [];
    for (const fresh of games) {
      const sig = signature(fresh);
      if (this.signatures.get(fresh.id) === sig) continue;
      const g = this.stamp(fresh);
      this.signatures.set(g.id, sig);
      this.games.set(g.id, g);
      changed.push(g);
    }
    if (changed.length) {
      this.boardVersion++;
      this.history.record(changed);
      this.emit(changed);
    }
    return changed;
  }

  /** Replaces the whole board; returns the games that are new or different (emitted when `notify`). */
  private replace(games: Game[], notify = false): Game[] {
    const before = this.signatures;
    this.boardVersion++;
    this.games = new Map(games.map((g) => [g.id, g]));
    this.signatures = new Map(games.map((g) => [g.id, signature(g)]));
    const changed = games.filter((g) => before.get(g.id) !== this.signatures.get(g.id));
    this.recordReplaced(changed, before.size === 0);
    if (notify && changed.length) this.emit(changed);
    return changed;
  }

  /**
   * A new board's changed games enter the history now; on a first board (an instance starting
   * from the hub's snapshot) each at the time it was produced, when that is earlier, so a fan on
   * a delay is not shown a state from after their moment as if it were older.
   */
  private recordReplaced(changed: Game[], first: boolean) {
    const now = this.history.now();
    if (!first) this.history.record(changed, now);
    else
      for (const g of changed) {
        const produced = Date.parse(g.updatedAt);
        this.history.record([g], Number.isFinite(produced) && produced < now ? produced : now);
      }
    this.history.retainOnly(new Set(this.games.keys()), now);
  }

  private emitLeader(games: Game[]) {
    for (const l of this.leaderListeners) {
      try {
        l(games);
      } catch (err) {
        this.deps.log.error({ err }, "live: leader listener failed");
      }
    }
  }

  private emit(games: Game[]) {
    for (const l of this.listeners) {
      try {
        l(games);
      } catch (err) {
        this.deps.log.error({ err }, "live: listener failed");
      }
    }
  }

  private schedule(delay: number) {
    this.cancel();
    if (!this.running) return;
    // `poll` logs its own failures and never rejects, so the timer fires and forgets.
    this.timer = setTimeout(() => void this.pollThenSchedule(), delay);
  }

  private async pollThenSchedule() {
    await this.poll();
    if (this.running && this.deps.elector.isLeader) this.schedule(this.deps.provider.intervalMs);
  }

  private cancel() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
