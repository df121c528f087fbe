import type { FastifyBaseLogger } from "fastify";
import type { Game, GameStatus } from "@shared/schemas/live";
import type { Db } from "../../db/client";
import { fansOfTeams } from "../users/users.service";
import type { GameData } from "./notifications.presenter";
import type { NotificationService } from "./notifications.service";

const FANS_PAGE = 500;

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

/**
 * game_start and game_final for the fans of either team. Every instance follows the board's
 * statuses, but only the live leader (one per deployment) fans out, and each (fan, kind, game)
 * has a unique key in the database, so a leader change mid-game never notifies twice.
 * Only transitions seen on the board count: a restart does not replay old results.
 */
export class GameAlerts {
  private readonly statuses = new Map<string, GameStatus>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: {
      db: Db;
      notifications: NotificationService;
      isLeader: () => boolean;
      log: FastifyBaseLogger;
    },
  ) {}

  /** The board as it is at start: its statuses are not transitions. */
  seed(games: Game[]) {
    for (const g of games) if (!this.statuses.has(g.id)) this.statuses.set(g.id, g.gameStatus);
  }

  onGames(games: Game[]) {
    for (const g of games) {
      const before = this.statuses.get(g.id);
      this.statuses.set(g.id, g.gameStatus);
      if (before === undefined || before === g.gameStatus || !this.deps.isLeader()) continue;
      if (g.gameStatus === "live" && before === "upcoming") this.enqueue(g, "game_start");
      else if (g.gameStatus === "final") this.enqueue(g, "game_final");
    }
  }

  /** Resolves when every fan-out queued so far is done (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  private enqueue(g: Game, type: "game_start" | "game_final") {
    this.queue = this.queue.then(() =>
      this.fanOut(g, type).catch((err: Error) => this.deps.log.error({ err, game: g.id }, "game alerts failed")),
    );
  }

  private async fanOut(g: Game, type: "game_start" | "game_final") {
    const teamIds = [g.homeTeam.id, g.awayTeam.id].filter((id): id is number => id !== null);
    const data = { game: gameDataOf(g) };
    let after = 0;
    for (;;) {
      const fans = await fansOfTeams(this.deps.db, teamIds, after, FANS_PAGE);
      for (const fan of fans)
        await this.deps.notifications.notify({
          recipientId: fan,
          type,
          actorId: null,
          subject: { kind: "game", id: g.id },
          data,
          dedupeKey: `${type}:${g.id}`,
        });
      if (fans.length < FANS_PAGE) return;
      after = fans[fans.length - 1]!;
    }
  }
}
