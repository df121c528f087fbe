import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { cursorId, cursorTimestamp, decodeCursor, encodeCursor } from "@shared/schemas/common";
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPES,
  type AppNotification,
  type MarkReadBody,
  type NotificationPage,
  type ChannelPreference,
  type NotificationPreferences,
  type NotificationSubjectKind,
  type NotificationType,
} from "@shared/schemas/notifications";
import type { ServerMessage } from "@shared/realtime/messages";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import type { SocketHub } from "../../realtime/socket-hub";
import type { SpoilerService } from "../spoilers/spoilers.service";
import { Coalescer } from "./coalescer";
import type { Locale } from "@shared/i18n/locales";
import { localesOf } from "../users/users.service";
import { presentNotification, pushPayloadOf } from "./notifications.presenter";
import * as repo from "./notifications.repository";
import type { PushService } from "./push.service";

/** Likes of one post within this window collapse into one notification. */
export const LIKE_GROUP_MS = 60 * 60 * 1000;
/** A notification updated in a burst (a like storm) reaches a socket at most once per window per instance. */
export const WS_COALESCE_MS = 500;
/** A growing like group is pushed to the phone again at most this often. */
export const PUSH_REPEAT_MS = 15 * 60 * 1000;
/** The unread badge counts up to here ("99+" is shown long before). */
export const UNREAD_CAP = 999;

export interface NotifyInput {
  recipientId: number;
  type: NotificationType;
  /** Whose action caused it; null for system notices (reminders, games). */
  actorId: number | null;
  subject: { kind: NotificationSubjectKind; id: string | number };
  /** What the sentence needs: community name, event title, comment excerpt, game. */
  data?: Record<string, unknown>;
  /** At most one notification per (recipient, key), whichever instance writes it. */
  dedupeKey?: string;
}

/** A recipient filter (e.g. blocks): false keeps the notification from being created. */
export type RecipientFilter = (input: {
  recipientId: number;
  actorId: number | null;
  type: NotificationType;
}) => boolean | Promise<boolean>;

const EMPTY = new Set<number>();

/** One kind's channels from the stored preferences (a kind never stored: both on). */
export function channelOf(stored: Record<string, unknown>, type: NotificationType): ChannelPreference {
  const s = stored[type] as { inApp?: unknown; push?: unknown } | undefined;
  return s && typeof s.inApp === "boolean" && typeof s.push === "boolean"
    ? { inApp: s.inApp, push: s.push }
    : DEFAULT_NOTIFICATION_PREFERENCES[type];
}
const cursorSchema = z.strictObject({ t: cursorTimestamp, id: cursorId });

/**
 * `app.notifications`: creates notifications (preferences, filters, never about one's own
 * action), delivers them to every socket of the recipient on every instance through
 * `app.sockets`, and pushes them to the recipient's installed apps.
 */
export class NotificationService {
  private readonly filters: RecipientFilter[] = [];
  private readonly coalescer: Coalescer;
  readonly stats = { created: 0, updated: 0, skipped: 0, wsMessages: 0, pushes: 0 };

  constructor(
    private readonly deps: {
      db: Db;
      sockets: SocketHub;
      spoilers: SpoilerService;
      push: PushService;
      log: FastifyBaseLogger;
      now?: () => Date;
      coalesceMs?: number;
    },
  ) {
    this.coalescer = new Coalescer(deps.coalesceMs ?? WS_COALESCE_MS);
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  addFilter(filter: RecipientFilter): void {
    this.filters.push(filter);
  }

  /**
   * Called by features after their write committed. Never throws: a failure here is logged
   * and must not undo (or fail) the action that caused it. Resolves to the item as the
   * recipient sees it, or null when nothing was sent.
   */
  async notify(input: NotifyInput): Promise<AppNotification | null> {
    try {
      return await this.create(input);
    } catch (err) {
      this.deps.log.error({ err, type: input.type }, "notification failed");
      return null;
    }
  }

  private async create(input: NotifyInput): Promise<AppNotification | null> {
    const { recipientId, actorId, type } = input;
    if (actorId !== null && actorId === recipientId) return this.skip();
    for (const allowed of this.filters) if (!(await allowed({ recipientId, actorId, type }))) return this.skip();
    const pref = (await this.preferences(recipientId))[type];
    if (!pref.inApp && !pref.push) return this.skip();

    const { db } = this.deps;
    const now = this.now();
    const base = {
      recipientId,
      type,
      actorId,
      subjectKind: input.subject.kind,
      subjectId: String(input.subject.id),
      data: input.data ?? {},
      inApp: pref.inApp,
      now,
    };
    const grouped = type === "post_like" && actorId !== null;
    const id = grouped
      ? await repo.addToGroup(db, { ...base, groupKey: `post_like:${input.subject.id}` }, LIKE_GROUP_MS)
      : await repo.insertOnce(db, { ...base, groupKey: input.dedupeKey ?? null });
    if (id === undefined) return this.skip(); // a duplicate: already notified
    const row = await repo.findById(db, id);
    if (!row) return null;
    if (grouped && row.actorCount > 1) this.stats.updated++;
    else this.stats.created++;

    const shielded = type === "game_final" ? await this.deps.spoilers.shieldedTeamIds(recipientId) : EMPTY;
    // Built for the recipient, in the language they chose (English when they never did).
    const locale = (await localesOf(db, [recipientId])).get(recipientId) ?? "en";
    const item = presentNotification(row, shielded, locale);
    if (pref.inApp) {
      const msg: ServerMessage = { type: "notification", data: item };
      this.coalescer.offer(id, () => {
        this.stats.wsMessages++;
        void this.deps.sockets.sendToUser(recipientId, msg);
      });
    }
    if (pref.push && (await this.deps.push.isSubscribed(recipientId, undefined))) {
      if (await repo.claimPush(db, id, now, PUSH_REPEAT_MS)) {
        this.stats.pushes++;
        this.deps.push.sendInBackground(recipientId, pushPayloadOf(item, locale));
      }
    }
    return item;
  }

  private skip() {
    this.stats.skipped++;
    return null;
  }

  /** Sends socket messages still held back by the coalescing window (shutdown). */
  flush() {
    this.coalescer.flush();
  }

  /** The reader's notifications, in `locale` (the reader's language: their choice or their browser's). */
  async list(userId: number, q: { cursor?: string; limit: number }, locale: Locale = "en"): Promise<NotificationPage> {
    const after = decodeCursor(q.cursor, cursorSchema);
    if (q.cursor && !after) throw badRequest("Invalid cursor");
    const [rows, unreadCount, shielded] = await Promise.all([
      repo.listFor(this.deps.db, userId, after, q.limit + 1),
      repo.unreadCount(this.deps.db, userId, UNREAD_CAP),
      this.deps.spoilers.shieldedTeamIds(userId),
    ]);
    const items = rows.slice(0, q.limit);
    const last = items[items.length - 1];
    return {
      items: items.map((r) => presentNotification(r, shielded, locale)),
      nextCursor: rows.length > q.limit && last ? encodeCursor({ t: last.cursorT, id: last.id }) : null,
      unreadCount,
    };
  }

  async markRead(userId: number, body: MarkReadBody) {
    await repo.markRead(this.deps.db, userId, "all" in body ? "all" : body.ids, this.now());
    return { unreadCount: await repo.unreadCount(this.deps.db, userId, UNREAD_CAP) };
  }

  async preferences(userId: number): Promise<NotificationPreferences> {
    const stored = (await repo.preferencesOf(this.deps.db, userId)) ?? {};
    const out: Record<NotificationType, ChannelPreference> = { ...DEFAULT_NOTIFICATION_PREFERENCES };
    for (const t of NOTIFICATION_TYPES) out[t] = channelOf(stored, t);
    const reminder = stored.event_reminder as { email?: unknown } | undefined;
    return {
      ...out,
      event_reminder: { ...out.event_reminder, email: typeof reminder?.email === "boolean" ? reminder.email : true },
    };
  }

  async setPreferences(userId: number, prefs: NotificationPreferences) {
    await repo.savePreferences(this.deps.db, userId, prefs);
    return this.preferences(userId);
  }
}
