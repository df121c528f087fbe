import { forbidden } from "../../lib/errors";

/** Authors delete their own posts and comments; nobody else does. */
export function assertCanDeletePost(actorId: number, post: { userId: number }) {
  if (post.userId !== actorId) throw forbidden("You can only delete your own posts");
}

export function assertCanDeleteComment(actorId: number, comment: { userId: number }) {
  if (comment.userId !== actorId) throw forbidden("You can only delete your own comments");
}

/** Only the author edits a post or comment; a removed one stays as the moderator left it. */
export function assertCanEditPost(actorId: number, post: { userId: number; removedAt: Date | null }) {
  if (post.userId !== actorId) throw forbidden("You can only edit your own posts");
  if (post.removedAt) throw forbidden("This post was removed by a moderator");
}

export function assertCanEditComment(actorId: number, comment: { userId: number; removedAt: Date | null }) {
  if (comment.userId !== actorId) throw forbidden("You can only edit your own comments");
  if (comment.removedAt) throw forbidden("This comment was removed by a moderator");
}
