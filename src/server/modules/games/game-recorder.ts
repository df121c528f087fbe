import type { FastifyBaseLogger } from "fastify";
import { PREDICTION_POINTS, type TimelineEntry } from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";
import type { Db } from "../../db/client";
import type { DomainEvents } from "../../lib/events";
import * as repo from "./games.repository";
import { finalResultOf } from "./scoring";
import { timelineChanges, type TimelineChange } from "./timeline";

/** How long changes gather before one batched write; the fan-out never waits for it. */
const FLUSH_DELAY_MS = 250;
/** States kept per game between two writes (a database outage must not grow memory without bound). */
const MAX_PENDING_STATES = 50;
/** Known stored states kept in memory; past this the cache is dropped and reloaded on demand. */
const MAX_CACHED = 5_000;

export interface RecordedChange {
  game: Game;
  /** The timeline entries this change added (empty when it only moved the clock). */
  entries: TimelineEntry[];
}

/**
 * Persists the leader's board changes: each game's latest state (upsert by id), its timeline
 * (rows deduplicated by key) and, when a game turns final, the scoring of its predictions.
 * `record()` only queues; writes happen in batches off the fan-out path, one at a time.
 *
 * Once a batch committed it publishes `game.started` and `game.final` for the games it saw start
 * or finish, and `game.changed` for every move of a game's card (alerts find moments in them): once per deployment (only the leader records), and only for a change from a state
 * it knew (recorded before, here or by an earlier leader), so a first sight of yesterday's
 * results, at a first start, announces nothing.
 */
export class GameRecorder {
  private pending = new Map<string, Game[]>();
  private known = new Map<string, Game>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly deps: {
      db: Db;
      log: FastifyBaseLogger;
      domainEvents: DomainEvents;
      /** Told after each write what it added (the game centre pushes it to the game's page). */
      onRecorded: (changes: RecordedChange[]) => void;
    },
  ) {}

  record(games: Game[]) {
    if (this.closed) return;
    for (const g of games) {
      let list = this.pending.get(g.id);
      if (!list) this.pending.set(g.id, (list = []));
      list.push(g);
      if (list.length > MAX_PENDING_STATES) list.splice(1, 1); // keep the oldest and the newest
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, FLUSH_DELAY_MS);
  }

  /** Writes everything queued so far (tests and shutdown await it). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeBatch());
    return this.flushing;
  }

  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async writeBatch() {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      const recorded = await this.write(batch);
      if (recorded.length) this.deps.onRecorded(recorded);
    } catch (err) {
      this.deps.log.error({ err, games: batch.size }, "games: recording failed, will retry");
      // Put the batch back ahead of anything newer, and try again shortly.
      for (const [id, states] of this.pending) batch.set(id, [...(batch.get(id) ?? []), ...states]);
      this.pending = batch;
      if (!this.closed) this.timer ??= setTimeout(() => ((this.timer = null), void this.flush()), 5_000);
    }
  }

  private async write(batch: Map<string, Game[]>): Promise<RecordedChange[]> {
    const missing = [...batch.keys()].filter((id) => !this.known.has(id));
    if (this.known.size + missing.length > MAX_CACHED) this.known.clear();
    for (const [id, state] of await repo.storedStates(this.deps.db, missing)) this.known.set(id, state);

    const latest: Game[] = [];
    const entries: (TimelineChange & { gameId: string })[] = [];
    const finals: Game[] = [];
    const announced: { started: Game[]; final: Game[] } = { started: [], final: [] };
    const changed: { before: Game; after: Game }[] = [];
    for (const [id, states] of batch) {
      let prev = this.known.get(id) ?? null;
      let last: Game | null = null;
      for (const next of states) {
        // A finished game is never replayed backwards (see upsertGames).
        if (prev?.gameStatus === "final" && next.gameStatus !== "final") continue;
        for (const e of timelineChanges(prev, next)) entries.push({ ...e, gameId: id });
        if (next.gameStatus === "final" && prev?.gameStatus !== "final") finals.push(next);
        if (prev?.gameStatus === "upcoming" && next.gameStatus === "live") announced.started.push(next);
        if (prev && prev.gameStatus !== "final" && next.gameStatus === "final") announced.final.push(next);
        if (prev && movedOn(prev, next)) changed.push({ before: prev, after: next });
        prev = last = next;
      }
      if (last) latest.push(last);
    }
    if (latest.length === 0) return [];

    const added = await this.deps.db.transaction(async (tx) => {
      await repo.upsertGames(tx, latest);
      const rows = await repo.insertTimeline(tx, entries);
      for (const g of finals) {
        const result = finalResultOf(g);
        if (result) await repo.scorePredictions(tx, g.id, result, PREDICTION_POINTS);
      }
      return rows;
    });
    for (const g of latest) this.known.set(g.id, g);
    for (const game of announced.started) await this.deps.domainEvents.publish("game.started", { game });
    for (const game of announced.final) await this.deps.domainEvents.publish("game.final", { game });
    for (const c of changed) await this.deps.domainEvents.publish("game.changed", c);

    const byGame = new Map<string, TimelineEntry[]>();
    for (const r of added) {
      const list = byGame.get(r.gameId) ?? [];
      list.push(presentTimelineRow(r));
      byGame.set(r.gameId, list);
    }
    return latest.map((game) => ({ game, entries: byGame.get(game.id) ?? [] }));
  }
}

/** What a game's alerts look at changed: status, score, period or clock. */
const movedOn = (a: Game, b: Game) =>
  a.gameStatus !== b.gameStatus ||
  a.homeScore !== b.homeScore ||
  a.awayScore !== b.awayScore ||
  a.period !== b.period ||
  a.clock !== b.clock ||
  a.statusDetail !== b.statusDetail;

export function presentTimelineRow(r: repo.TimelineRow): TimelineEntry {
  return {
    at: r.at.toISOString(),
    kind: r.kind,
    period: r.period,
    clock: r.clock,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    text: r.text,
  };
}
