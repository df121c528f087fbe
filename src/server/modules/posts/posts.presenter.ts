import { ownImageOrNull } from "@shared/media";
import type { Comment, Post } from "@shared/schemas/posts";
import type { CommentRow, PostListRow } from "./posts.repository";

export function presentComment(c: CommentRow): Comment {
  return {
    id: c.id,
    postId: c.postId,
    userId: c.userId,
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    editedAt: c.editedAt?.toISOString() ?? null,
    removed: c.removedAt !== null,
    firstName: c.firstName,
    lastName: c.lastName,
    username: c.username,
    avatar: c.avatar,
  };
}

/** SPEC §3 Post; both counter spellings; comments oldest first as a thread reads. */
export function presentPost(p: PostListRow, comments: CommentRow[]): Post {
  const author = { id: p.userId, firstName: p.firstName, lastName: p.lastName, username: p.username, avatar: p.avatar };
  return {
    id: p.id,
    userId: p.userId,
    content: p.content,
    sport: p.sport,
    teamId: p.teamId,
    team:
      p.teamId !== null && p.teamName !== null
        ? { id: p.teamId, name: p.teamName, abbreviation: p.teamAbbreviation ?? "", league: p.teamLeague ?? "" }
        : null,
    // Rows from before finding 12 may hold another site's address: never shown.
    imageUrl: ownImageOrNull(p.imageUrl),
    createdAt: p.createdAt.toISOString(),
    editedAt: p.editedAt?.toISOString() ?? null,
    removed: p.removedAt !== null,
    likeCount: p.likeCount,
    likesCount: p.likeCount,
    commentCount: p.commentCount,
    commentsCount: p.commentCount,
    isLiked: Boolean(p.isLiked),
    comments: comments
      .filter((c) => c.postId === p.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map(presentComment),
    author,
    firstName: p.firstName,
    lastName: p.lastName,
    username: p.username,
    avatar: p.avatar,
  };
}
