import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { QuietHours } from "@shared/schemas/alerts";
import type { Locale } from "@shared/i18n/locales";
import { subjectPath } from "@shared/notification-paths";
import type { NotificationType } from "@shared/schemas/notifications";
import type { Db } from "../../db/client";
import type { SocketHub } from "../../realtime/socket-hub";
import { isQuietNow } from "../alerts/alerts.service";
import { writeGameItems, type GameItemRow } from "./game-items.repository";
import { NOTIFICATION_TEXTS } from "./notification-texts";
import { gameStateText, presentNotification, type GameMomentData } from "./notifications.presenter";
import type { PushJob, PushService } from "./push.service";

/** One fan's delivery of one moment: all it needs, so a delayed one is delivered as it was decided. */
export interface GameDelivery {
  userId: number;
  gameId: string;
  type: NotificationType;
  /** The fan asked for this moment's kind: unread again, and a push that alerts. */
  asked: boolean;
  data: GameMomentData;
  locale: Locale;
  shielded: boolean;
  inApp: boolean;
  /** The fan wants pushes of this type and has a device subscribed. */
  push: boolean;
  quietHours: QuietHours | null;
  timeZone: string | null;
}

/** RFC 8030 topic of a game's pushes (32 base64url characters at most): a newer one replaces one not yet delivered. */
export const gameTopic = (gameId: string) => createHash("sha256").update(gameId).digest("base64url").slice(0, 32);

/**
 * One delivery per fan and game. A sweep can find several moments of one game due for a delayed
 * fan (moments closer together than the sweep's period, or a backlog after a pause), and one
 * upsert cannot write a row twice: the whole page would fail, its rows already taken. The item
 * shows the newest moment and alerts if the fan asked for any of them.
 */
export function newestPerFanAndGame(list: readonly GameDelivery[]): GameDelivery[] {
  const byKey = new Map<string, GameDelivery>();
  for (const d of list) {
    const key = `${d.userId}:${d.gameId}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, d);
      continue;
    }
    const [older, newer] = seen.data.at <= d.data.at ? [seen, d] : [d, seen];
    byKey.set(key, {
      ...newer,
      asked: older.asked || newer.asked,
      inApp: older.inApp || newer.inApp,
      push: older.push || newer.push,
    });
  }
  return [...byKey.values()];
}

/**
 * Writes the fans' game items in place, sends each fan's sockets the item as it now reads, and
 * pushes it: to those who asked for the moment (it alerts), or replacing the push a fan already
 * has (silently); never during the fan's quiet hours, read on their own clock.
 */
export async function deliverGameMoments(
  deps: { db: Db; sockets: SocketHub; push: PushService; log: FastifyBaseLogger },
  moments: readonly GameDelivery[],
  now: Date,
) {
  const list = newestPerFanAndGame(moments);
  const rows = await writeGameItems(
    deps.db,
    list.map((d) => ({
      recipientId: d.userId,
      type: d.type,
      gameId: d.gameId,
      data: { ...d.data },
      asked: d.asked,
      inApp: d.inApp,
      push: d.push && !isQuietNow(d.quietHours, d.timeZone, now),
    })),
    now,
  );
  const written = new Map<string, GameItemRow>(rows.map((r) => [`${r.recipientId}:${r.gameId}`, r]));
  const jobs: PushJob[] = [];
  for (const d of list) {
    const row = written.get(`${d.userId}:${d.gameId}`);
    if (!row) continue; // nothing to update, or a later moment is already there
    const g = d.data.game;
    const shieldedTeams = new Set(d.shielded ? [g.home.id, g.away.id].filter((id): id is number => id !== null) : []);
    const item = presentNotification(
      {
        id: row.id,
        recipientId: d.userId,
        type: d.type,
        actorId: null,
        subjectKind: "game",
        subjectId: d.gameId,
        data: { ...d.data },
        actorCount: 1,
        inApp: row.inApp,
        createdAt: row.createdAt,
        readAt: row.readAt,
        cursorT: "",
        actor: null,
      },
      shieldedTeams,
      d.locale,
    );
    if (d.inApp) void deps.sockets.sendToUser(d.userId, { type: "notification", data: item });
    if (!row.pushed) continue;
    const t = NOTIFICATION_TEXTS[d.locale];
    jobs.push({
      userId: d.userId,
      payload: {
        // A shielded game's title does not tell what happened either.
        title: d.shielded && d.type === "game_update" ? t.titles.game_update : t.momentTitles[d.data.moment],
        body: gameStateText(d.data, d.shielded, d.locale),
        url: subjectPath(item.subject),
        tag: `game:${d.gameId}`,
        notificationId: row.id,
        renotify: d.asked,
      },
      topic: gameTopic(d.gameId),
      urgency: "high",
    });
  }
  if (jobs.length) deps.push.sendManyInBackground(jobs);
}
