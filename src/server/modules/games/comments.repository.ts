import { and, desc, eq, isNull, lte, not, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { gameComments } from "../../db/schema/games";
import { users } from "../../db/schema/users";
import { blockedEitherWay } from "../../lib/safety";

/** Keyset position: created_at as PostgreSQL text (keeps microseconds) and the id. */
export interface CommentKeyset {
  t: string;
  id: number;
}

const columns = {
  id: gameComments.id,
  gameId: gameComments.gameId,
  userId: gameComments.userId,
  content: gameComments.content,
  createdAt: gameComments.createdAt,
  removedAt: gameComments.removedAt,
  cursorT: sql<string>`${gameComments.createdAt}::text`,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  avatar: users.avatar,
};

/**
 * What a viewer may read of the match thread: nothing by a user blocked either way, nothing a
 * moderator removed unless the viewer wrote it (as a post's comments).
 */
const visibleTo = (viewerId: number) =>
  and(
    not(blockedEitherWay(viewerId, gameComments.userId)),
    or(isNull(gameComments.removedAt), eq(gameComments.userId, viewerId)),
  );

export async function insertComment(db: DbOrTx, gameId: string, userId: number, content: string) {
  const [row] = await db.insert(gameComments).values({ gameId, userId, content }).returning({ id: gameComments.id });
  return row!.id;
}

/** The comment, removed or not, whoever reads it. */
export async function findComment(db: DbOrTx, id: number) {
  const [row] = await db
    .select(columns)
    .from(gameComments)
    .innerJoin(users, eq(users.id, gameComments.userId))
    .where(eq(gameComments.id, id))
    .limit(1);
  return row;
}
export type GameCommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/** The comment when the viewer may read it (see `visibleTo`). */
export async function findVisibleComment(db: DbOrTx, id: number, viewerId: number) {
  const [row] = await db
    .select(columns)
    .from(gameComments)
    .innerJoin(users, eq(users.id, gameComments.userId))
    .where(and(eq(gameComments.id, id), visibleTo(viewerId)))
    .limit(1);
  return row;
}

/** The thread as the viewer may read it, newest first, `limit + 1` rows (the extra one says another page exists). */
export async function listComments(
  db: DbOrTx,
  viewerId: number,
  gameId: string,
  after: CommentKeyset | undefined,
  limit: number,
  /** A viewer on a delay: others' comments written up to this moment only (their own always). */
  writtenBy?: Date,
) {
  return db
    .select(columns)
    .from(gameComments)
    .innerJoin(users, eq(users.id, gameComments.userId))
    .where(
      and(
        eq(gameComments.gameId, gameId),
        visibleTo(viewerId),
        after
          ? sql`(${gameComments.createdAt}, ${gameComments.id}) < (${after.t}::timestamptz, ${after.id})`
          : undefined,
        writtenBy ? or(lte(gameComments.createdAt, writtenBy), eq(gameComments.userId, viewerId)) : undefined,
      ),
    )
    .orderBy(desc(gameComments.createdAt), desc(gameComments.id))
    .limit(limit + 1);
}

export async function deleteComment(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(gameComments).where(eq(gameComments.id, id)).returning({ id: gameComments.id });
  return rows.length > 0;
}

/** A moderator takes the comment down; false when it is gone or was already removed. */
export async function markCommentRemoved(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(gameComments)
    .set({ removedAt: new Date() })
    .where(and(eq(gameComments.id, id), isNull(gameComments.removedAt)))
    .returning({ id: gameComments.id });
  return rows.length > 0;
}
