import { POST_COMMENTS_PREVIEW } from "@shared/limits";
import { cursorId, cursorTimestamp } from "@shared/schemas/common";
import { mediaKeyOfPath } from "@shared/media";
import { IMAGE_NOT_STORED_MESSAGE } from "@shared/schemas/posts";
import type { CreateCommentInput, CreatePostInput, EditPostInput, Post } from "@shared/schemas/posts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db, DbOrTx } from "../../db/client";
import { assertActingAsSelf } from "../../lib/acting-as-self";
import { readCursor, toPage } from "../../lib/cursor-page";
import { badRequest, notFound } from "../../lib/errors";
import type { MediaStorage } from "../../providers/media";
import { discardImage, isStoredImage, storeImage } from "../media/media.service";
import { findTeam } from "../teams/teams.service";
import { USER_NOT_FOUND_MESSAGE, userExists } from "../users/users.service";
import { assertNotBlocked, relationsOf } from "../../lib/safety";
import type { EventName } from "../../lib/events";
import type { ReadCache } from "../../lib/read-cache";
import { assertCanDeleteComment, assertCanDeletePost, assertCanEditComment, assertCanEditPost } from "./posts.policy";
import { presentComment, presentPost } from "./posts.presenter";
import * as repo from "./posts.repository";

export const POST_NOT_FOUND = "Post not found";
const keysetSchema = z.strictObject({ t: cursorTimestamp, id: cursorId });

const keysetOf = (r: { id: number; cursorT: string }) => ({ t: r.cursorT, id: r.id });

type ListRow = Omit<repo.PostListRow, "isLiked">;

/** Adds what depends on the viewer (isLiked) and the latest comments: two indexed queries per page. */
async function complete(db: Db, viewerId: number, rows: ListRow[]): Promise<Post[]> {
  const ids = rows.map((r) => r.id);
  const [liked, comments] = await Promise.all([
    repo.likedAmong(db, viewerId, ids),
    repo.latestCommentsOf(db, viewerId, ids, POST_COMMENTS_PREVIEW),
  ]);
  return rows.map((r) => presentPost({ ...r, isLiked: liked.has(r.id) }, comments));
}

// ---- the feed's read cache (see docs/decisions/0630-read-caches.md) ----

/**
 * What the feed's read cache is dropped on: every domain event that changes a table a feed page
 * is read from (posts, their comments and likes, authors' names and pictures, blocks and mutes).
 * The teams a post names change only when the catalogue syncs, at start, before any cache.
 */
export const FEED_CHANGES = [
  "post.published",
  "post.edited",
  "post.deleted",
  "post.liked",
  "post.unliked",
  "comment.added",
  "comment.edited",
  "comment.deleted",
  "content.removed",
  "user.blocked",
  "user.unblocked",
  "user.muted",
  "user.unmuted",
  "account.changed",
  "account.deleted",
] as const satisfies readonly EventName[];

/** What a write of posts needs: the database, and the domain events it publishes once it committed. */
export type PostsWriter = Pick<FastifyInstance, "db" | "domainEvents">;
/** Newest posts held per sport filter; pages beyond them are read from the database. */
const FEED_WINDOW = 100;
/** Comments held per post: a few more than the preview, for those a viewer may not see. */
const FEED_COMMENTS_HELD = POST_COMMENTS_PREVIEW + 5;

interface FeedWindow {
  /** Tells one load of the window from another (the viewer's likes are read for one). */
  id: number;
  /** Newest first, everyone's, removed ones included. */
  rows: ListRow[];
  /** Whether older posts exist beyond `rows`. */
  more: boolean;
  /** Per post, its newest comments (at most FEED_COMMENTS_HELD), removed ones included. */
  comments: Map<number, repo.CommentRow[]>;
}
let feedWindowLoads = 0;

async function loadFeedWindow(db: Db, sport: string | undefined): Promise<FeedWindow> {
  const rows = await repo.newestPosts(db, { sport, limit: FEED_WINDOW });
  const kept = rows.slice(0, FEED_WINDOW);
  const comments = new Map<number, repo.CommentRow[]>();
  for (const c of await repo.latestCommentsOf(
    db,
    null,
    kept.map((r) => r.id),
    FEED_COMMENTS_HELD,
  )) {
    const list = comments.get(c.postId);
    if (list) list.push(c);
    else comments.set(c.postId, [c]);
  }
  return { id: ++feedWindowLoads, rows: kept, more: rows.length > FEED_WINDOW, comments };
}

/**
 * A feed page from the read cache: the newest posts of everyone (shared by all viewers), filtered
 * for this viewer in memory exactly as `listPosts` filters in SQL (no author blocked either way,
 * no muted author, no removed post but the viewer's own), with the viewer's likes among them and
 * the comments they may see. Null when the page reaches beyond the cached posts (or its cursor
 * is not among them): the caller reads the database.
 */
async function cachedFeedPage(
  db: Db,
  cache: ReadCache,
  viewerId: number,
  sport: string | undefined,
  after: repo.Keyset | undefined,
  limit: number,
) {
  const [win, rel] = await Promise.all([
    cache.get(`feed:${sport ?? ""}`, () => loadFeedWindow(db, sport)),
    cache.get(`relations:${viewerId}`, () => relationsOf(db, viewerId)),
  ]);
  let start = 0;
  if (after) {
    start = win.rows.findIndex((r) => r.id === after.id && r.cursorT === after.t) + 1;
    if (start === 0) return null;
  }
  const picked: ListRow[] = [];
  for (let i = start; i < win.rows.length && picked.length <= limit; i++) {
    const r = win.rows[i]!;
    if (rel.blocked.has(r.userId) || rel.muted.has(r.userId)) continue;
    if (r.removedAt !== null && r.userId !== viewerId) continue;
    picked.push(r);
  }
  if (picked.length <= limit && win.more) return null;
  const { items, nextCursor } = toPage(picked, limit, (r) => r, keysetOf);
  const liked = await cache.get(`liked:${viewerId}:${win.id}`, () =>
    repo.likedAmong(
      db,
      viewerId,
      win.rows.map((r) => r.id),
    ),
  );
  // The comments the viewer may see (visibleComment in SQL); a post whose held comments run out
  // before its preview is full is read from the database.
  const comments = new Map<number, repo.CommentRow[]>();
  const short: number[] = [];
  for (const r of items) {
    const held = win.comments.get(r.id) ?? [];
    const shown = held.filter((c) => !rel.blocked.has(c.userId) && (c.removedAt === null || c.userId === viewerId));
    if (shown.length < POST_COMMENTS_PREVIEW && held.length >= FEED_COMMENTS_HELD) short.push(r.id);
    else comments.set(r.id, shown.slice(0, POST_COMMENTS_PREVIEW));
  }
  if (short.length) {
    for (const c of await repo.latestCommentsOf(db, viewerId, short, POST_COMMENTS_PREVIEW)) {
      const list = comments.get(c.postId);
      if (list) list.push(c);
      else comments.set(c.postId, [c]);
    }
  }
  return {
    items: items.map((r) => presentPost({ ...r, isLiked: liked.has(r.id) }, comments.get(r.id) ?? [])),
    nextCursor,
  };
}

/**
 * The feed leaves out muted authors; a user's own page of posts does not (a mute is about the feed).
 * With `cache` (the feed route), pages among the newest posts come from the read cache.
 */
export async function feed(
  db: Db,
  viewerId: number,
  q: { sport?: string; authorId?: number; cursor?: string; limit: number },
  cache?: ReadCache,
) {
  const after = readCursor(q.cursor, keysetSchema);
  if (cache && q.authorId === undefined) {
    const page = await cachedFeedPage(db, cache, viewerId, q.sport, after, q.limit);
    if (page) return page;
  }
  const rows = await repo.listPosts(db, {
    viewerId,
    honourMutes: q.authorId === undefined,
    sport: q.sport,
    authorId: q.authorId,
    after,
    limit: q.limit,
  });
  const { items, nextCursor } = toPage(rows, q.limit, (r) => r, keysetOf);
  return { items: await complete(db, viewerId, items), nextCursor };
}

export const countPostsOf = (db: Db, userId: number) => repo.countPostsOf(db, userId);

export async function userPosts(db: Db, viewerId: number, userId: number, q: { cursor?: string; limit: number }) {
  if (!(await userExists(db, userId))) throw notFound(USER_NOT_FOUND_MESSAGE);
  return feed(db, viewerId, { ...q, authorId: userId });
}

/** GET /api/posts/:id: a post the viewer may see, else 404 as for an unknown id. */
export const getPost = (db: Db, viewerId: number, postId: number) => requirePost(db, viewerId, postId);

async function requirePost(db: Db, viewerId: number, postId: number): Promise<Post> {
  const row = await repo.findPostWithAuthor(db, postId, viewerId);
  if (!row) throw notFound(POST_NOT_FOUND);
  const [post] = await complete(db, viewerId, [row]);
  return post!;
}

/**
 * Creates a post. Everything cheap is checked before the image is decoded, so a refused post
 * never leaves an image behind; an uploaded file wins over an image URL.
 */
export async function createPost(
  app: PostsWriter,
  storage: MediaStorage,
  userId: number,
  input: CreatePostInput,
  image: Buffer | null,
) {
  assertActingAsSelf(userId, input.userId, "You can only post as yourself");
  const db = app.db;
  let sport = input.sport ?? null;
  if (input.teamId !== undefined) {
    const team = await findTeam(db, input.teamId);
    if (!team) throw badRequest("Unknown team", [{ path: "teamId", message: "Unknown team" }]);
    sport ??= team.sport;
  }
  if (!image && input.imageUrl) await assertStoredImage(db, input.imageUrl);
  const stored = image ? await storeImage(db, storage, image, userId) : null;
  try {
    const row = await repo.insertPost(db, {
      userId,
      content: input.content,
      sport,
      teamId: input.teamId ?? null,
      imageUrl: stored?.url ?? input.imageUrl ?? null,
      mediaKey: stored?.key ?? null,
    });
    await app.domainEvents.publish("post.published", { postId: row.id, authorId: userId });
    return requirePost(db, userId, row.id);
  } catch (err) {
    if (stored) await discardImage(db, storage, stored.key).catch(() => undefined);
    throw err;
  }
}

/** A linked image must be one this app stores (the schema already reduced the link to its path). */
async function assertStoredImage(db: Db, path: string) {
  const key = mediaKeyOfPath(path);
  if (!key || !(await isStoredImage(db, key)))
    throw badRequest(IMAGE_NOT_STORED_MESSAGE, [{ path: "imageUrl", message: IMAGE_NOT_STORED_MESSAGE }]);
}

/** The author changes the text (and sport/team when sent); the post shows when it was edited. */
export async function editPost(app: PostsWriter, userId: number, postId: number, input: EditPostInput) {
  const db = app.db;
  const post = await repo.findVisiblePost(db, postId, userId);
  if (!post) throw notFound(POST_NOT_FOUND);
  assertCanEditPost(userId, post);
  let sport = input.sport === undefined ? post.sport : input.sport;
  const teamId = input.teamId === undefined ? post.teamId : input.teamId;
  if (input.teamId !== undefined && input.teamId !== null) {
    const team = await findTeam(db, input.teamId);
    if (!team) throw badRequest("Unknown team", [{ path: "teamId", message: "Unknown team" }]);
    if (input.sport === undefined) sport = team.sport;
  }
  await repo.updatePost(db, postId, { content: input.content, sport, teamId });
  await app.domainEvents.publish("post.edited", { postId, authorId: post.userId });
  return requirePost(db, userId, postId);
}

export async function deletePost(app: PostsWriter, storage: MediaStorage, userId: number, postId: number) {
  const db = app.db;
  const post = await repo.findPost(db, postId);
  if (!post) throw notFound(POST_NOT_FOUND);
  assertCanDeletePost(userId, post);
  await repo.deletePost(db, postId);
  await app.domainEvents.publish("post.deleted", { postId, authorId: post.userId });
  if (post.mediaKey) await discardImage(db, storage, post.mediaKey).catch(() => undefined);
}

/** Likes and comments: 404 for a missing or removed post, 403 between users who blocked each other. */
async function assertCanReach(db: Db, userId: number, postId: number) {
  const post = await repo.findPost(db, postId);
  if (!post || (post.removedAt && post.userId !== userId)) throw notFound(POST_NOT_FOUND);
  await assertNotBlocked(db, userId, post.userId);
  return post;
}

/**
 * Likes: POST toggles (SPEC §7); `set` makes it idempotent (PUT = like, DELETE = unlike).
 * The post row is locked for the few statements so toggles of one post run one at a time and
 * the counter always equals the number of like rows.
 */
export async function like(app: PostsWriter, userId: number, postId: number, set?: boolean) {
  const post = await assertCanReach(app.db, userId, postId);
  const { changed, ...result } = await app.db.transaction(async (tx) => {
    if (!(await repo.lockPost(tx, postId))) throw notFound(POST_NOT_FOUND);
    const liked = await repo.isLikedBy(tx, postId, userId);
    const want = set ?? !liked;
    if (want && !liked) await repo.addLike(tx, postId, userId);
    if (!want && liked) await repo.removeLike(tx, postId, userId);
    const n = await repo.likeCountOf(tx, postId);
    return { changed: want !== liked, liked: want, likeCount: n, likesCount: n };
  });
  if (changed)
    await app.domainEvents.publish(result.liked ? "post.liked" : "post.unliked", {
      postId,
      authorId: post.userId,
      likerId: userId,
    });
  return result;
}

export async function addComment(app: PostsWriter, userId: number, postId: number, input: CreateCommentInput) {
  const db = app.db;
  const post = await assertCanReach(db, userId, postId);
  const id = await db.transaction(async (tx) => {
    if (!(await repo.lockPost(tx, postId))) throw notFound(POST_NOT_FOUND);
    return repo.insertComment(tx, postId, userId, input.content);
  });
  await app.domainEvents.publish("comment.added", {
    postId,
    postAuthorId: post.userId,
    commentId: id,
    authorId: userId,
    content: input.content,
  });
  const row = await repo.findComment(db, id);
  return presentComment(row!);
}

export async function comments(db: Db, viewerId: number, postId: number, q: { cursor?: string; limit: number }) {
  if (!(await repo.findVisiblePost(db, postId, viewerId))) throw notFound(POST_NOT_FOUND);
  const after = readCursor(q.cursor, keysetSchema);
  return toPage(await repo.listComments(db, viewerId, postId, after, q.limit), q.limit, presentComment, keysetOf);
}

/** The author changes a comment's text (same rules as writing it); it shows when it was edited. */
export async function editComment(
  app: PostsWriter,
  userId: number,
  postId: number,
  commentId: number,
  input: CreateCommentInput,
) {
  const db = app.db;
  const comment = await repo.findComment(db, commentId);
  if (!comment || comment.postId !== postId) throw notFound("Comment not found");
  assertCanEditComment(userId, comment);
  if (!(await repo.findVisiblePost(db, postId, userId))) throw notFound(POST_NOT_FOUND);
  await repo.updateComment(db, commentId, input.content);
  await app.domainEvents.publish("comment.edited", { postId, commentId, authorId: comment.userId });
  return presentComment((await repo.findComment(db, commentId))!);
}

export async function deleteComment(app: PostsWriter, userId: number, postId: number, commentId: number) {
  const comment = await repo.findComment(app.db, commentId);
  if (!comment || comment.postId !== postId) throw notFound("Comment not found");
  assertCanDeleteComment(userId, comment);
  await app.db.transaction(async (tx) => {
    await repo.lockPost(tx, postId);
    await repo.deleteComment(tx, commentId, postId);
  });
  await app.domainEvents.publish("comment.deleted", { postId, commentId, authorId: comment.userId });
}

/** The author of a post (notifications go to them), or undefined when it is gone. */
export async function postAuthorId(db: Db, postId: number): Promise<number | undefined> {
  return (await repo.findPost(db, postId))?.userId;
}

// ---- moderation: what reports may name and what administrators take down ----

/** The author of a post the viewer may see (reportable), or undefined. */
export async function visiblePostAuthorId(db: Db, postId: number, viewerId: number): Promise<number | undefined> {
  return (await repo.findVisiblePost(db, postId, viewerId))?.userId;
}

/** The author of a comment the viewer may see on a post they may see, or undefined. */
export async function visibleCommentAuthorId(db: Db, commentId: number, viewerId: number): Promise<number | undefined> {
  return (await repo.findVisibleComment(db, commentId, viewerId))?.userId;
}

/** A moderator removes a post: hidden from all but its author, who sees it marked. */
export async function removePostAsModerator(db: DbOrTx, postId: number): Promise<boolean> {
  return repo.markPostRemoved(db, postId);
}

/** A moderator removes a comment; the post's comment count drops in the same transaction. */
export async function removeCommentAsModerator(db: Db, commentId: number): Promise<boolean> {
  const comment = await repo.findComment(db, commentId);
  if (!comment) return false;
  return db.transaction(async (tx) => {
    await repo.lockPost(tx, comment.postId);
    return repo.markCommentRemoved(tx, commentId);
  });
}

/** The author and post of a comment, removed or not (the moderation queue). */
export async function commentOwner(db: Db, commentId: number) {
  const c = await repo.findComment(db, commentId);
  return c ? { userId: c.userId, postId: c.postId } : undefined;
}
