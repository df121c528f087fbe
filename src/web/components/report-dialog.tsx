import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_THANKS,
  createReportSchema,
  type CreateReportInput,
  type ReportSubject,
} from "@shared/schemas/moderation";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Textarea } from "@web/components/ui/textarea";
import { toast } from "@web/components/ui/use-toast";
import { apiRequest, useApiMutation } from "@web/lib/api";
import { REPORT_REASON_MESSAGES } from "@web/lib/i18n/report-reasons";
import { useTranslateMessage } from "@web/lib/i18n/use-translate-message";
import { toastError } from "@web/lib/toast-error";

type FormIn = z.input<typeof createReportSchema>;

/**
 * "Report" for anything fans can see (posts, comments, people, communities, events): a reason
 * and optional details, sent to the moderators. Shared by every feature that shows a subject.
 */
export function ReportDialog({
  subject,
  what,
  open,
  onOpenChange,
}: {
  subject: ReportSubject;
  /** "this post", "Sam", … as the title says it. */
  what: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { i18n, t } = useLingui();
  // The thanks and the schema's messages are the API's English texts (their catalogue).
  const translate = useTranslateMessage();
  const form = useForm<FormIn, unknown, CreateReportInput>({
    resolver: zodResolver(createReportSchema),
    defaultValues: { subject, reason: undefined, details: "" },
  });
  const send = useApiMutation({
    mutationFn: (body: CreateReportInput) => apiRequest("POST", "/api/reports", body),
    onSuccess: () => {
      toast({ title: translate(REPORT_THANKS) });
      onOpenChange(false);
      form.reset();
    },
    onError: (err) => toastError(err, t`Could not send the report`),
  });
  const reasonError = form.formState.errors.reason?.message;
  const detailsError = form.formState.errors.details?.message;
  const idBase = `report-${subject.kind}-${subject.id}`;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            <Trans>Report {what}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Our moderators review every report. The person you report is not told who reported them.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid grid-cols-1 gap-4"
          noValidate
          onSubmit={(e) =>
            void form.handleSubmit((body) => send.mutate({ ...body, details: body.details || undefined }))(e)
          }
        >
          <fieldset
            className="grid grid-cols-1 gap-2"
            aria-describedby={reasonError ? `${idBase}-reason-error` : undefined}
          >
            <legend className="mb-2 text-sm font-medium">
              <Trans>Why are you reporting it?</Trans>
            </legend>
            {REPORT_REASONS.map((reason) => (
              <label
                key={reason}
                className="flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input type="radio" value={reason} className="h-4 w-4 accent-primary" {...form.register("reason")} />
                {i18n._(REPORT_REASON_MESSAGES[reason])}
              </label>
            ))}
            {reasonError ? (
              <p id={`${idBase}-reason-error`} className="text-sm text-destructive">
                {translate(reasonError)}
              </p>
            ) : null}
          </fieldset>
          <FormField id={`${idBase}-details`} label={t`Details (optional)`} error={detailsError}>
            <Textarea
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              placeholder={t`Anything that helps the moderators`}
              {...form.register("details")}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t`Sending…` : t`Send report`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
