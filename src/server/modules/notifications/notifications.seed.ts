import { and, eq, inArray, ne } from "drizzle-orm";
import { friendships, postComments, postLikes, posts } from "../../db/schema/social";
import type { Seeder } from "../../db/seed/seed-context";
import * as repo from "./notifications.repository";
import { LIKE_GROUP_MS } from "./notifications.service";

/** Unread notifications per demo fan: the newest few of what the other seeders left for them. */
const PER_FAN = 4;
const EXCERPT_MAX = 80;

type Candidate =
  | { kind: "friend_request"; at: Date; actorId: number }
  | { kind: "post_comment"; at: Date; actorId: number; postId: number; content: string }
  | { kind: "post_like"; at: Date; postId: number; likes: { userId: number; at: Date }[] };

const excerptOf = (content: string) => {
  const flat = content.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
};

/**
 * Each demo fan starts with a few unread notifications that match the demo data: pending friend
 * requests, comments and likes on their posts, written as the notification service writes them
 * (likes grouped per post). Nothing is delivered: nobody is connected while the database is seeded.
 */
export const seedNotifications: Seeder = async (ctx) => {
  const ids = ctx.users.map((u) => u.id);
  if (ids.length === 0) return;
  const requests = await ctx.tx
    .select({ to: friendships.addresseeId, from: friendships.requesterId, at: friendships.createdAt })
    .from(friendships)
    .where(and(eq(friendships.status, "pending"), inArray(friendships.addresseeId, ids)));
  const comments = await ctx.tx
    .select({
      to: posts.userId,
      from: postComments.userId,
      postId: postComments.postId,
      content: postComments.content,
      at: postComments.createdAt,
    })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(and(inArray(posts.userId, ids), ne(postComments.userId, posts.userId)));
  const likes = await ctx.tx
    .select({ to: posts.userId, from: postLikes.userId, postId: postLikes.postId, at: postLikes.createdAt })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .where(and(inArray(posts.userId, ids), ne(postLikes.userId, posts.userId)));

  const byFan = new Map<number, Candidate[]>(ids.map((id) => [id, []]));
  for (const r of requests) byFan.get(r.to)?.push({ kind: "friend_request", at: r.at, actorId: r.from });
  for (const c of comments)
    byFan.get(c.to)?.push({ kind: "post_comment", at: c.at, actorId: c.from, postId: c.postId, content: c.content });
  const likeGroups = new Map<number, Candidate & { kind: "post_like" }>();
  for (const l of likes) {
    let group = likeGroups.get(l.postId);
    if (!group) {
      group = { kind: "post_like", at: l.at, postId: l.postId, likes: [] };
      likeGroups.set(l.postId, group);
      byFan.get(l.to)?.push(group);
    }
    group.likes.push({ userId: l.from, at: l.at });
    if (l.at > group.at) group.at = l.at;
  }

  for (const [recipientId, candidates] of byFan) {
    const newest = candidates
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, PER_FAN)
      .reverse();
    for (const c of newest) {
      const base = { recipientId, inApp: true, groupKey: null };
      if (c.kind === "friend_request")
        await repo.insertOnce(ctx.tx, {
          ...base,
          type: "friend_request",
          actorId: c.actorId,
          subjectKind: "user",
          subjectId: String(c.actorId),
          data: {},
          now: c.at,
        });
      else if (c.kind === "post_comment")
        await repo.insertOnce(ctx.tx, {
          ...base,
          type: "post_comment",
          actorId: c.actorId,
          subjectKind: "post",
          subjectId: String(c.postId),
          data: { excerpt: excerptOf(c.content) },
          now: c.at,
        });
      else
        for (const like of c.likes.sort((a, b) => a.at.getTime() - b.at.getTime()))
          await repo.addToGroup(
            ctx.tx,
            {
              ...base,
              type: "post_like",
              actorId: like.userId,
              subjectKind: "post",
              subjectId: String(c.postId),
              data: {},
              groupKey: `post_like:${c.postId}`,
              now: like.at,
            },
            LIKE_GROUP_MS,
          );
    }
  }
};
