import { Link } from "react-router";
import { Plural, Trans } from "@lingui/react/macro";
import type { Post } from "@shared/schemas/posts";
import { postPath } from "../api/post";
import { CommentForm } from "./comment-form";
import { CommentList } from "./comment-list";

/** The inline comment form and the latest comments of one post (text shown verbatim). */
export function CommentSection({ post, viewerId, now }: { post: Post; viewerId: number; now: number }) {
  const shown = post.comments.length;
  const total = post.commentCount;
  return (
    <div className="grid grid-cols-1 gap-3 border-t pt-3">
      {shown > 0 ? <CommentList postId={post.id} comments={post.comments} viewerId={viewerId} now={now} /> : null}
      {total > shown ? (
        <p className="text-xs text-muted-foreground">
          <Trans>
            Showing the latest {shown} of <Plural value={total} one="# comment" other="# comments" /> ·{" "}
            <Link to={postPath(post.id)} className="font-medium text-primary hover:underline">
              See all comments
            </Link>
          </Trans>
        </p>
      ) : null}
      <CommentForm postId={post.id} />
    </div>
  );
}
