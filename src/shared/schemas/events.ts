import { z } from "zod";
import { DESCRIPTION_MAX, EVENT_CARD_AVATARS, EVENT_TITLE_MAX, LOCATION_MAX } from "../limits";
import { cleanString, idSchema, pageQuerySchema, text } from "./common";
import { SEARCH_MAX, SPORT_MAX, optionalText, sportSchema } from "./communities";
import { instantOfWallClock } from "../i18n/zoned-time";
import { timeZoneSchema } from "./locale";

export const MAX_ATTENDEES_LIMIT = 100_000;
export const GAME_ID_MAX = 100;

const required = (message: string, max: number, tooLong: string) =>
  cleanString({ error: message }).pipe(text(max, tooLong)).pipe(z.string().min(1, message));

const title = required(
  "Event title is required",
  EVENT_TITLE_MAX,
  `Event title must be at most ${EVENT_TITLE_MAX} characters`,
);
const location = required("Location is required", LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`);
const description = optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`, {
  multiline: true,
});
const maxAttendeesMessage = "Maximum attendees must be at least 1";
/** An edit may not set the limit below the people already going (the server says the same). */
export const belowGoingMessage = (going: number) =>
  `Maximum attendees cannot be below the ${going} people already going`;

/** An instant strictly after `now` (the form checks it in the browser, the server again on create). */
export const isFutureDate = (d: Date, now = Date.now()) => !Number.isNaN(d.getTime()) && d.getTime() > now;

export const createEventSchema = z.object({
  title,
  description,
  sport: sportSchema,
  location,
  eventDate: cleanString({ error: "Event date is required" })
    .trim()
    .min(1, "Event date is required")
    .pipe(z.iso.datetime({ offset: true, message: "Event date must be a valid date and time" }))
    .refine((s) => isFutureDate(new Date(s)), "Event date must be in the future"),
  /**
   * The venue's IANA zone; `eventDate` stays the instant. Every event has one: when a client
   * sends none, the creator's own zone is used, else UTC (docs/decisions/0982).
   */
  timeZone: timeZoneSchema.optional(),
  maxAttendees: z
    .number({ error: "Maximum attendees must be a number" })
    .int("Maximum attendees must be a whole number")
    .min(1, maxAttendeesMessage)
    .max(MAX_ATTENDEES_LIMIT, `Maximum attendees must be at most ${MAX_ATTENDEES_LIMIT}`)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  communityId: idSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  isPublic: z.boolean().default(true),
  /** Watch party: the id of a game from the live-scores catalogue. */
  gameId: cleanString()
    .trim()
    .max(GAME_ID_MAX)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  /** Accepted for SPEC §7 compatibility; must be the signed-in user when present. */
  creatorId: idSchema.optional(),
});
export type CreateEventBody = z.output<typeof createEventSchema>;

/**
 * The Create Event dialog's fields, as the inputs hold them (strings); `toCreateEventInput`
 * turns them into the API body. Messages are SPEC §5's. The date and time are the venue's wall
 * clock, read in `timeZone` (the venue's IANA zone): check them with `withVenueDate`.
 */
export const eventFormSchema = z.object({
  title,
  description: z.string().max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  sport: z.string().min(1, "Sport is required"),
  location,
  eventDate: z.string().min(1, "Event date is required"),
  timeZone: z.string().min(1),
  maxAttendees: z
    .string()
    .trim()
    .refine((s) => s === "" || /^-?\d+$/.test(s), "Maximum attendees must be a whole number")
    .refine((s) => s === "" || Number(s) >= 1, maxAttendeesMessage)
    .refine(
      (s) => s === "" || Number(s) <= MAX_ATTENDEES_LIMIT,
      `Maximum attendees must be at most ${MAX_ATTENDEES_LIMIT}`,
    ),
  communityId: z.string(),
  isPublic: z.boolean(),
  gameId: z.string(),
});
export type EventFormValues = z.infer<typeof eventFormSchema>;

/**
 * A form's date and time read on the venue's clock (`instantOfWallClock`: a skipped daylight
 * saving hour with the offset before the change, a repeated one as its first occurrence), or the
 * message saying why it is not a date for an event.
 */
export function venueInstant(local: string, timeZone: string): { instant: Date } | { error: string } {
  const instant = instantOfWallClock(local, timeZone);
  if (!instant) return { error: "Event date must be a valid date and time" };
  if (!isFutureDate(instant)) return { error: "Event date must be in the future" };
  return { instant };
}

/**
 * `schema` with its `eventDate` checked on the venue's clock (`timeZone`), not the browser's: 18:00
 * in Los Angeles is in the future or not whatever zone the organiser's device is in.
 */
export const withVenueDate = <S extends z.ZodType<{ eventDate: string; timeZone: string }>>(schema: S) =>
  schema.superRefine((v, ctx) => {
    if (v.eventDate === "") return; // "Event date is required" already says it
    const at = venueInstant(v.eventDate, v.timeZone);
    if ("error" in at) ctx.addIssue({ code: "custom", path: ["eventDate"], message: at.error });
  });

/** The instant of a checked form's date and time, on the venue's clock, for the API. */
export function venueEventDate(local: string, timeZone: string): string {
  const at = instantOfWallClock(local, timeZone);
  if (!at) throw new Error(`Not a date and time: ${local}`);
  return at.toISOString();
}

export function toCreateEventInput(v: EventFormValues): CreateEventBody {
  return {
    title: v.title,
    description: v.description.trim() || null,
    sport: v.sport,
    location: v.location,
    eventDate: venueEventDate(v.eventDate, v.timeZone),
    timeZone: v.timeZone,
    maxAttendees: v.maxAttendees.trim() === "" ? null : Number(v.maxAttendees),
    communityId: v.communityId ? Number(v.communityId) : null,
    isPublic: v.isPublic,
    gameId: v.gameId || null,
  };
}

export const RSVP_STATUSES = ["going", "maybe", "not_going"] as const;
export const rsvpStatusSchema = z.enum(RSVP_STATUSES, { error: "Status must be going, maybe or not_going" });
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;
/** The viewer's place at an event: an RSVP, or waiting for a place at a full event. */
export const myRsvpSchema = z.enum([...RSVP_STATUSES, "waitlist"]);
export type MyRsvp = z.infer<typeof myRsvpSchema>;

/**
 * PATCH /api/events/{id}: the creator changes any of these (validated as on creation); absent
 * fields stay. maxAttendees null means no limit; it may not go below the people already going.
 */
export const editEventSchema = z
  .object({
    title: title.optional(),
    // Absent: unchanged; null or blank: cleared.
    description: z
      .union([
        text(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`, { multiline: true }),
        z.null(),
      ])
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    sport: sportSchema.optional(),
    location: location.optional(),
    eventDate: createEventSchema.shape.eventDate.optional(),
    timeZone: timeZoneSchema.optional(),
    maxAttendees: z
      .number({ error: "Maximum attendees must be a number" })
      .int("Maximum attendees must be a whole number")
      .min(1, maxAttendeesMessage)
      .max(MAX_ATTENDEES_LIMIT, `Maximum attendees must be at most ${MAX_ATTENDEES_LIMIT}`)
      .nullable()
      .optional(),
    isPublic: z.boolean().optional(),
  })
  .strict();
export type EditEventInput = z.infer<typeof editEventSchema>;

export const rsvpBodySchema = z.object({
  status: rsvpStatusSchema.default("going"),
  /** SPEC §7 sends it; must be the signed-in user when present. */
  userId: idSchema.optional(),
});

export const eventParamsSchema = z.object({ eventId: idSchema });

/** A game as the live-scores catalogue presents it (SPEC §3); extra fields pass through. */
const gameTeamSchema = z.looseObject({
  name: z.string(),
  abbreviation: z.string().optional(),
  logo: z.string().nullable().optional(),
});
export const watchPartyGameSchema = z.looseObject({
  id: z.string(),
  league: z.string(),
  sport: z.string(),
  gameStatus: z.string(),
  gameTime: z.string().nullable().optional(),
  homeTeam: gameTeamSchema,
  awayTeam: gameTeamSchema,
  homeScore: z.number().nullable().optional(),
  awayScore: z.number().nullable().optional(),
});
export type WatchPartyGame = z.infer<typeof watchPartyGameSchema>;

export const attendeeSchema = z.object({
  id: z.number().int(),
  avatar: z.string().nullable(),
  firstName: z.string(),
  username: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  sport: z.string(),
  location: z.string(),
  eventDate: z.string(),
  /** The venue's IANA zone: the card shows the venue's clock beside the viewer's when they differ. */
  timeZone: z.string(),
  maxAttendees: z.number().int().nullable(),
  communityId: z.number().int().nullable(),
  communityName: z.string().nullable(),
  isPublic: z.boolean(),
  creatorId: z.number().int(),
  currentAttendees: z.number().int(),
  /** The first attendees going (at most EVENT_LIST_ATTENDEES); the full list is paginated. */
  attendees: z.array(attendeeSchema),
  /** The signed-in user's RSVP status ("waitlist": waiting for a place), or null. */
  myRsvp: myRsvpSchema.nullable(),
  /** How many people wait for a place (the oldest gets the next one). */
  waitlistCount: z.number().int(),
  isPast: z.boolean(),
  gameId: z.string().nullable(),
  /** The watch-party game with its live score, when the scores catalogue knows it. */
  game: watchPartyGameSchema.nullable(),
  createdAt: z.string(),
  /** When the creator last changed the event; null when never edited. */
  editedAt: z.string().nullable(),
});
export type FanEvent = z.infer<typeof eventSchema>;
export const eventPageSchema = z.object({ items: z.array(eventSchema), nextCursor: z.string().nullable() });

export const attendeePageSchema = z.object({
  items: z.array(attendeeSchema.extend({ lastName: z.string(), rsvpAt: z.string() })),
  nextCursor: z.string().nullable(),
});

/** How many attendees each event in a list carries (the card shows 3 avatars then "+N"). */
export const EVENT_LIST_ATTENDEES = EVENT_CARD_AVATARS;

export const EVENT_WHEN = ["upcoming", "past", "all"] as const;
export const eventListQuerySchema = pageQuerySchema.extend({
  search: cleanString().trim().max(SEARCH_MAX).optional(),
  sport: cleanString().trim().toLowerCase().max(SPORT_MAX).optional(),
  communityId: idSchema.optional(),
  /** upcoming: soonest first (default of /api/events); past: latest first; all: latest first. */
  when: z.enum(EVENT_WHEN).optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
