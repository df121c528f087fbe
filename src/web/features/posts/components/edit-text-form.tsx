import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Trans } from "@lingui/react/macro";
import { commentContentSchema, postContentSchema } from "@shared/schemas/posts";
import { Button } from "@web/components/ui/button";
import { Textarea } from "@web/components/ui/textarea";
import { useTranslateMessage } from "@web/lib/i18n/use-translate-message";

const RULES = { post: postContentSchema, comment: commentContentSchema };

/**
 * Inline editing of a post's or comment's text, validated by the same rule as writing it (the
 * shared schema's `content`). Loaded when first opened (lazy-parts.ts).
 */
export function EditTextForm({
  id,
  label,
  initial,
  subject,
  pending,
  onSave,
  onCancel,
}: {
  id: string;
  label: string;
  initial: string;
  subject: keyof typeof RULES;
  pending: boolean;
  onSave: (content: string) => void;
  onCancel: () => void;
}) {
  const form = useForm<{ content: string }>({
    resolver: zodResolver(z.object({ content: RULES[subject] })),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { content: initial },
  });
  const translate = useTranslateMessage();
  const error = form.formState.errors.content?.message;
  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-2"
      onSubmit={(e) => void form.handleSubmit((v) => onSave(v.content))(e)}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        rows={3}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...form.register("content")}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {translate(error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </form>
  );
}
