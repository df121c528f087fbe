import * as React from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Pencil } from "lucide-react";
import { z } from "zod";
import { eventFormSchema, type FanEvent } from "@shared/schemas/events";
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
import { Label } from "@web/components/ui/label";
import { Textarea } from "@web/components/ui/textarea";
import { useEditEvent } from "../api/mutations";

/** The editable fields, validated like the Create Event form, plus "not below those going". */
const editFormSchema = (going: number) =>
  eventFormSchema
    .pick({ title: true, description: true, location: true, eventDate: true, maxAttendees: true })
    .refine((v) => v.maxAttendees.trim() === "" || Number(v.maxAttendees) >= going, {
      path: ["maxAttendees"],
      message: `Maximum attendees cannot be below the ${going} people already going`,
    });
type EditFormValues = z.infer<ReturnType<typeof editFormSchema>>;

function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const valuesOf = (e: FanEvent): EditFormValues => ({
  title: e.title,
  description: e.description ?? "",
  location: e.location,
  eventDate: toLocalInput(e.eventDate),
  maxAttendees: e.maxAttendees === null ? "" : String(e.maxAttendees),
});

/** The creator's "Edit" on an upcoming event: attendees see the new details on their next look. */
export function EditEventDialog({ event }: { event: FanEvent }) {
  const [open, setOpen] = React.useState(false);
  const form = useForm<EditFormValues>({
    resolver: zodResolver(editFormSchema(event.currentAttendees)),
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: valuesOf(event),
  });
  React.useEffect(() => {
    if (open) form.reset(valuesOf(event));
  }, [open, event, form]);
  const edit = useEditEvent(() => setOpen(false));
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((v) =>
    edit.mutate({
      eventId: event.id,
      body: {
        title: v.title,
        description: v.description.trim() || null,
        location: v.location,
        eventDate: new Date(v.eventDate).toISOString(),
        maxAttendees: v.maxAttendees.trim() === "" ? null : Number(v.maxAttendees),
      },
    }),
  );
  const field = (name: keyof EditFormValues, label: string, input: React.ReactNode) => (
    <div className="grid grid-cols-1 gap-2">
      <Label htmlFor={`edit-event-${name}`}>{label}</Label>
      {input}
      {errors[name] ? (
        <p id={`edit-event-${name}-error`} role="alert" className="text-sm font-medium text-destructive">
          {errors[name]?.message}
        </p>
      ) : null}
    </div>
  );
  const invalid = (name: keyof EditFormValues) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `edit-event-${name}-error` } : {};
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Edit ${event.title}`}>
          <Pencil /> Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Event</DialogTitle>
          <DialogDescription>Everyone going sees the new details.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-4">
          {field(
            "title",
            "Event title",
            <Input id="edit-event-title" {...invalid("title")} {...form.register("title")} />,
          )}
          {field(
            "description",
            "Description (optional)",
            <Textarea
              id="edit-event-description"
              rows={3}
              {...invalid("description")}
              {...form.register("description")}
            />,
          )}
          {field(
            "location",
            "Location",
            <Input id="edit-event-location" {...invalid("location")} {...form.register("location")} />,
          )}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {field(
              "eventDate",
              "Date and time",
              <Input
                id="edit-event-eventDate"
                type="datetime-local"
                {...invalid("eventDate")}
                {...form.register("eventDate")}
              />,
            )}
            {field(
              "maxAttendees",
              "Max attendees (optional)",
              <Input
                id="edit-event-maxAttendees"
                type="number"
                inputMode="numeric"
                min={Math.max(1, event.currentAttendees)}
                placeholder="No limit"
                {...invalid("maxAttendees")}
                {...form.register("maxAttendees")}
              />,
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={edit.isPending}>
              {edit.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
