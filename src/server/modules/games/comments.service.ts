import { z } from "zod";
import { cursorId, cursorTimestamp, type PageQuery } from "@shared/schemas/common";
import { gameTopic, type CreateGameCommentInput, type GameComment } from "@shared/schemas/games";
import type { SocketHub } from "../../realtime/socket-hub";
import { forbidden, notFound } from "../../lib/errors";
import { readCursor, toPage } from "../../lib/cursor-page";
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
  };
}

/** The match thread, newest first. */
export async function listComments(deps: GamesDeps, gameId: string, q: PageQuery) {
  await currentGame(deps, gameId); // 404 for an unknown game
  const rows = await repo.listComments(deps.db, gameId, readCursor(q.cursor, keyset), q.limit);
  return toPage(rows, q.limit, presentComment, (r) => ({ t: r.cursorT, id: r.id }));
}

/** Stores the comment, then tells everyone on the game's page, on every instance. */
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
  await sockets.sendToTopic(gameTopic(gameId), { type: "game_comment", data: comment });
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
    await sockets.sendToTopic(gameTopic(gameId), { type: "game_comment_deleted", data: { gameId, id: commentId } });
}
