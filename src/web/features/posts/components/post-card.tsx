import * as React from "react";
import { Link } from "react-router";
import { Heart, MessageCircle, Pencil, ShieldAlert, Trash2 } from "lucide-react";
import { relativeTime } from "@shared/relative-time";
import { sportEmoji } from "@shared/sport-emoji";
import { postContentSchema, type Post } from "@shared/schemas/posts";
import { ReportButton } from "@web/components/report-dialog";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { ShareButton } from "@web/components/share-button";
import { cn } from "@web/lib/cn";
import { postPath } from "../api/post";
import { useToggleLike } from "../api/toggle-like";
import { useDeletePost } from "../api/delete-post";
import { useEditPost } from "../api/edit-post";
import { CommentSection } from "./comment-section";
import { EditTextForm } from "./edit-text-form";
import { EditedMark } from "./edited-mark";

/** One post: author, relative time, sport/team badges, verbatim text, image, like/comment/share. */
export function PostCard({
  post,
  viewerId,
  now,
  detail = false,
  onDeleted,
}: {
  post: Post;
  viewerId: number;
  now: number;
  /** On the post's own page: its comments are listed below the card rather than inline. */
  detail?: boolean;
  onDeleted?: () => void;
}) {
  const [commentsOpen, setCommentsOpen] = React.useState(false);
  const [editing, setEditing] = React.useState(false);
  const like = useToggleLike();
  const remove = useDeletePost(onDeleted);
  const edit = useEditPost(post.id, () => setEditing(false));
  const own = post.userId === viewerId;
  const name = `${post.firstName} ${post.lastName}`;
  return (
    <Card data-testid="post-card">
      <CardContent className="grid grid-cols-1 gap-3 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <Link to={`/users/${post.userId}`} aria-label={name}>
            <UserAvatar user={post} />
          </Link>
          <div className="min-w-0 flex-1">
            <Link to={`/users/${post.userId}`} className="font-semibold hover:underline">
              {name}
            </Link>
            <p className="text-xs text-muted-foreground">
              @{post.username} ·{" "}
              <Link
                to={postPath(post.id)}
                className="hover:underline"
                aria-label={`${name}'s post, ${relativeTime(post.createdAt, now)}`}
              >
                <time dateTime={post.createdAt}>{relativeTime(post.createdAt, now)}</time>
              </Link>
              <EditedMark editedAt={post.editedAt} now={now} />
            </p>
          </div>
          <div className="flex flex-wrap justify-end gap-1">
            {post.sport ? (
              <Badge variant="secondary" className="capitalize">
                <span aria-hidden="true">{sportEmoji(post.sport)}</span> {post.sport}
              </Badge>
            ) : null}
            {post.team ? <Badge variant="outline">{post.team.name}</Badge> : null}
          </div>
        </div>
        {post.removed ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            <ShieldAlert className="h-4 w-4 shrink-0" aria-hidden="true" />A moderator removed this post. Only you can
            still see it.
          </p>
        ) : null}
        {editing ? (
          <EditTextForm
            id={`edit-post-${post.id}`}
            label="Edit post"
            initial={post.content}
            rule={postContentSchema}
            pending={edit.isPending}
            onSave={(content) => edit.mutate(content)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{post.content}</p>
        )}
        {post.imageUrl ? (
          <img
            src={post.imageUrl}
            alt={`Image shared by ${name}`}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="max-h-[28rem] w-full rounded-lg border object-cover"
          />
        ) : null}
        <div className="flex items-center gap-1 border-t pt-2">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={post.isLiked}
            aria-label={post.isLiked ? "Unlike" : "Like"}
            onClick={() => like.mutate(post.id)}
            disabled={like.isPending}
            className={cn(post.isLiked && "text-red-600 hover:text-red-700")}
          >
            <Heart className={cn(post.isLiked && "fill-current")} />
            <span data-testid="like-count">{post.likeCount}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={detail ? undefined : commentsOpen}
            aria-label="Comments"
            onClick={() =>
              detail ? document.getElementById(`comment-${post.id}`)?.focus() : setCommentsOpen((o) => !o)
            }
          >
            <MessageCircle />
            <span data-testid="comment-count">{post.commentCount}</span>
          </Button>
          <ShareButton
            target={{ path: postPath(post.id), title: `${post.firstName}'s post`, text: post.content.slice(0, 140) }}
          />
          {own && !post.removed && !editing ? (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto text-muted-foreground"
              aria-label="Edit post"
              onClick={() => setEditing(true)}
            >
              <Pencil />
            </Button>
          ) : null}
          {own ? (
            <Button
              variant="ghost"
              size="sm"
              className={cn("text-muted-foreground hover:text-destructive", (post.removed || editing) && "ml-auto")}
              aria-label="Delete post"
              onClick={() => window.confirm("Delete this post?") && remove.mutate(post.id)}
            >
              <Trash2 />
            </Button>
          ) : (
            <ReportButton
              subject={{ kind: "post", id: post.id }}
              what={`${post.firstName}'s post`}
              label="Report post"
              className="ml-auto text-muted-foreground"
            />
          )}
        </div>
        {commentsOpen && !detail && !post.removed ? <CommentSection post={post} viewerId={viewerId} now={now} /> : null}
      </CardContent>
    </Card>
  );
}
