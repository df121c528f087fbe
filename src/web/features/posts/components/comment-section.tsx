import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { Pencil, Trash2 } from "lucide-react";
import { ReportButton } from "@web/components/report-dialog";
import { COMMENT_MAX } from "@shared/limits";
import { relativeTime } from "@shared/relative-time";
import { commentContentSchema, createCommentSchema, type CreateCommentInput, type Post } from "@shared/schemas/posts";
import { UserAvatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { useAddComment } from "../api/add-comment";
import { useDeleteComment } from "../api/delete-post";
import { useEditComment } from "../api/edit-post";
import { EditTextForm } from "./edit-text-form";
import { EditedMark } from "./edited-mark";

/** The inline comment form and the latest comments of one post (text shown verbatim). */
export function CommentSection({ post, viewerId, now }: { post: Post; viewerId: number; now: number }) {
  const form = useForm<CreateCommentInput>({
    resolver: zodResolver(createCommentSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { content: "" },
  });
  const add = useAddComment(post.id, () => form.reset({ content: "" }));
  const remove = useDeleteComment(post.id);
  const [editingId, setEditingId] = React.useState<number | null>(null);
  const edit = useEditComment(post.id, () => setEditingId(null));
  const error = form.formState.errors.content?.message;
  const inputId = `comment-${post.id}`;
  return (
    <div className="grid grid-cols-1 gap-3 border-t pt-3">
      {post.comments.length > 0 ? (
        <ul className="grid grid-cols-1 gap-2" aria-label="Comments">
          {post.comments.map((c) => (
            <li key={c.id} className="flex gap-2">
              <Link to={`/users/${c.userId}`} aria-label={`${c.firstName} ${c.lastName}`}>
                <UserAvatar user={c} className="h-8 w-8" />
              </Link>
              <div className="min-w-0 flex-1 rounded-lg bg-muted px-3 py-2">
                <div className="flex items-center gap-2 text-xs">
                  <Link to={`/users/${c.userId}`} className="font-semibold hover:underline">
                    {c.firstName} {c.lastName}
                  </Link>
                  <span className="text-muted-foreground">
                    {relativeTime(c.createdAt, now)}
                    <EditedMark editedAt={c.editedAt} now={now} />
                  </span>
                  {c.userId === viewerId && !c.removed && editingId !== c.id ? (
                    <button
                      type="button"
                      className="ml-auto text-muted-foreground hover:text-foreground"
                      aria-label="Edit comment"
                      onClick={() => setEditingId(c.id)}
                    >
                      <Pencil className="h-3.5 w-3.5" />
                    </button>
                  ) : null}
                  {c.userId === viewerId ? (
                    <button
                      type="button"
                      className={
                        c.removed || editingId === c.id
                          ? "ml-auto text-muted-foreground hover:text-destructive"
                          : "text-muted-foreground hover:text-destructive"
                      }
                      aria-label="Delete comment"
                      onClick={() => remove.mutate(c.id)}
                    >
                      <Trash2 className="h-3.5 w-3.5" />
                    </button>
                  ) : (
                    <ReportButton
                      subject={{ kind: "comment", id: c.id }}
                      what={`${c.firstName}'s comment`}
                      label="Report comment"
                      className="ml-auto h-6 px-1 text-muted-foreground [&_svg]:size-3.5"
                    />
                  )}
                </div>
                {c.removed ? (
                  <p className="text-xs font-medium text-destructive">
                    A moderator removed this comment. Only you can still see it.
                  </p>
                ) : null}
                {editingId === c.id ? (
                  <EditTextForm
                    id={`edit-comment-${c.id}`}
                    label="Edit comment"
                    initial={c.content}
                    rule={commentContentSchema}
                    pending={edit.isPending}
                    onSave={(content) => edit.mutate({ commentId: c.id, content })}
                    onCancel={() => setEditingId(null)}
                  />
                ) : (
                  <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-sm">{c.content}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {post.commentCount > post.comments.length ? (
        <p className="text-xs text-muted-foreground">
          Showing the latest {post.comments.length} of {post.commentCount} comments
        </p>
      ) : null}
      <form noValidate className="grid grid-cols-1 gap-1" onSubmit={form.handleSubmit((v) => add.mutate(v.content))}>
        <div className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            Write a comment
          </label>
          <Input
            id={inputId}
            placeholder="Write a comment..."
            maxLength={COMMENT_MAX + 50}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            {...form.register("content")}
          />
          <Button type="submit" size="sm" className="h-10" disabled={add.isPending}>
            {add.isPending ? "Posting..." : "Comment"}
          </Button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
