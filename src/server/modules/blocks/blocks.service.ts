import { cursorId, cursorTimestamp, decodeCursor, encodeCursor } from "@shared/schemas/common";
import type { RelatedUserPage } from "@shared/schemas/blocks";
import { z } from "zod";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { badRequest, notFound } from "../../lib/errors";
import { severPair } from "../friends/friends.service";
import { userExists } from "../users/users.service";
import { blockBetween } from "../../lib/safety";
import * as repo from "./blocks.repository";

const keyset = z.strictObject({ t: cursorTimestamp, id: cursorId });

/** What a block or mute needs: the database, and the domain events it publishes once it committed. */
export type BlocksWriter = Pick<FastifyInstance, "db" | "domainEvents">;

async function requireOther(db: Db, actorId: number, otherId: number, self: string) {
  if (actorId === otherId) throw badRequest(self);
  if (!(await userExists(db, otherId))) throw notFound("User not found");
}

/**
 * Blocks `blockedId`: the block, the end of any friendship or request between the two, in one
 * transaction (a request sent meanwhile cannot survive it: sending checks the block).
 */
export async function block(app: BlocksWriter, blockerId: number, blockedId: number) {
  await requireOther(app.db, blockerId, blockedId, "You cannot block yourself");
  await app.db.transaction(async (tx) => {
    await repo.insertBlock(tx, blockerId, blockedId);
    await severPair(tx, blockerId, blockedId);
  });
  await app.domainEvents.publish("user.blocked", { blockerId, blockedId });
  return { blocked: true };
}

export async function unblock(app: BlocksWriter, blockerId: number, blockedId: number) {
  await repo.deleteBlock(app.db, blockerId, blockedId);
  await app.domainEvents.publish("user.unblocked", { blockerId, blockedId });
  return { blocked: false };
}

export async function mute(app: BlocksWriter, muterId: number, mutedId: number) {
  await requireOther(app.db, muterId, mutedId, "You cannot mute yourself");
  await repo.insertMute(app.db, muterId, mutedId);
  await app.domainEvents.publish("user.muted", { muterId, mutedId });
  return { muted: true };
}

export async function unmute(app: BlocksWriter, muterId: number, mutedId: number) {
  await repo.deleteMute(app.db, muterId, mutedId);
  await app.domainEvents.publish("user.unmuted", { muterId, mutedId });
  return { muted: false };
}

type Lister = typeof repo.listBlocked;

async function page(
  db: Db,
  list: Lister,
  userId: number,
  q: { cursor?: string; limit: number },
): Promise<RelatedUserPage> {
  const after = decodeCursor(q.cursor, keyset);
  if (q.cursor && !after) throw badRequest("Invalid cursor");
  const rows = await list(db, userId, after, q.limit);
  const items = rows.slice(0, q.limit);
  const last = items[items.length - 1];
  return {
    items: items.map((r) => ({
      id: r.id,
      username: r.username,
      firstName: r.firstName,
      lastName: r.lastName,
      avatar: r.avatar,
      since: r.since.toISOString(),
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ t: last.cursorT, id: last.id }) : null,
  };
}

export const listBlocks = (db: Db, userId: number, q: { cursor?: string; limit: number }) =>
  page(db, repo.listBlocked, userId, q);
export const listMutes = (db: Db, userId: number, q: { cursor?: string; limit: number }) =>
  page(db, repo.listMuted, userId, q);

/** What the viewer did to another user (their profile shows Unblock / Unmute). */
export async function relationTo(db: Db, viewerId: number, otherId: number) {
  if (viewerId === otherId) return { isBlocked: false, isMuted: false };
  const [{ aBlockedB }, muted] = await Promise.all([
    blockBetween(db, viewerId, otherId),
    repo.isMuted(db, viewerId, otherId),
  ]);
  return { isBlocked: aBlockedB, isMuted: muted };
}
