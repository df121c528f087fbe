import { z } from "zod";
import { cursorId, cursorTimestamp, type PageQuery } from "@shared/schemas/common";
import { gameTopic, type CreateGameCommentInput, type GameComment } from "@shared/schemas/games";
import type { ServerMessage } from "@shared/realtime/messages";
import type { Db } from "../../db/client";
import type { SocketHub } from "../../realtime/socket-hub";
import { forbidden, notFound } from "../../lib/errors";
import { readCursor, toPage } from "../../lib/cursor-page";
import { relationsOf } from "../../lib/safety";
import * as repo from "./comments.repository";
import { currentGame, ensureStored, type GamesDeps } from "./games.service";

const keyset = z.strictObject({ t: cursorTimestamp, id: cursorId });

export function presentComment(r: repo.GameCommentRow): GameComment {
  return {
    id: r.id,
    gameId: r.gameId,
    userId: r.userId,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    firstName: r.firstName,
    lastName: r.lastName,
    username: r.username,
    avatar: r.avatar,
    removed: r.removedAt !== null,
  };
}

/**
 * Tells everyone on the game's page, on every instance, of a change to a comment by `authorId`:
 * but those who blocked the author or whom the author blocked (they never read it, as the list
 * leaves it out for them), and `alsoExcept`.
 */
async function sendToThread(
  db: Db,
  sockets: SocketHub,
  gameId: string,
  authorId: number,
  msg: ServerMessage,
  alsoExcept: number[] = [],
) {
  const { blocked } = await relationsOf(db, authorId);
  await sockets.sendToTopic(gameTopic(gameId), msg, { except: [...blocked, ...alsoExcept] });
}

/** The match thread as the viewer may read it (no one blocked either way, no removed comment but their own), newest first. */
export async function listComments(deps: GamesDeps, viewerId: number, gameId: string, q: PageQuery) {
  await currentGame(deps, gameId); // 404 for an unknown game
  // On a delay, comments appear when the viewer's stream reaches the moment they were written.
  const before = deps.asOf === undefined ? undefined : new Date(deps.asOf);
  const rows = await repo.listComments(deps.db, viewerId, gameId, readCursor(q.cursor, keyset), q.limit, before);
  return toPage(rows, q.limit, presentComment, (r) => ({ t: r.cursorT, id: r.id }));
}

/** Stores the comment, then tells everyone on the game's page who may read it. */
export async function addComment(
  deps: GamesDeps,
  sockets: SocketHub,
  userId: number,
  gameId: string,
  body: { content: string } & CreateGameCommentInput,
): Promise<GameComment> {
  await ensureStored(deps, gameId);
  const id = await repo.insertComment(deps.db, gameId, userId, body.content);
  const comment = presentComment((await repo.findComment(deps.db, id))!);
  await sendToThread(deps.db, sockets, gameId, userId, { type: "game_comment", data: comment });
  return comment;
}

/** Only the author deletes a comment; the game's page drops it live. */
export async function deleteComment(
  deps: GamesDeps,
  sockets: SocketHub,
  userId: number,
  gameId: string,
  commentId: number,
) {
  const row = await repo.findComment(deps.db, commentId);
  if (!row || row.gameId !== gameId) throw notFound("Comment not found");
  if (row.userId !== userId) throw forbidden("You can only delete your own comments");
  if (await repo.deleteComment(deps.db, commentId))
    await sendToThread(deps.db, sockets, gameId, userId, {
      type: "game_comment_deleted",
      data: { gameId, id: commentId },
    });
}

// ---- moderation: what reports may name and what administrators take down ----

/** The author of a match thread comment the viewer may read (reportable), or undefined. */
export async function visibleGameCommentAuthorId(db: Db, commentId: number, viewerId: number) {
  return (await repo.findVisibleComment(db, commentId, viewerId))?.userId;
}

/** The author and game of a comment, removed or not (the moderation queue), or undefined when it is gone. */
export async function gameCommentOwner(db: Db, commentId: number) {
  const c = await repo.findComment(db, commentId);
  return c ? { userId: c.userId, gameId: c.gameId } : undefined;
}

/**
 * A moderator removes a match thread comment: hidden from all but its author, who sees it
 * marked. Every other open thread of the game drops it at once (game_comment_deleted, as when
 * its author deletes it). False when it is gone or was already removed.
 */
export async function removeGameCommentAsModerator(db: Db, sockets: SocketHub, commentId: number): Promise<boolean> {
  const c = await repo.findComment(db, commentId);
  if (!c || !(await repo.markCommentRemoved(db, commentId))) return false;
  await sendToThread(
    db,
    sockets,
    c.gameId,
    c.userId,
    { type: "game_comment_deleted", data: { gameId: c.gameId, id: commentId } },
    [c.userId],
  );
  return true;
}
