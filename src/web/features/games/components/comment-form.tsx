import { Trans, useLingui } from "@lingui/react/macro";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { GAME_COMMENT_MAX } from "@shared/limits";
import { createGameCommentSchema, type CreateGameCommentInput, type GameComment } from "@shared/schemas/games";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/textarea";
import { cn } from "@web/lib/cn";
import { useTranslateMessage } from "@web/lib/i18n/use-translate-message";
import { useAddGameComment } from "../api/add-comment";

/** Posting to the match thread: 1–280 characters, the schema's messages, a live character count. */
export function CommentForm({ gameId, onPosted }: { gameId: string; onPosted: (c: GameComment) => void }) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const form = useForm<CreateGameCommentInput>({
    resolver: zodResolver(createGameCommentSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { content: "" },
  });
  const add = useAddGameComment(gameId, (c) => {
    form.reset({ content: "" });
    onPosted(c);
  });
  const error = form.formState.errors.content?.message;
  const length = useWatch({ control: form.control, name: "content" }).length;
  const inputId = `game-comment-${gameId}`;
  const send = form.handleSubmit((v) => add.mutate(v.content));
  return (
    <form noValidate className="grid grid-cols-1 gap-1 border-t p-3" onSubmit={(e) => void send(e)}>
      <label htmlFor={inputId} className="sr-only">
        <Trans>Comment on the game</Trans>
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={inputId}
          rows={1}
          placeholder={t`Say something about the game...`}
          className="max-h-32 min-h-10 resize-none"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-count${error ? ` ${inputId}-error` : ""}`}
          onKeyDown={(e) => {
            // Enter posts, Shift+Enter starts a new line (as in chat apps).
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          {...form.register("content")}
        />
        <Button type="submit" className="h-10 shrink-0" disabled={add.isPending}>
          <Send aria-hidden="true" />
          {add.isPending ? <Trans>Posting...</Trans> : <Trans context="button: publish it">Post</Trans>}
        </Button>
      </div>
      <div className="flex min-h-5 items-start justify-between gap-2 text-xs">
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="font-medium text-destructive">
            {translate(error)}
          </p>
        ) : (
          <span />
        )}
        <span
          id={`${inputId}-count`}
          className={cn("tabular-nums text-muted-foreground", length > GAME_COMMENT_MAX && "text-destructive")}
        >
          {i18n.number(length)}/{i18n.number(GAME_COMMENT_MAX)}
        </span>
      </div>
    </form>
  );
}
