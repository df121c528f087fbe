import type { AppNotification, PushPayload } from "@shared/schemas/notifications";
import { subjectPath } from "@shared/notification-paths";
import type { Locale } from "@shared/i18n/locales";
import type { AlertKind } from "@shared/schemas/alerts";
import type { MomentDetail } from "../alerts/alerts.service";
import { NOTIFICATION_TEXTS } from "./notification-texts";
import type { NotificationRow } from "./notifications.repository";

/** What a game notification remembers of the game (teams for the shield, score for the sentence). */
export interface GameData {
  league: string;
  home: { id: number | null; name: string; abbreviation: string };
  away: { id: number | null; name: string; abbreviation: string };
  homeScore: number | null;
  awayScore: number | null;
  statusDetail: string;
}

/** What a game's one notification holds (issue #37): the game as the moment left it, and the moment. */
export interface GameMomentData {
  game: GameData;
  moment: AlertKind;
  detail: MomentDetail | null;
  /** When the moment happened (ISO): an update never replaces a later one. */
  at: string;
}

/**
 * The current state of a game, as its notification says it: "LAL 98–95 BOS · Q4 2:10 · LeBron
 * James goal"; a shielded game only names its teams.
 */
export function gameStateText(d: GameMomentData, shielded: boolean, locale: Locale): string {
  const t = NOTIFICATION_TEXTS[locale];
  const g = d.game;
  if (shielded) return t.gameStateShielded(g.away.abbreviation, g.home.abbreviation);
  const parts = [`${g.away.abbreviation} ${g.awayScore ?? 0}–${g.homeScore ?? 0} ${g.home.abbreviation}`];
  if (g.statusDetail) parts.push(g.statusDetail);
  const detail = d.detail ? t.momentDetail(d.detail.player, d.detail.event) : null;
  if (detail) parts.push(detail);
  return parts.join(" · ");
}

const str = (v: unknown, fallback = "") => (typeof v === "string" ? v : fallback);

/** True when either team of the game is shielded for the recipient. */
export function isShielded(game: GameData | undefined, shielded: ReadonlySet<number>): boolean {
  if (!game) return false;
  return [game.home.id, game.away.id].some((id) => id !== null && shielded.has(id));
}

function minutesUntil(startsAt: string, from: Date): number {
  return Math.max(1, Math.round((new Date(startsAt).getTime() - from.getTime()) / 60_000));
}

const strOrNull = (v: unknown) => (typeof v === "string" ? v : null);

/** The sentence the bell and the push show, in `locale`. A shielded game's final never carries its score. */
export function textOf(row: NotificationRow, shielded: ReadonlySet<number>, locale: Locale = "en"): string {
  const t = NOTIFICATION_TEXTS[locale];
  const who = row.actor ? row.actor.firstName : t.someone;
  const d = row.data;
  switch (row.type) {
    case "friend_request":
      return t.friendRequest(who);
    case "friend_accepted":
      return t.friendAccepted(who);
    case "join_request":
      return t.joinRequest(who, strOrNull(d.communityName));
    case "join_approved":
      return t.joinApproved(strOrNull(d.communityName));
    case "event_rsvp":
      return t.eventRsvp(who, strOrNull(d.eventTitle), d.status === "maybe");
    case "post_like":
      return t.postLike(who, row.actorCount - 1);
    case "post_comment":
      return t.postComment(who, d.excerpt ? str(d.excerpt) : null);
    case "event_reminder":
      return t.eventReminder(strOrNull(d.eventTitle), minutesUntil(str(d.startsAt), row.createdAt));
    case "game_start": {
      const g = d.game as GameData | undefined;
      return t.gameStart(g ? { away: g.away.name, home: g.home.name } : null);
    }
    case "game_final": {
      const g = d.game as GameData | undefined;
      if (g && isShielded(g, shielded)) return t.gameFinalShielded(g.away.name, g.home.name);
      return t.gameFinal(
        g ? { away: g.away.name, awayScore: g.awayScore ?? 0, home: g.home.name, homeScore: g.homeScore ?? 0 } : null,
      );
    }
    case "game_update": {
      const g = d as unknown as GameMomentData;
      return g.game ? gameStateText(g, isShielded(g.game, shielded), locale) : t.titles.game_update;
    }
    case "waitlist_promoted":
      return t.waitlistPromoted(strOrNull(d.eventTitle));
    case "event_updated":
      return t.eventUpdated(who, strOrNull(d.eventTitle));
    case "content_removed":
      return t.contentRemoved(strOrNull(d.what));
    case "now_in_charge":
      return row.subjectKind === "community"
        ? t.nowInChargeCommunity(strOrNull(d.communityName))
        : t.nowInChargeEvent(strOrNull(d.eventTitle));
    case "event_cancelled":
      return t.eventCancelled(strOrNull(d.eventTitle));
  }
}

export function presentNotification(
  row: NotificationRow,
  shielded: ReadonlySet<number>,
  locale: Locale = "en",
): AppNotification {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    actor: row.actor,
    subject: { kind: row.subjectKind, id: row.subjectKind === "game" ? row.subjectId : Number(row.subjectId) },
    text: textOf(row, shielded, locale),
  };
}

/** The Web Push payload: the same (shielded) sentence, and where a tap opens the app. */
export function pushPayloadOf(item: AppNotification, locale: Locale = "en"): PushPayload {
  return {
    title: NOTIFICATION_TEXTS[locale].titles[item.type],
    body: item.text,
    url: subjectPath(item.subject),
    // One system notification per subject and kind: a growing like group replaces its own.
    tag: `${item.type}:${item.subject.kind}:${item.subject.id}`,
    notificationId: item.id,
  };
}
