import { z } from "zod";
import { wallClockValue } from "@shared/i18n/zoned-time";
import {
  belowGoingMessage,
  eventFormSchema,
  venueEventDate,
  withVenueDate,
  type EditEventInput,
  type FanEvent,
} from "@shared/schemas/events";

/**
 * The Edit Event form: the editable fields, validated like the Create Event form (the date on
 * the venue's clock), plus "not below those going" for the limit.
 */
export const editEventFormSchema = (going: number) =>
  withVenueDate(
    eventFormSchema
      .pick({ title: true, description: true, location: true, eventDate: true, timeZone: true, maxAttendees: true })
      .refine((v) => v.maxAttendees.trim() === "" || Number(v.maxAttendees) >= going, {
        path: ["maxAttendees"],
        message: belowGoingMessage(going),
      }),
  );
export type EditEventFormValues = z.infer<ReturnType<typeof editEventFormSchema>>;

/** The form's values for `event`: its stored instant shown on the venue's clock, in the venue's zone. */
export const editEventFormValues = (e: FanEvent): EditEventFormValues => ({
  title: e.title,
  description: e.description ?? "",
  location: e.location,
  eventDate: wallClockValue(new Date(e.eventDate), e.timeZone),
  timeZone: e.timeZone,
  maxAttendees: e.maxAttendees === null ? "" : String(e.maxAttendees),
});

/** PATCH /api/events/{id}'s body of a checked form: the date read on the venue's clock. */
export const editEventBody = (v: EditEventFormValues): EditEventInput => ({
  title: v.title,
  description: v.description.trim() || null,
  location: v.location,
  eventDate: venueEventDate(v.eventDate, v.timeZone),
  timeZone: v.timeZone,
  maxAttendees: v.maxAttendees.trim() === "" ? null : Number(v.maxAttendees),
});
