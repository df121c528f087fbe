import { forbidden } from "../../lib/errors";

/** Authors delete their own posts and comments; nobody else does. */
export function assertCanDeletePost(actorId: number, post: { userId: number }) {
  if (post.userId !== actorId) throw forbidden("You can only delete your own posts");
}

export function assertCanDeleteComment(actorId: number, comment: { userId: number }) {
  if (comment.userId !== actorId) throw forbidden("You can only delete your own comments");
}

/** Identity comes from the session: a body naming someone else is refused. */
export function assertActsAsSelf(actorId: number, bodyUserId: number | undefined) {
  if (bodyUserId !== undefined && bodyUserId !== actorId) throw forbidden("You can only post as yourself");
}
