import { forbidden } from "../../lib/errors";

/** Authors delete their own posts and comments; nobody else does. */
export function assertCanDeletePost(actorId: number, post: { userId: number }) {
  if (post.userId !== actorId) throw forbidden("You can only delete your own posts");
}

export function assertCanDeleteComment(actorId: number, comment: { userId: number }) {
  if (comment.userId !== actorId) throw forbidden("You can only delete your own comments");
}
