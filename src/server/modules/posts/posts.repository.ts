import { and, desc, eq, inArray, isNull, not, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { postComments, postLikes, posts } from "../../db/schema/social";
import { teams } from "../../db/schema/teams";
import { users } from "../../db/schema/users";
import { blockedEitherWay, mutedBy } from "../../lib/safety";

export type PostRow = typeof posts.$inferSelect;
/** Keyset position: created_at as PostgreSQL text (keeps microseconds) and the id. */
export interface Keyset {
  t: string;
  id: number;
}

const authorColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  avatar: users.avatar,
};

function postListQuery(db: DbOrTx) {
  return db
    .select({
      id: posts.id,
      userId: posts.userId,
      content: posts.content,
      sport: posts.sport,
      teamId: posts.teamId,
      imageUrl: posts.imageUrl,
      likeCount: posts.likeCount,
      commentCount: posts.commentCount,
      createdAt: posts.createdAt,
      editedAt: posts.editedAt,
      removedAt: posts.removedAt,
      cursorT: sql<string>`${posts.createdAt}::text`,
      teamName: teams.name,
      teamAbbreviation: teams.abbreviation,
      teamLeague: teams.league,
      ...authorColumns,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(teams, eq(teams.id, posts.teamId));
}
export type PostListRow = Awaited<ReturnType<ReturnType<typeof postListQuery>["execute"]>>[number] & {
  isLiked: boolean;
};

const before = (k: Keyset | undefined): SQL | undefined =>
  k ? sql`(${posts.createdAt}, ${posts.id}) < (${k.t}::timestamptz, ${k.id})` : undefined;

/**
 * What a viewer may see of a post: not one between users who blocked each other, not one a
 * moderator removed (except by its author).
 */
const visiblePost = (viewerId: number) =>
  and(not(blockedEitherWay(viewerId, posts.userId)), or(isNull(posts.removedAt), eq(posts.userId, viewerId)));

/**
 * Newest first; `limit + 1` rows so the caller knows whether another page exists. The feed
 * (`honourMutes`) also leaves out the authors the viewer muted.
 */
export async function listPosts(
  db: DbOrTx,
  opts: {
    viewerId: number;
    honourMutes: boolean;
    sport?: string;
    authorId?: number;
    after?: Keyset;
    limit: number;
  },
) {
  return postListQuery(db)
    .where(
      and(
        opts.sport ? eq(posts.sport, opts.sport) : undefined,
        opts.authorId ? eq(posts.userId, opts.authorId) : undefined,
        before(opts.after),
        visiblePost(opts.viewerId),
        opts.honourMutes ? not(mutedBy(opts.viewerId, posts.userId)) : undefined,
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(opts.limit + 1);
}

/**
 * The newest posts of everyone, removed ones included, newest first (`limit + 1` rows): what the
 * feed's shared read cache holds; each viewer's page is filtered from it in memory.
 */
export async function newestPosts(db: DbOrTx, opts: { sport?: string; limit: number }) {
  return postListQuery(db)
    .where(opts.sport ? eq(posts.sport, opts.sport) : undefined)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(opts.limit + 1);
}

export async function findPostWithAuthor(db: DbOrTx, postId: number, viewerId: number) {
  const [row] = await postListQuery(db)
    .where(and(eq(posts.id, postId), visiblePost(viewerId)))
    .limit(1);
  return row;
}

/** A post the viewer may see (as findPost, but blocked or removed posts are absent). */
export async function findVisiblePost(db: DbOrTx, postId: number, viewerId: number): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePost(viewerId)))
    .limit(1);
  return row;
}

export async function updatePost(
  db: DbOrTx,
  postId: number,
  values: Partial<Pick<PostRow, "content" | "sport" | "teamId">>,
): Promise<void> {
  await db
    .update(posts)
    .set({ ...values, editedAt: new Date() })
    .where(eq(posts.id, postId));
}

export async function findPost(db: DbOrTx, postId: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  return row;
}

export async function insertPost(db: DbOrTx, values: typeof posts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning();
  return row!;
}

export async function deletePost(db: DbOrTx, postId: number) {
  await db.delete(posts).where(eq(posts.id, postId));
}

export async function countPostsOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(eq(posts.userId, userId));
  return Number(row?.n ?? 0);
}

// ---- likes: the row and the counter change in one transaction, so the count stays exact ----

export async function addLike(db: DbOrTx, postId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  if (rows.length)
    await db
      .update(posts)
      .set({ likeCount: sql`${posts.likeCount} + 1` })
      .where(eq(posts.id, postId));
  return rows.length > 0;
}

export async function removeLike(db: DbOrTx, postId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  if (rows.length)
    await db
      .update(posts)
      .set({ likeCount: sql`${posts.likeCount} - 1` })
      .where(eq(posts.id, postId));
  return rows.length > 0;
}

export async function likeCountOf(db: DbOrTx, postId: number): Promise<number> {
  const [row] = await db.select({ n: posts.likeCount }).from(posts).where(eq(posts.id, postId)).limit(1);
  return row?.n ?? 0;
}

/** Serialises like toggles of one post so concurrent toggles by one user alternate cleanly. */
export async function lockPost(db: DbOrTx, postId: number): Promise<boolean> {
  const rows = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for("update");
  return rows.length > 0;
}

/**
 * Which of `postIds` the viewer likes: one probe of the (post_id, user_id) key per post. A
 * correlated EXISTS in the list query lets the planner hash every like of a prolific liker.
 */
export async function likedAmong(db: DbOrTx, userId: number, postIds: number[]): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.userId, userId), inArray(postLikes.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

export async function isLikedBy(db: DbOrTx, postId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

// ---- comments ----

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  userId: postComments.userId,
  content: postComments.content,
  createdAt: postComments.createdAt,
  editedAt: postComments.editedAt,
  removedAt: postComments.removedAt,
  cursorT: sql<string>`${postComments.createdAt}::text`,
  ...authorColumns,
};

export async function insertComment(db: DbOrTx, postId: number, userId: number, content: string) {
  const [row] = await db.insert(postComments).values({ postId, userId, content }).returning({ id: postComments.id });
  await db
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} + 1` })
    .where(eq(posts.id, postId));
  return row!.id;
}

export async function findComment(db: DbOrTx, commentId: number) {
  const [row] = await db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(eq(postComments.id, commentId))
    .limit(1);
  return row;
}
export type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

export async function updateComment(db: DbOrTx, commentId: number, content: string): Promise<void> {
  await db.update(postComments).set({ content, editedAt: new Date() }).where(eq(postComments.id, commentId));
}

/** Removed comments no longer count: the counter shows what others can read. */
export async function deleteComment(db: DbOrTx, commentId: number, postId: number): Promise<boolean> {
  const rows = await db
    .delete(postComments)
    .where(eq(postComments.id, commentId))
    .returning({ id: postComments.id, removedAt: postComments.removedAt });
  if (rows.length && rows[0]!.removedAt === null)
    await db
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} - 1` })
      .where(eq(posts.id, postId));
  return rows.length > 0;
}

const visibleComment = (viewerId: number) =>
  and(
    not(blockedEitherWay(viewerId, postComments.userId)),
    or(isNull(postComments.removedAt), eq(postComments.userId, viewerId)),
  );

/** One post's comments the viewer may see, newest first, keyset paginated. */
export async function listComments(
  db: DbOrTx,
  viewerId: number,
  postId: number,
  after: Keyset | undefined,
  limit: number,
) {
  return db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .where(
      and(
        eq(postComments.postId, postId),
        visibleComment(viewerId),
        after
          ? sql`(${postComments.createdAt}, ${postComments.id}) < (${after.t}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(postComments.createdAt), desc(postComments.id))
    .limit(limit + 1);
}

/**
 * The latest `perPost` comments the viewer may see of each post in one query (a lateral join on
 * the post index): none by users blocked either way, none removed unless the viewer wrote it.
 * With no viewer (`null`, the feed's shared read cache), every comment, removed ones included.
 * By post, newest first.
 */
export async function latestCommentsOf(
  db: DbOrTx,
  viewerId: number | null,
  postIds: number[],
  perPost: number,
): Promise<CommentRow[]> {
  if (postIds.length === 0) return [];
  const ids = sql.join(
    postIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.id, c.post_id, c.user_id, c.content, c.created_at, c.edited_at, c.removed_at,
           c.created_at::text as cursor_t, u.first_name, u.last_name, u.username, u.avatar
      from (values ${ids}) as p(id)
      cross join lateral (
        select * from post_comments pc
         where pc.post_id = p.id
           and ${
             viewerId === null
               ? sql`true`
               : sql`(pc.removed_at is null or pc.user_id = ${viewerId})
           and not ${blockedEitherWay(viewerId, sql`pc.user_id`)}`
           }
         order by pc.created_at desc, pc.id desc limit ${perPost}
      ) c
      join users u on u.id = c.user_id
     order by c.post_id, c.created_at desc, c.id desc`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    id: Number(r.id),
    postId: Number(r.post_id),
    userId: Number(r.user_id),
    content: String(r.content),
    createdAt: toDate(r.created_at)!,
    editedAt: toDate(r.edited_at),
    removedAt: toDate(r.removed_at),
    cursorT: String(r.cursor_t),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    username: String(r.username),
    avatar: r.avatar === null ? null : String(r.avatar),
  }));
}

const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));

/** A comment the viewer may see, on a post they may see (what they may report). */
export async function findVisibleComment(db: DbOrTx, commentId: number, viewerId: number) {
  const [row] = await db
    .select({ id: postComments.id, postId: postComments.postId, userId: postComments.userId })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(and(eq(postComments.id, commentId), visibleComment(viewerId), visiblePost(viewerId)))
    .limit(1);
  return row;
}

/** A moderator takes the post down; false when it is gone or was already removed. */
export async function markPostRemoved(db: DbOrTx, postId: number): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ removedAt: new Date() })
    .where(and(eq(posts.id, postId), isNull(posts.removedAt)))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * A moderator takes the comment down: it stops counting (the counter shows what others can
 * read), in the transaction of the caller, which holds the post's lock.
 */
export async function markCommentRemoved(db: DbOrTx, commentId: number): Promise<boolean> {
  const rows = await db
    .update(postComments)
    .set({ removedAt: new Date() })
    .where(and(eq(postComments.id, commentId), isNull(postComments.removedAt)))
    .returning({ postId: postComments.postId });
  if (rows.length)
    await db
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} - 1` })
      .where(eq(posts.id, rows[0]!.postId));
  return rows.length > 0;
}
