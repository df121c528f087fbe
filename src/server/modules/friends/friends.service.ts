import { FRIEND_REQUESTS_MAX, FRIEND_SEARCH_MAX, FRIENDS_LIST_MAX } from "@shared/limits";
import type { FriendActionResult, FriendRequest, UserSearchHit } from "@shared/schemas/friends";
import type { FriendStatus } from "@shared/schemas/users";
import type { FastifyInstance } from "fastify";
import type { Db, DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { badRequest, conflict, notFound, tooManyRequests } from "../../lib/errors";
import { userExists } from "../users/users.service";
import { assertNotBlocked } from "../../lib/safety";
import { friendStatusOf } from "./friend-status";
import * as repo from "./friends.repository";

export const MESSAGES = {
  self: "You cannot send a friend request to yourself",
  userNotFound: "User not found",
  alreadyFriends: "You are already friends",
  alreadySent: "Friend request already sent",
  sent: "Friend request sent",
  nowFriends: "You are now friends!",
  noRequest: "No pending friend request from this user",
  declined: "Friend request declined",
  notFriends: "You are not friends with this user",
  removed: "Friend removed",
  cooldown: (days: number) =>
    `This fan declined your friend request. You can ask again in ${days} ${days === 1 ? "day" : "days"}.`,
};

/** What a friendship write needs: the database, and the domain events it publishes once it committed. */
export type FriendsWriter = Pick<FastifyInstance, "db" | "domainEvents">;

/** After a decline, the same requester waits this long before asking again (the decliner may ask at once). */
export const DECLINE_COOLDOWN_MS = 7 * 24 * 3600_000;

/** Refuses a request renewed too soon after its decline: 429 with Retry-After and the days left. */
function assertCooledDown(row: { requesterId: number; respondedAt: Date | null }, userId: number, now: number) {
  if (row.requesterId !== userId || !row.respondedAt) return;
  const waitMs = row.respondedAt.getTime() + DECLINE_COOLDOWN_MS - now;
  if (waitMs <= 0) return;
  throw tooManyRequests(Math.ceil(waitMs / 1000), MESSAGES.cooldown(Math.ceil(waitMs / (24 * 3600_000))));
}

export const listFriends = (db: Db, userId: number) => repo.listFriends(db, userId, FRIENDS_LIST_MAX);

export async function listRequests(db: Db, userId: number): Promise<FriendRequest[]> {
  const rows = await repo.listIncomingRequests(db, userId, FRIEND_REQUESTS_MAX);
  return rows.map((r) => ({
    id: r.requestId,
    userId: r.id,
    status: "pending",
    createdAt: r.createdAt.toISOString(),
    user: { firstName: r.firstName, lastName: r.lastName, username: r.username, avatar: r.avatar },
    firstName: r.firstName,
    lastName: r.lastName,
    username: r.username,
    location: r.location,
    avatar: r.avatar,
  }));
}

/** People whose name or username contains `query` (case and accents aside), at most `limit`. */
export async function find(db: Db, userId: number, query: string, limit = FRIEND_SEARCH_MAX): Promise<UserSearchHit[]> {
  const hits = await repo.searchUsers(db, userId, query, limit);
  const pairs = await repo.pairsWith(
    db,
    userId,
    hits.map((h) => h.id),
  );
  return hits.map((h) => {
    const row = pairs.find((p) => p.requesterId === h.id || p.addresseeId === h.id);
    return { ...h, friendStatus: friendStatusOf(userId, h.id, row) };
  });
}

export const countFriends = (db: DbOrTx, userId: number) => repo.countFriends(db, userId);

export async function statusBetween(db: DbOrTx, viewerId: number, otherId: number): Promise<FriendStatus> {
  if (viewerId === otherId) return "self";
  return friendStatusOf(viewerId, otherId, await repo.findPair(db, viewerId, otherId));
}

/**
 * Sends a request. A request to someone who already asked you accepts theirs; a declined
 * pair may ask again, the requester only once DECLINE_COOLDOWN_MS has passed since the decline
 * (`now` is the caller's clock). The pair's unique index settles two simultaneous requests: the
 * loser retries and sees the winner's row. Publishes `friend.requested`, or `friend.accepted`.
 */
export async function sendRequest(
  app: FriendsWriter,
  userId: number,
  friendId: number,
  now: number,
): Promise<FriendActionResult> {
  const result = await writeRequest(app.db, userId, friendId, now);
  // Asking someone who had asked you accepts their request.
  if (result.status === "friends")
    await app.domainEvents.publish("friend.accepted", { accepterId: userId, requesterId: friendId });
  else await app.domainEvents.publish("friend.requested", { requesterId: userId, addresseeId: friendId });
  return result;
}

async function writeRequest(db: Db, userId: number, friendId: number, now: number): Promise<FriendActionResult> {
  if (userId === friendId) throw badRequest(MESSAGES.self);
  if (!(await userExists(db, friendId))) throw notFound(MESSAGES.userNotFound);
  await assertNotBlocked(db, userId, friendId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const row = await repo.findPair(tx, userId, friendId, true);
        if (!row) {
          await repo.insertRequest(tx, userId, friendId);
          return { status: "request_sent" as const, message: MESSAGES.sent };
        }
        if (row.status === "accepted") throw conflict(MESSAGES.alreadyFriends);
        if (row.status === "declined") {
          assertCooledDown(row, userId, now);
          await repo.renewRequest(tx, row.id, userId, friendId);
          return { status: "request_sent" as const, message: MESSAGES.sent };
        }
        if (row.requesterId === userId) throw conflict(MESSAGES.alreadySent);
        await repo.respondToRequest(tx, friendId, userId, "accepted");
        return { status: "friends" as const, message: MESSAGES.nowFriends };
      });
    } catch (err) {
      if (attempt < 2 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

export async function accept(app: FriendsWriter, userId: number, friendId: number): Promise<FriendActionResult> {
  if (!(await repo.respondToRequest(app.db, friendId, userId, "accepted"))) throw notFound(MESSAGES.noRequest);
  await app.domainEvents.publish("friend.accepted", { accepterId: userId, requesterId: friendId });
  return { status: "friends", message: MESSAGES.nowFriends };
}

export async function decline(db: Db, userId: number, friendId: number): Promise<FriendActionResult> {
  if (!(await repo.respondToRequest(db, friendId, userId, "declined"))) throw notFound(MESSAGES.noRequest);
  return { status: "none", message: MESSAGES.declined };
}

export async function unfriend(db: Db, userId: number, friendId: number): Promise<FriendActionResult> {
  if (!(await repo.deleteFriendship(db, userId, friendId))) throw notFound(MESSAGES.notFriends);
  return { status: "none", message: MESSAGES.removed };
}

/** Ends whatever is between two users (friendship, pending or declined request): a block does. */
export async function severPair(db: DbOrTx, a: number, b: number): Promise<void> {
  await repo.deletePair(db, a, b);
}
