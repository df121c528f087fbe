import * as React from "react";
import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";
import { Heart, MessageCircle, Pencil, ShieldAlert, Trash2 } from "lucide-react";
import type { Locale } from "@shared/i18n/locales";
import { relativeTime } from "@shared/relative-time";
import { sportEmoji } from "@shared/sport-emoji";
import type { Post } from "@shared/schemas/posts";
import { ReportButton } from "@web/components/report-button";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ShareButton } from "@web/components/share-button";
import { cn } from "@web/lib/cn";
import { sportLabel } from "@web/lib/i18n/sport-names";
import { postPath } from "../api/post";
import { useToggleLike } from "../api/toggle-like";
import { useDeletePost } from "../api/delete-post";
import { useEditPost } from "../api/edit-post";
import { CommentSection, EditTextForm, prefetchCommentSection, prefetchEditTextForm } from "./lazy-parts";
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
  const { t, i18n } = useLingui();
  const [commentsOpen, setCommentsOpen] = React.useState(false);
  const [editing, setEditing] = React.useState(false);
  const like = useToggleLike();
  const remove = useDeletePost(onDeleted);
  const edit = useEditPost(post.id, () => setEditing(false));
  const own = post.userId === viewerId;
  const name = `${post.firstName} ${post.lastName}`;
  const firstName = post.firstName;
  const ago = relativeTime(post.createdAt, now, i18n.locale as Locale);
  const likes = post.likeCount;
  const comments = post.commentCount;
  const text = <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{post.content}</p>;
  return (
    <Card data-testid="post-card">
      <CardContent className="grid grid-cols-1 gap-3 p-4 sm:p-5">
        {/* On a phone the badges take their own row under the author (indented past the avatar), so a
            long name, a French "il y a 3 heures" and "· modifié …" wrap in the full width. */}
        <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <Link to={`/users/${post.userId}`} aria-label={name} className="shrink-0">
            <UserAvatar user={post} />
          </Link>
          <div className="min-w-0 flex-1 basis-40">
            <Link to={`/users/${post.userId}`} className="break-words font-semibold hover:underline">
              {name}
            </Link>
            <p className="flex flex-wrap gap-x-1 text-xs text-muted-foreground">
              <span className="min-w-0 break-all">@{post.username} ·</span>
              <span>
                <Link to={postPath(post.id)} className="hover:underline" aria-label={t`${name}'s post, ${ago}`}>
                  <time dateTime={post.createdAt}>{ago}</time>
                </Link>
                <EditedMark editedAt={post.editedAt} now={now} />
              </span>
            </p>
          </div>
          <div className="flex w-full flex-wrap gap-1 pl-[3.25rem] empty:hidden sm:w-auto sm:max-w-[50%] sm:justify-end sm:pl-0">
            {post.sport ? (
              <Badge variant="secondary">
                <span aria-hidden="true">{sportEmoji(post.sport)}</span> {sportLabel(i18n, post.sport)}
              </Badge>
            ) : null}
            {post.team ? (
              <Badge variant="outline" className="max-w-full">
                <span className="truncate">{post.team.name}</span>
              </Badge>
            ) : null}
          </div>
        </div>
        {post.removed ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            <ShieldAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
            <Trans>A moderator removed this post. Only you can still see it.</Trans>
          </p>
        ) : null}
        {editing ? (
          <React.Suspense fallback={text}>
            <EditTextForm
              id={`edit-post-${post.id}`}
              label={t`Edit post`}
              initial={post.content}
              subject="post"
              pending={edit.isPending}
              onSave={(content) => edit.mutate(content)}
              onCancel={() => setEditing(false)}
            />
          </React.Suspense>
        ) : (
          text
        )}
        {post.imageUrl ? (
          <img
            src={post.imageUrl}
            alt={t`Image shared by ${name}`}
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
            aria-label={post.isLiked ? t`Unlike` : t`Like`}
            title={t({ message: plural(likes, { one: "# like", other: "# likes" }) })}
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
            aria-label={t`Comments`}
            title={t({ message: plural(comments, { one: "# comment", other: "# comments" }) })}
            onClick={() =>
              detail ? document.getElementById(`comment-${post.id}`)?.focus() : setCommentsOpen((o) => !o)
            }
            onPointerEnter={detail ? undefined : prefetchCommentSection}
            onFocus={detail ? undefined : prefetchCommentSection}
          >
            <MessageCircle />
            <span data-testid="comment-count">{post.commentCount}</span>
          </Button>
          <ShareButton
            target={{ path: postPath(post.id), title: t`${firstName}'s post`, text: post.content.slice(0, 140) }}
          />
          {own && !post.removed && !editing ? (
            <Button
              variant="ghost"
              size="sm"
              className="ml-auto text-muted-foreground"
              aria-label={t`Edit post`}
              onClick={() => setEditing(true)}
              onPointerEnter={prefetchEditTextForm}
              onFocus={prefetchEditTextForm}
            >
              <Pencil />
            </Button>
          ) : null}
          {own ? (
            <Button
              variant="ghost"
              size="sm"
              className={cn("text-muted-foreground hover:text-destructive", (post.removed || editing) && "ml-auto")}
              aria-label={t`Delete post`}
              onClick={() => window.confirm(t`Delete this post?`) && remove.mutate(post.id)}
            >
              <Trash2 />
            </Button>
          ) : (
            <ReportButton
              subject={{ kind: "post", id: post.id }}
              what={t`${firstName}'s post`}
              label={t`Report post`}
              className="ml-auto text-muted-foreground"
            />
          )}
        </div>
        {commentsOpen && !detail && !post.removed ? (
          <React.Suspense fallback={<Skeleton className="h-10 w-full" />}>
            <CommentSection post={post} viewerId={viewerId} now={now} />
          </React.Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
