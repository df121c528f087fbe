import type { MyRsvp } from "@shared/schemas/events";
import type { Game } from "@shared/schemas/live";

// Every domain event of the server, by name, with its payload: what happened, said once by the
// service that made it happen, after its transaction committed. Subscribers (notifications,
// mails, read caches, counters) react in their own module; the publisher knows none of them.
// A payload carries what subscribers commonly need (ids, a title for a sentence); anything else
// they read through the publishing module's service. docs/decisions/1340 explains the rules.

export interface EventMap {
  // ---- posts (the posts module) ----
  "post.published": { postId: number; authorId: number };
  "post.edited": { postId: number; authorId: number };
  "post.deleted": { postId: number; authorId: number };
  /** A like that was not there before (a repeated PUT publishes nothing). */
  "post.liked": { postId: number; authorId: number; likerId: number };
  "post.unliked": { postId: number; authorId: number; likerId: number };
  "comment.added": { postId: number; postAuthorId: number; commentId: number; authorId: number; content: string };
  "comment.edited": { postId: number; commentId: number; authorId: number };
  "comment.deleted": { postId: number; commentId: number; authorId: number };

  // ---- friends ----
  "friend.requested": { requesterId: number; addresseeId: number };
  /** `accepterId` accepted `requesterId`'s request (or asked someone who had already asked them). */
  "friend.accepted": { accepterId: number; requesterId: number };

  // ---- blocks and mutes ----
  "user.blocked": { blockerId: number; blockedId: number };
  "user.unblocked": { blockerId: number; blockedId: number };
  "user.muted": { muterId: number; mutedId: number };
  "user.unmuted": { muterId: number; mutedId: number };

  // ---- accounts (users, auth, account) ----
  /** What others see of an account, or it sees of itself, changed: name, picture, teams, language, address. */
  "account.changed": { userId: number };
  /** The account and everything of it are gone; what passed to others or was cancelled with it. */
  "account.deleted": {
    userId: number;
    events: {
      promoted: { eventId: number; title: string; userIds: number[] }[];
      handedOver: { eventId: number; title: string; to: number }[];
      cancelled: { eventId: number; title: string; notify: number[] }[];
    };
    communities: { handedOver: { communityId: number; name: string; to: number }[] };
  };

  // ---- communities ----
  "community.created": { communityId: number; creatorId: number };
  "community.joined": { communityId: number; userId: number };
  "community.left": { communityId: number; userId: number };
  /** A private community's join request, waiting for its creator. */
  "community.joinRequested": { communityId: number; communityName: string; creatorId: number; requesterId: number };
  "community.joinDecided": {
    communityId: number;
    communityName: string;
    creatorId: number;
    requesterId: number;
    approved: boolean;
  };

  // ---- events (watch parties and meet-ups) ----
  "event.created": { eventId: number; creatorId: number };
  "event.edited": { eventId: number; title: string; editorId: number };
  /** Someone's RSVP changed (null: withdrawn); waiting-list promotions it caused follow as their own event. */
  "event.rsvpChanged": { eventId: number; title: string; creatorId: number; userId: number; status: MyRsvp | null };
  "event.waitlistPromoted": { eventId: number; title: string; userIds: number[] };

  // ---- moderation ----
  /** An administrator took a post or comment down; `where` is the post or game it was on. */
  "content.removed": {
    kind: "post" | "comment" | "game_comment";
    id: number;
    authorId: number;
    where: { kind: "post"; id: number } | { kind: "game"; id: string };
  };

  // ---- alerts (issue #37) ----
  /** A fan changed their alerts; `delaySeconds` is their delay now (it may be unchanged). */
  "alerts.changed": { userId: number; delaySeconds: number };

  // ---- games (recorded by the live leader, once per deployment) ----
  "game.started": { game: Game };
  "game.final": { game: Game };
  /** A game's card changed from a state the recorder knew (score, clock, status): alerts find its moments. */
  "game.changed": { before: Game; after: Game };
}

export type EventName = keyof EventMap;
