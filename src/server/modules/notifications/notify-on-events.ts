import type { FastifyInstance } from "fastify";
import { goingUserIdsOf } from "../events/events.service";
import type { GameAlerts } from "./game-alerts";
import type { NotificationService } from "./notifications.service";

/** How many attendees of an edited event are told about the change (the first to RSVP). */
const EVENT_EDIT_NOTIFY = 500;

/** The first words of a comment for its notification. */
function excerptOf(content: string, max = 80) {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * Who hears of what: the notifications that follow the other modules' domain events. The
 * publishers know nothing of notifications; `notify` keeps its own rules (never about one's own
 * action, preferences, blocks) and never throws. Returns the unsubscribe.
 */
export function notifyOnDomainEvents(app: FastifyInstance, n: NotificationService, games: GameAlerts): () => void {
  const events = app.domainEvents;
  // Fans who got a place at an event from its waiting list (a cancelled RSVP, a deleted account).
  const tellPromoted = (e: { eventId: number; title: string; userIds: number[] }) =>
    e.userIds.map((recipientId) =>
      n.notify({
        recipientId,
        type: "waitlist_promoted",
        actorId: null,
        subject: { kind: "event", id: e.eventId },
        data: { eventTitle: e.title },
      }),
    );
  const offs = [
    // The author hears of likes (collapsed per post and hour) and comments.
    events.on("post.liked", (e) =>
      n.notify({
        recipientId: e.authorId,
        type: "post_like",
        actorId: e.likerId,
        subject: { kind: "post", id: e.postId },
        data: {},
      }),
    ),
    events.on("comment.added", (e) =>
      n.notify({
        recipientId: e.postAuthorId,
        type: "post_comment",
        actorId: e.authorId,
        subject: { kind: "post", id: e.postId },
        data: { excerpt: excerptOf(e.content) },
      }),
    ),

    events.on("friend.requested", (e) =>
      n.notify({
        recipientId: e.addresseeId,
        type: "friend_request",
        actorId: e.requesterId,
        subject: { kind: "user", id: e.requesterId },
      }),
    ),
    events.on("friend.accepted", (e) =>
      n.notify({
        recipientId: e.requesterId,
        type: "friend_accepted",
        actorId: e.accepterId,
        subject: { kind: "user", id: e.accepterId },
      }),
    ),

    // A private community's join request reaches its creator; an approval reaches the requester.
    events.on("community.joinRequested", (e) =>
      n.notify({
        recipientId: e.creatorId,
        type: "join_request",
        actorId: e.requesterId,
        subject: { kind: "community", id: e.communityId },
        data: { communityName: e.communityName },
      }),
    ),
    events.on("community.joinDecided", (e) =>
      e.approved
        ? n.notify({
            recipientId: e.requesterId,
            type: "join_approved",
            actorId: e.creatorId,
            subject: { kind: "community", id: e.communityId },
            data: { communityName: e.communityName },
          })
        : null,
    ),

    // The creator hears of those going or maybe; waiting fans of the place they got; attendees of
    // an edit (bounded: a very large event tells its first EVENT_EDIT_NOTIFY).
    events.on("event.rsvpChanged", (e) =>
      e.status === "going" || e.status === "maybe"
        ? n.notify({
            recipientId: e.creatorId,
            type: "event_rsvp",
            actorId: e.userId,
            subject: { kind: "event", id: e.eventId },
            data: { eventTitle: e.title, status: e.status },
          })
        : null,
    ),
    events.on("event.waitlistPromoted", (e) => Promise.all(tellPromoted(e))),
    events.on("event.edited", async (e) => {
      const going = await goingUserIdsOf(app.db, e.eventId, EVENT_EDIT_NOTIFY);
      await Promise.all(
        going.map((recipientId) =>
          n.notify({
            recipientId,
            type: "event_updated",
            actorId: e.editorId,
            subject: { kind: "event", id: e.eventId },
            data: { eventTitle: e.title },
          }),
        ),
      );
    }),

    // No actor: the author learns what was removed, not which administrator removed it.
    events.on("content.removed", (e) =>
      n.notify({
        recipientId: e.authorId,
        type: "content_removed",
        actorId: null,
        subject: e.where,
        data: { what: e.kind === "post" ? "post" : "comment" },
      }),
    ),

    // A deleted account's events and communities: who got a place, who is now in charge, who
    // learns that an event is off.
    events.on("account.deleted", ({ events: left, communities }) =>
      Promise.all([
        ...left.promoted.flatMap(tellPromoted),
        ...left.handedOver.map((e) =>
          n.notify({
            recipientId: e.to,
            type: "now_in_charge",
            actorId: null,
            subject: { kind: "event", id: e.eventId },
            data: { eventTitle: e.title },
          }),
        ),
        ...left.cancelled.flatMap((e) =>
          e.notify.map((recipientId) =>
            n.notify({
              recipientId,
              type: "event_cancelled",
              actorId: null,
              subject: { kind: "event", id: e.eventId },
              data: { eventTitle: e.title },
            }),
          ),
        ),
        ...communities.handedOver.map((c) =>
          n.notify({
            recipientId: c.to,
            type: "now_in_charge",
            actorId: null,
            subject: { kind: "community", id: c.communityId },
            data: { communityName: c.name },
          }),
        ),
      ]),
    ),

    // The moments of a game for those who follow it (its teams' fans, the bell on the game); the
    // fan-out is queued (thousands of fans), not awaited by the recorder.
    events.on("game.changed", ({ before, after }) => games.onChange(before, after)),
  ];
  return () => offs.forEach((off) => off());
}
