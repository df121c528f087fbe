/**
 * Alerts (issue #37): which moments of which teams and games a fan is told of, their quiet hours
 * and their delay. The only file other modules import from this folder:
 *
 * - `AlertSettingsService` (`app.alerts`): the fan's settings behind GET/PUT /api/alerts, and
 *   `delaySecondsOf(userId)` / `delaySecondsOfMany(userIds)`: how many seconds behind the
 *   broadcast a fan watches (0 to DELAY_SECONDS_MAX, 0 for a fan who never set it). Every live
 *   surface answers the game as it was that long ago. Cached per instance; a change drops it on
 *   every instance (bus) and publishes `alerts.changed`.
 * - `alertRecipients` and the moment detection (moments.ts): who hears of a game's moment, read
 *   by the notifications module's game alerts.
 */
import type { FastifyInstance } from "fastify";
import {
  ALERT_GAMES_MAX,
  ALERT_KINDS,
  ALERT_PLAYERS_MAX,
  UNKNOWN_PLAYER_MESSAGE,
  defaultTeamKinds,
  type AlertKind,
  type AlertSettings,
  type AlertSettingsUpdate,
} from "@shared/schemas/alerts";
import { teamById } from "../../catalogue/teams";
import { badRequest } from "../../lib/errors";
import { TtlCache } from "../../lib/ttl-cache";
import { favoriteTeamsOf } from "../users/users.service";
import * as repo from "./alerts.repository";

export { effectiveKinds, type TeamAlertState } from "./effective-kinds";
export { isQuietNow } from "./quiet-hours";
export { alertRecipients, type AlertGame, type AlertRecipient } from "./alert-recipients.repository";
export { queueDeliveries, takeDueDeliveries, type QueuedDelivery } from "./alert-deliveries.repository";
export {
  detectMoments,
  freshMemory,
  isCloseLate,
  playerMoments,
  type Moment,
  type MomentDetail,
  type MomentMemory,
} from "./moments";

export const UNKNOWN_TEAM_MESSAGE = "Unknown team";
export const UNKNOWN_GAME_MESSAGE = "Unknown game";
export { UNKNOWN_PLAYER_MESSAGE };

/** Who a player id names (the player page's name and team); null for a player nobody knows. */
export type PlayerLookup = (playerId: string) => Promise<{ name: string; teamId: number | null } | null>;

/** Bus topic `{ userId }`: a fan's settings changed (the delay caches of every instance drop them). */
export const ALERTS_CHANGED_TOPIC = "alerts.changed";
const DELAY_CACHE_TTL_MS = 60_000;
const DELAY_CACHE_MAX = 100_000;

/** Kinds in the API's order, each once. */
const normalise = (kinds: readonly AlertKind[]): AlertKind[] => ALERT_KINDS.filter((k) => kinds.includes(k));

/** Last entry wins for a repeated id. */
function lastById<T, K>(items: readonly T[], key: (t: T) => K): T[] {
  return [...new Map(items.map((i) => [key(i), i])).values()];
}

export class AlertSettingsService {
  private readonly delays = new TtlCache<number, number>({ ttlMs: DELAY_CACHE_TTL_MS, maxEntries: DELAY_CACHE_MAX });

  constructor(
    private readonly app: FastifyInstance,
    /** Whether a game id names a game (on the board, in a team's season, or stored). */
    private readonly gameKnown: (gameId: string) => boolean | Promise<boolean>,
    /** Who a player id names: asked only of players the fan does not follow yet. */
    private readonly playerOf: PlayerLookup = () => Promise.resolve(null),
  ) {
    app.bus.subscribe(ALERTS_CHANGED_TOPIC, (p) => {
      const { userId } = p as { userId: number };
      this.delays.invalidate((id) => id === userId);
    });
  }

  /** How many seconds behind the broadcast `userId` watches (0 when never set). */
  async delaySecondsOf(userId: number): Promise<number> {
    return (await this.delaySecondsOfMany([userId])).get(userId) ?? 0;
  }

  /** The delays of many fans at once (one query for those not cached); every id is in the map. */
  async delaySecondsOfMany(userIds: readonly number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    const missing: number[] = [];
    for (const id of userIds) {
      const hit = this.delays.get(id);
      if (hit === undefined) missing.push(id);
      else out.set(id, hit);
    }
    if (missing.length) {
      const generation = this.delays.generation();
      const read = await repo.delaysOf(this.app.db, missing);
      for (const id of missing) {
        const d = read.get(id) ?? 0;
        out.set(id, d);
        this.delays.set(id, d, generation);
      }
    }
    return out;
  }

  async get(userId: number): Promise<AlertSettings> {
    const { db } = this.app;
    const [favourites, overrides, games, players, settings] = await Promise.all([
      favoriteTeamsOf(db, userId),
      repo.teamKindsOf(db, userId),
      repo.gameKindsOf(db, userId, ALERT_GAMES_MAX),
      repo.playersOf(db, userId, ALERT_PLAYERS_MAX),
      repo.settingsOf(db, userId),
    ]);
    const byTeam = new Map(overrides.map((o) => [o.teamId, o.kinds]));
    const teams = favourites.map((teamId) => ({
      teamId,
      kinds: normalise(byTeam.get(teamId) ?? defaultTeamKinds(teamById(teamId)?.sport ?? "")),
    }));
    const fav = new Set(favourites);
    for (const o of overrides) if (!fav.has(o.teamId)) teams.push({ teamId: o.teamId, kinds: normalise(o.kinds) });
    return {
      teams,
      games: games.map((g) => ({ gameId: g.gameId, kinds: normalise(g.kinds) })),
      players,
      quietHours:
        settings?.quietStart && settings.quietEnd ? { start: settings.quietStart, end: settings.quietEnd } : null,
      delaySeconds: settings?.delaySeconds ?? 0,
    };
  }

  /**
   * The players of `players` with their name and team: a player already followed as stored, a
   * new one as the provider names them; 400 for one nobody knows.
   */
  private async followed(userId: number, players: readonly { playerId: string }[]): Promise<repo.FollowedPlayer[]> {
    const known = new Map(
      (await repo.playersOf(this.app.db, userId, ALERT_PLAYERS_MAX)).map((p) => [p.playerId, p] as const),
    );
    const out: repo.FollowedPlayer[] = [];
    for (const [i, { playerId }] of players.entries()) {
      const found = known.get(playerId) ?? (await this.playerOf(playerId));
      if (!found)
        throw badRequest(UNKNOWN_PLAYER_MESSAGE, [{ path: `players.${i}.playerId`, message: UNKNOWN_PLAYER_MESSAGE }]);
      out.push({ playerId, name: found.name, teamId: found.teamId });
    }
    return out;
  }

  /** Replaces the parts given (see alertSettingsUpdateSchema); 400 for a team, game or player nobody knows. */
  async put(userId: number, body: AlertSettingsUpdate): Promise<AlertSettings> {
    const teams = body.teams && lastById(body.teams, (t) => t.teamId);
    const games = body.games && lastById(body.games, (g) => g.gameId);
    const unknownTeam = teams?.findIndex((t) => !teamById(t.teamId)) ?? -1;
    if (unknownTeam >= 0)
      throw badRequest(UNKNOWN_TEAM_MESSAGE, [{ path: `teams.${unknownTeam}.teamId`, message: UNKNOWN_TEAM_MESSAGE }]);
    if (games)
      for (const [i, g] of games.entries())
        if (!(await this.gameKnown(g.gameId)))
          throw badRequest(UNKNOWN_GAME_MESSAGE, [{ path: `games.${i}.gameId`, message: UNKNOWN_GAME_MESSAGE }]);
    const players =
      body.players &&
      (await this.followed(
        userId,
        lastById(body.players, (p) => p.playerId),
      ));

    // Only what differs from having no entry is stored: a favourite at its default set keeps
    // following the default, and another team with no kinds is no entry. So a client that sends
    // back every team it read leaves no stale copy of a favourite's default behind (unfollowing
    // the team then ends its alerts).
    const favourites = teams ? new Set(await favoriteTeamsOf(this.app.db, userId)) : new Set<number>();
    const stored = teams
      ?.map((t) => ({ teamId: t.teamId, kinds: normalise(t.kinds) }))
      .filter((t) =>
        favourites.has(t.teamId)
          ? t.kinds.join() !== normalise(defaultTeamKinds(teamById(t.teamId)?.sport ?? "")).join()
          : t.kinds.length > 0,
      );
    await this.app.db.transaction(async (tx) => {
      if (stored) await repo.replaceTeamKinds(tx, userId, stored);
      if (games)
        await repo.replaceGameKinds(
          tx,
          userId,
          games.map((g) => ({ gameId: g.gameId, kinds: normalise(g.kinds) })),
        );
      if (players) await repo.replacePlayers(tx, userId, players);
      if (body.quietHours !== undefined || body.delaySeconds !== undefined)
        await repo.saveSettings(tx, userId, { quiet: body.quietHours, delaySeconds: body.delaySeconds });
    });
    this.delays.invalidate((id) => id === userId);
    await this.app.bus.publish(ALERTS_CHANGED_TOPIC, { userId });
    const settings = await this.get(userId);
    await this.app.domainEvents.publish("alerts.changed", { userId, delaySeconds: settings.delaySeconds });
    return settings;
  }
}
