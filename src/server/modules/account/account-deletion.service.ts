import type { FastifyInstance } from "fastify";
import type { AccountDeleted } from "@shared/schemas/account";
import { DELETE_PASSWORD_WRONG } from "@shared/schemas/account";
import { forbidden, unauthenticated } from "../../lib/errors";
import { mediaStorageOf } from "../../providers/media";
import { revokeSessions } from "../../lib/session";
import { leaveAllCommunities } from "../communities/departure.service";
import { leaveAllEvents } from "../events/departure.service";
import { deleteStoredObjects, forgetMediaOf } from "../media/media.service";
import { forgetReporter } from "../moderation/departure.service";
import { forgetUserInNotifications } from "../notifications/departure.service";
import { erasePostsOf } from "../posts/departure.service";
import { deleteAccountRow, isCurrentPassword, lockAccount } from "../users/users.service";

/**
 * Deletes the account (DELETE /api/users/me), see docs/decisions/0921-account-deletion.md.
 * The password is checked before the transaction (argon2 is slow; no row waits for it). One
 * transaction then removes or hands over everything: each feature's service moves its own
 * counters and rules, and the account row goes last, its foreign keys (on delete cascade)
 * taking the rows nothing else needs to adjust (sessions, favourite teams, friendships, blocks,
 * mutes, predictions, game comments, push subscriptions, preferences). After the commit the
 * sessions and sockets end everywhere, the images' bytes leave the media storage, and
 * `account.deleted` is published: the people affected are told, the read caches drop.
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
  // Those affected are told (the notifications module), the read caches showing them drop.
  await app.domainEvents.publish("account.deleted", {
    userId,
    events: { promoted: done.events.promoted, handedOver: done.events.handedOver, cancelled: done.events.cancelled },
    communities: { handedOver: done.communities.handedOver },
  });
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
