import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import type { FanEvent } from "@shared/schemas/events";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@web/components/ui/dialog";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { useEditEvent } from "../api/mutations";
import {
  editEventBody,
  editEventFormSchema,
  editEventFormValues,
  type EditEventFormValues,
} from "../lib/edit-event-form";
import { VenueDateTimeFields } from "./venue-date-time-fields";

/** The creator's "Edit" on an upcoming event: attendees see the new details on their next look. */
export function EditEventDialog({ event }: { event: FanEvent }) {
  const { t } = useLingui();
  const [open, setOpen] = React.useState(false);
  const form = useForm<EditEventFormValues>({
    resolver: zodResolver(editEventFormSchema(event.currentAttendees)),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: editEventFormValues(event),
  });
  React.useEffect(() => {
    if (open) form.reset(editEventFormValues(event));
  }, [open, event, form]);
  const edit = useEditEvent(() => setOpen(false));
  const { errors } = form.formState;
  const venueZone = useWatch({ control: form.control, name: "timeZone" });
  const onSubmit = form.handleSubmit((v) => edit.mutate({ eventId: event.id, body: editEventBody(v) }));
  const title = event.title;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={t`Edit ${title}`}>
          <Pencil /> <Trans>Edit</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Edit Event</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Everyone going sees the new details.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
          <FormField id="edit-event-title" label={t`Event title`} error={errors.title?.message}>
            <Input {...form.register("title")} />
          </FormField>
          <FormField id="edit-event-description" label={t`Description (optional)`} error={errors.description?.message}>
            <Textarea rows={3} {...form.register("description")} />
          </FormField>
          <FormField id="edit-event-location" label={t`Location`} error={errors.location?.message}>
            <Input {...form.register("location")} />
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <VenueDateTimeFields
              idPrefix="edit-event"
              venueZone={venueZone}
              date={form.register("eventDate")}
              zone={form.register("timeZone")}
              dateError={errors.eventDate?.message}
              zoneError={errors.timeZone?.message}
            />
            <FormField
              id="edit-event-maxAttendees"
              label={t`Max attendees (optional)`}
              error={errors.maxAttendees?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={Math.max(1, event.currentAttendees)}
                placeholder={t`No limit`}
                {...form.register("maxAttendees")}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={edit.isPending}>
              {edit.isPending ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
