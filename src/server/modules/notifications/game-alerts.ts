import type { FastifyBaseLogger } from "fastify";
import type { AlertKind } from "@shared/schemas/alerts";
import type { GameSheet, KeyEvent } from "@shared/schemas/game-sheet";
import type { Game } from "@shared/schemas/live";
import type { NotificationType } from "@shared/schemas/notifications";
import type { Db } from "../../db/client";
import type { SheetDemand } from "../../providers/scores/types";
import { delayFor, type DelaySource } from "../../realtime/fan-delay";
import type { SocketHub } from "../../realtime/socket-hub";
import {
  alertRecipients,
  detectMoments,
  freshMemory,
  playerMoments,
  queueDeliveries,
  takeDueDeliveries,
  type Moment,
  type MomentDetail,
  type MomentMemory,
} from "../alerts/alerts.service";
import { deliverGameMoments, type GameDelivery } from "./game-delivery";
import type { GameData, GameMomentData } from "./notifications.presenter";
import { channelOf } from "./notifications.service";
import type { PushService } from "./push.service";

/** Fans read per page of a fan-out. */
const FANS_PAGE = 1_000;
/** Games whose detection state is kept (a day's board is a few hundred). */
const MAX_GAMES = 5_000;
/** A live soccer game's sheet is read at most this often for its red cards (a score reads it at once). */
const SHEET_EVERY_MS = 20_000;
/** How often every instance looks for deliveries whose delay ran out. */
export const SWEEP_MS = 1_000;

export function gameDataOf(g: Game): GameData {
  return {
    league: g.league,
    home: { id: g.homeTeam.id, name: g.homeTeam.name, abbreviation: g.homeTeam.abbreviation },
    away: { id: g.awayTeam.id, name: g.awayTeam.name, abbreviation: g.awayTeam.abbreviation },
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    statusDetail: g.statusDetail,
  };
}

const typeOf = (kind: AlertKind): NotificationType =>
  kind === "start" ? "game_start" : kind === "final" ? "game_final" : "game_update";

interface GameState {
  memory: MomentMemory;
  /** Key events already seen (null: the sheet was never read). */
  seen: Set<string> | null;
  sheetReadAt: number;
}

/**
 * A game's one notification per fan (issue #37). On each board change the live leader records
 * (`game.changed`, once per deployment), finds the moments (alerts/moments.ts), and tells every
 * fan who follows the game, page by page: those who asked for the moment's kind get their
 * game's item unread again and a push that alerts; the others only see their item (and the
 * push they already have) updated. A fan with a delay gets it when their stream reaches the
 * moment: a row in alert_deliveries, due then, that any instance's sweep delivers
 * (docs/decisions/1400-alerts.md).
 */
export class GameAlerts {
  private queue: Promise<void> = Promise.resolve();
  private readonly games = new Map<string, GameState>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> = Promise.resolve();
  readonly stats = { moments: 0, delivered: 0, delayed: 0 };

  constructor(
    private readonly deps: {
      db: Db;
      sockets: SocketHub;
      push: PushService;
      log: FastifyBaseLogger;
      /** The game sheet as the card stands (key events: scorers, red cards); absent: none. */
      sheet?: (game: Game, why: SheetDemand) => Promise<GameSheet | null>;
      /**
       * The fans' delay profiles (the fan-delay module's: their own delay, a watch party's for its
       * game during the event); absent: each fan's own delay as the recipients' read has it.
       */
      delays?: () => Pick<DelaySource, "profilesOf">;
    },
  ) {}

  /** The clock moments are stamped and delays, quiet hours and due deliveries read with (tests pin it). */
  clock: () => Date = () => new Date();

  private now() {
    return this.clock();
  }

  /** Resolves when every fan-out queued so far, and the pushes it started, are done (tests, shutdown). */
  async idle(): Promise<void> {
    await this.queue;
    await this.sweeping;
    await this.deps.push.idle();
  }

  /** A recorded change of one game: queued, never awaited by the publisher. */
  onChange(before: Game, after: Game) {
    this.queue = this.queue.then(() =>
      this.handle(before, after).catch((err: Error) =>
        this.deps.log.error({ err, game: after.id }, "game alerts failed"),
      ),
    );
  }

  /** Delivers every delivery due by now, on this instance (a timer calls it; tests too). */
  sweep(): Promise<void> {
    this.sweeping = this.sweeping.then(async () => {
      try {
        for (;;) {
          const due = await takeDueDeliveries<GameDelivery>(this.deps.db, this.now(), FANS_PAGE);
          if (due.length) await this.deliver(due.map((d) => d.moment));
          if (due.length < FANS_PAGE) return;
        }
      } catch (err) {
        this.deps.log.error({ err }, "game alerts: delayed deliveries failed");
      }
    });
    return this.sweeping;
  }

  start() {
    this.timer ??= setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  private stateOf(id: string): GameState {
    let s = this.games.get(id);
    if (!s) {
      if (this.games.size >= MAX_GAMES) this.games.delete(this.games.keys().next().value!);
      this.games.set(id, (s = { memory: freshMemory(), seen: null, sheetReadAt: 0 }));
    }
    return s;
  }

  private async handle(before: Game, after: Game) {
    const state = this.stateOf(after.id);
    const events = await this.newKeyEvents(state, before, after);
    const { moments, memory } = detectMoments(before, after, state.memory, events);
    state.memory = memory;
    if (after.gameStatus === "final" || after.gameStatus === "other") this.games.delete(after.id);
    // A followed player's goal, touchdown or home run: their followers hear of the score too.
    const byScorer = new Map(playerMoments(events).map((p) => [p.playerId, p.detail] as const));
    for (const m of moments) await this.fanOut(after, m, m.kind === "score" ? byScorer : new Map());
  }

  /**
   * The sheet's key events not seen before: read when the score moved (who scored) and, every
   * SHEET_EVERY_MS, while a soccer game is on (red cards move no score). The first read only
   * learns what is there, except the scoring event of the score just reached.
   */
  private async newKeyEvents(state: GameState, before: Game, after: Game): Promise<KeyEvent[]> {
    if (!this.deps.sheet || after.gameStatus === "upcoming") return [];
    const scored = before.homeScore !== after.homeScore || before.awayScore !== after.awayScore;
    const now = this.now().getTime();
    const soccerTick = after.sport === "soccer" && now - state.sheetReadAt >= SHEET_EVERY_MS;
    if (!scored && !soccerTick) return [];
    state.sheetReadAt = now;
    let sheet: GameSheet | null = null;
    try {
      // A score's scorer is worth an upstream read; the red-card look-out reads what the provider holds.
      sheet = await this.deps.sheet(after, scored ? "view" : "push");
    } catch (err) {
      this.deps.log.warn({ err, game: after.id }, "game alerts: the sheet failed");
    }
    const events = sheet?.keyEvents ?? [];
    const firstRead = state.seen === null;
    const seen = (state.seen ??= new Set());
    const fresh = events.filter((e) => !seen.has(e.id));
    for (const e of fresh) seen.add(e.id);
    if (!firstRead) return fresh;
    return scored ? fresh.filter((e) => e.homeScore === after.homeScore && e.awayScore === after.awayScore) : [];
  }

  /**
   * Tells every fan of the game (and, for a score, every follower of `scorers`) of `moment`, now
   * or when their stream reaches it: their own delay, or the watch party's for this game while it
   * is on, as every live surface applies it (fan-delay's `delayFor`).
   */
  private async fanOut(game: Game, moment: Moment, scorers: ReadonlyMap<string, MomentDetail>) {
    this.stats.moments++;
    const at = this.now();
    const type = typeOf(moment.kind);
    const data: GameMomentData = {
      game: gameDataOf(game),
      moment: moment.kind,
      detail: moment.detail,
      at: at.toISOString(),
    };
    const target = { id: game.id, sport: game.sport, homeTeamId: game.homeTeam.id, awayTeamId: game.awayTeam.id };
    let after = 0;
    for (;;) {
      const page = await alertRecipients(this.deps.db, target, after, FANS_PAGE, [...scorers.keys()]);
      const profiles = this.deps.delays
        ? await this.deps.delays().profilesOf(page.recipients.map((r) => r.userId))
        : null;
      const now: GameDelivery[] = [];
      const later: { userId: number; gameId: string; dueAt: Date; moment: GameDelivery }[] = [];
      for (const r of page.recipients) {
        const channel = channelOf(r.preferences, type);
        if (!channel.inApp && !channel.push) continue;
        // Their own player's goal: named in the fan's item, whoever else scored since.
        const mine = r.followedScorers.at(-1);
        const d: GameDelivery = {
          userId: r.userId,
          gameId: game.id,
          type,
          asked: r.kinds.has(moment.kind),
          data: mine ? { ...data, detail: scorers.get(mine) ?? data.detail } : data,
          locale: r.locale,
          shielded: r.shielded,
          inApp: channel.inApp,
          push: channel.push && r.hasPush,
          quietHours: r.quietHours,
          timeZone: r.timeZone,
        };
        const profile = profiles?.get(r.userId);
        const delayMs = profile ? delayFor(profile, game.id, at.getTime()) : r.delaySeconds * 1000;
        if (delayMs > 0)
          later.push({ userId: r.userId, gameId: game.id, dueAt: new Date(at.getTime() + delayMs), moment: d });
        else now.push(d);
      }
      if (later.length) {
        await queueDeliveries(this.deps.db, later);
        this.stats.delayed += later.length;
      }
      if (now.length) await this.deliver(now);
      if (page.lastUserId === null) return;
      after = page.lastUserId;
      // A turn of the event loop between pages: the pushes of the pages written so far leave
      // while the next is read (the embedded database never waits on I/O, so it would not yield).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async deliver(list: GameDelivery[]) {
    this.stats.delivered += list.length;
    await deliverGameMoments(this.deps, list, this.now());
  }
}
