import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { gameComments } from "../../db/schema/games";
import { users } from "../../db/schema/users";

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
  cursorT: sql<string>`${gameComments.createdAt}::text`,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  avatar: users.avatar,
};

export async function insertComment(db: DbOrTx, gameId: string, userId: number, content: string) {
  const [row] = await db.insert(gameComments).values({ gameId, userId, content }).returning({ id: gameComments.id });
  return row!.id;
}

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

/** The thread newest first, `limit + 1` rows (the extra one says another page exists). */
export async function listComments(db: DbOrTx, gameId: string, after: CommentKeyset | undefined, limit: number) {
  return db
    .select(columns)
    .from(gameComments)
    .innerJoin(users, eq(users.id, gameComments.userId))
    .where(
      and(
        eq(gameComments.gameId, gameId),
        after
          ? sql`(${gameComments.createdAt}, ${gameComments.id}) < (${after.t}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(gameComments.createdAt), desc(gameComments.id))
    .limit(limit + 1);
}

export async function deleteComment(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(gameComments).where(eq(gameComments.id, id)).returning({ id: gameComments.id });
  return rows.length > 0;
}
