import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import type { FanEvent } from "@shared/schemas/events";
import { FormField } from "@web/components/form-field";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
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

/**
 * The Edit Event dialog's form, drawn each time the dialog opens (so it starts from the event as
 * it is now). A module of its own, loaded when first needed: its schemas are not built for every
 * card of one's own events a page shows (edit-event-dialog.tsx).
 */
export default function EditEventForm({ event, onDone }: { event: FanEvent; onDone: () => void }) {
  const { t } = useLingui();
  const form = useForm<EditEventFormValues>({
    resolver: zodResolver(editEventFormSchema(event.currentAttendees)),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: editEventFormValues(event),
  });
  const edit = useEditEvent(onDone);
  const { errors } = form.formState;
  const venueZone = useWatch({ control: form.control, name: "timeZone" });
  const onSubmit = form.handleSubmit((v) => edit.mutate({ eventId: event.id, body: editEventBody(v) }));
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid grid-cols-1 gap-4">
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
        <Button type="button" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
        </Button>
      </DialogFooter>
    </form>
  );
}
