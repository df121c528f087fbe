import type { FastifyInstance } from "fastify";
import type { AccountDeleted } from "@shared/schemas/account";
import { DELETE_PASSWORD_WRONG } from "@shared/schemas/account";
import { forbidden, unauthenticated } from "../../lib/errors";
import { mediaStorageOf } from "../../providers/media";
import { isCurrentPassword } from "../auth/auth.service";
import { revokeSessions } from "../auth/session.service";
import { leaveAllCommunities, type CommunitiesDeparture } from "../communities/departure.service";
import { leaveAllEvents, type EventsDeparture } from "../events/departure.service";
import { deleteStoredObjects, forgetMediaOf } from "../media/media.service";
import { forgetReporter } from "../moderation/departure.service";
import { forgetUserInNotifications } from "../notifications/departure.service";
import { erasePostsOf } from "../posts/departure.service";
import { deleteAccountRow, lockAccount } from "../users/users.service";

/**
 * Deletes the account (DELETE /api/users/me), see docs/decisions/0920-export-and-deletion.md.
 * The password is checked before the transaction (argon2 is slow; no row waits for it). One
 * transaction then removes or hands over everything: each feature's service moves its own
 * counters and rules, and the account row goes last, its foreign keys (on delete cascade)
 * taking the rows nothing else needs to adjust (sessions, favourite teams, friendships, blocks,
 * mutes, predictions, game comments, push subscriptions, preferences). After the commit the
 * sessions and sockets end everywhere, the images' bytes leave the media storage and the people
 * affected are told.
 */
export async function deleteAccount(app: FastifyInstance, userId: number, password: string): Promise<AccountDeleted> {
  if (!(await isCurrentPassword(app.db, userId, password))) throw forbidden(DELETE_PASSWORD_WRONG);
  const now = new Date();
  const done = await app.db.transaction(async (tx) => {
    if (!(await lockAccount(tx, userId))) throw unauthenticated();
    const events = await leaveAllEvents(tx, userId, now);
    const communities = await leaveAllCommunities(tx, userId);
    const postIds = await erasePostsOf(tx, userId);
    await forgetUserInNotifications(tx, userId, postIds);
    await forgetReporter(tx, userId);
    const mediaKeys = await forgetMediaOf(tx, userId);
    await deleteAccountRow(tx, userId);
    return { events, communities, mediaKeys };
  });
  await revokeSessions(app, userId);
  const failed = await deleteStoredObjects(mediaStorageOf(app), done.mediaKeys);
  if (failed.length) app.log.warn({ keys: failed }, "could not delete the images of a deleted account");
  await tellThoseAffected(app, done.events, done.communities);
  return {
    deleted: true,
    communities: { handedOver: done.communities.handedOver.length, deleted: done.communities.deleted },
    events: {
      handedOver: done.events.handedOver.length,
      cancelled: done.events.cancelled.length,
      deleted: done.events.deletedPast,
    },
  };
}

/** Notifications after the commit (they never fail the deletion: notify() logs its own errors). */
async function tellThoseAffected(app: FastifyInstance, events: EventsDeparture, communities: CommunitiesDeparture) {
  const notify = app.notifications.notify.bind(app.notifications);
  await Promise.all([
    ...events.promoted.flatMap((e) =>
      e.userIds.map((recipientId) =>
        notify({
          recipientId,
          type: "waitlist_promoted",
          actorId: null,
          subject: { kind: "event", id: e.eventId },
          data: { eventTitle: e.title },
        }),
      ),
    ),
    ...events.handedOver.map((e) =>
      notify({
        recipientId: e.to,
        type: "now_in_charge",
        actorId: null,
        subject: { kind: "event", id: e.eventId },
        data: { eventTitle: e.title },
      }),
    ),
    ...events.cancelled.flatMap((e) =>
      e.notify.map((recipientId) =>
        notify({
          recipientId,
          type: "event_cancelled",
          actorId: null,
          subject: { kind: "event", id: e.eventId },
          data: { eventTitle: e.title },
        }),
      ),
    ),
    ...communities.handedOver.map((c) =>
      notify({
        recipientId: c.to,
        type: "now_in_charge",
        actorId: null,
        subject: { kind: "community", id: c.communityId },
        data: { communityName: c.name },
      }),
    ),
  ]);
}
