import { useForm } from "react-hook-form";
import { Trans, useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { COMMENT_MAX } from "@shared/limits";
import { createCommentSchema, type CreateCommentInput } from "@shared/schemas/posts";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { useTranslateMessage } from "@web/lib/i18n/use-translate-message";
import { useAddComment } from "../api/add-comment";

/** The form that adds a comment to a post (SPEC §5 messages from the shared schema). */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const form = useForm<CreateCommentInput>({
    resolver: zodResolver(createCommentSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { content: "" },
  });
  const add = useAddComment(postId, () => form.reset({ content: "" }));
  const error = form.formState.errors.content?.message;
  const inputId = `comment-${postId}`;
  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-1"
      onSubmit={(e) => void form.handleSubmit((v) => add.mutate(v.content))(e)}
    >
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Write a comment</Trans>
        </label>
        <Input
          id={inputId}
          placeholder={t`Write a comment...`}
          maxLength={COMMENT_MAX + 50}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...form.register("content")}
        />
        <Button type="submit" size="sm" className="h-10" disabled={add.isPending}>
          {add.isPending ? <Trans>Posting...</Trans> : <Trans>Comment</Trans>}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {translate(error)}
        </p>
      ) : null}
    </form>
  );
}
