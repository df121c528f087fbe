import type { AppNotification, PushPayload } from "@shared/schemas/notifications";
import { subjectPath } from "@shared/notification-paths";
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

const str = (v: unknown, fallback = "") => (typeof v === "string" ? v : fallback);

/** True when either team of the game is shielded for the recipient. */
export function isShielded(game: GameData | undefined, shielded: ReadonlySet<number>): boolean {
  if (!game) return false;
  return [game.home.id, game.away.id].some((id) => id !== null && shielded.has(id));
}

function plural(n: number, one: string, many: string) {
  return n === 1 ? one : many;
}

function minutesUntil(startsAt: string, from: Date): number {
  return Math.max(1, Math.round((new Date(startsAt).getTime() - from.getTime()) / 60_000));
}

/** The sentence the bell and the push show. A shielded game's final never carries its score. */
export function textOf(row: NotificationRow, shielded: ReadonlySet<number>): string {
  const who = row.actor ? row.actor.firstName : "Someone";
  const d = row.data;
  switch (row.type) {
    case "friend_request":
      return `${who} sent you a friend request`;
    case "friend_accepted":
      return `${who} accepted your friend request`;
    case "join_request":
      return `${who} asked to join ${str(d.communityName, "your community")}`;
    case "join_approved":
      return `You're now a member of ${str(d.communityName, "the community")}`;
    case "event_rsvp":
      return d.status === "maybe"
        ? `${who} might come to ${str(d.eventTitle, "your event")}`
        : `${who} is going to ${str(d.eventTitle, "your event")}`;
    case "post_like": {
      const others = row.actorCount - 1;
      return others > 0
        ? `${who} and ${others} ${plural(others, "other", "others")} liked your post`
        : `${who} liked your post`;
    }
    case "post_comment":
      return d.excerpt ? `${who} commented on your post: "${str(d.excerpt)}"` : `${who} commented on your post`;
    case "event_reminder": {
      const m = minutesUntil(str(d.startsAt), row.createdAt);
      const when = m >= 55 ? "in an hour" : `in ${m} ${plural(m, "minute", "minutes")}`;
      return `${str(d.eventTitle, "Your event")} starts ${when}`;
    }
    case "game_start": {
      const g = d.game as GameData | undefined;
      return g ? `${g.away.name} at ${g.home.name} has started` : "Your team's game has started";
    }
    case "game_final": {
      const g = d.game as GameData | undefined;
      if (!g) return "Final";
      if (isShielded(g, shielded)) return `${g.away.name} at ${g.home.name} · Final — tap to reveal`;
      return `Final: ${g.away.name} ${g.awayScore ?? 0}, ${g.home.name} ${g.homeScore ?? 0}`;
    }
    case "waitlist_promoted":
      return `A place freed up: you're going to ${str(d.eventTitle, "the event")}`;
    case "event_updated":
      return `${who} changed the details of ${str(d.eventTitle, "an event you're going to")}`;
    case "content_removed":
      return `A moderator removed your ${str(d.what, "post")}`;
    case "now_in_charge":
      return row.subjectKind === "community"
        ? `You now run ${str(d.communityName, "a community")}: its creator left FanZone`
        : `You're now the host of ${str(d.eventTitle, "an event")}: its host left FanZone`;
    case "event_cancelled":
      return `${str(d.eventTitle, "An event")} was cancelled: its host left FanZone`;
  }
}

export function presentNotification(row: NotificationRow, shielded: ReadonlySet<number>): AppNotification {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    actor: row.actor,
    subject: { kind: row.subjectKind, id: row.subjectKind === "game" ? row.subjectId : Number(row.subjectId) },
    text: textOf(row, shielded),
  };
}

const TITLES: Record<AppNotification["type"], string> = {
  friend_request: "Friend request",
  friend_accepted: "New friend",
  join_request: "Join request",
  join_approved: "Request approved",
  event_rsvp: "New RSVP",
  post_like: "Likes",
  post_comment: "New comment",
  event_reminder: "Event reminder",
  game_start: "Game on",
  game_final: "Final",
  waitlist_promoted: "You're going",
  event_updated: "Event changed",
  content_removed: "Removed by a moderator",
  now_in_charge: "Now in charge",
  event_cancelled: "Event cancelled",
};

/** The Web Push payload: the same (shielded) sentence, and where a tap opens the app. */
export function pushPayloadOf(item: AppNotification): PushPayload {
  return {
    title: TITLES[item.type],
    body: item.text,
    url: subjectPath(item.subject),
    // One system notification per subject and kind: a growing like group replaces its own.
    tag: `${item.type}:${item.subject.kind}:${item.subject.id}`,
    notificationId: item.id,
  };
}
