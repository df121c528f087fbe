import { z } from "zod";
import { EMAIL_MAX, FAVORITE_TEAMS_MAX, LOCATION_MAX, NAME_MAX } from "../limits";
import { EMAIL_CHANGE_PASSWORD_MISSING, currentPasswordSchema } from "./auth";
import { cleanString, idSchema, text } from "./common";
import { localeSchema, timeZoneSchema } from "./locale";

// Profile form and PATCH /api/users/{id}: the SPEC §5 profile messages.
const firstName = text(NAME_MAX, `First name must be at most ${NAME_MAX} characters`).pipe(
  z.string().min(1, "First name is required"),
);
const lastName = text(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`).pipe(
  z.string().min(1, "Last name is required"),
);
const email = cleanString()
  .trim()
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email({ message: "Invalid email address" }));
/** Empty location means "not set". */
const location = z
  .union([text(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`), z.null()])
  .transform((v) => (v ? v : null));
const favoriteTeams = z
  .array(idSchema, { error: "Favorite teams must be a list of team ids" })
  .max(FAVORITE_TEAMS_MAX, `You can pick at most ${FAVORITE_TEAMS_MAX} favorite teams`)
  .transform((ids) => [...new Set(ids)]);

/** Every field optional: only what is sent changes. */
export const updateProfileSchema = z
  .object({
    firstName: firstName.optional(),
    lastName: lastName.optional(),
    email: email.optional(),
    location: location.optional(),
    favoriteTeams: favoriteTeams.optional(),
    /** null: back to the browser's language / zone. */
    locale: localeSchema.nullable().optional(),
    timeZone: timeZoneSchema.nullable().optional(),
    /** Required when `email` changes the address (re-authentication); ignored otherwise. */
    currentPassword: currentPasswordSchema.optional(),
    // Identity comes from the session; a differing id in the body is refused by the route.
    id: idSchema.optional(),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The profile form (all text fields present, as the screen shows them). */
export const profileFormSchema = z.object({
  firstName,
  lastName,
  email,
  location: z.string().trim().max(LOCATION_MAX, `Location must be at most ${LOCATION_MAX} characters`),
  /** Asked only when the email changes. */
  currentPassword: z.string().optional(),
});
export type ProfileFormInput = z.infer<typeof profileFormSchema>;

/** Whether `next` is another address than `saved` (emails compare without case, as the database does). */
export const emailChanges = (saved: string, next: string | undefined) =>
  next !== undefined && next.trim().toLowerCase() !== saved.toLowerCase();

/** The profile form of a user whose saved email is `savedEmail`: a new email needs the current password. */
export const profileFormSchemaFor = (savedEmail: string) =>
  profileFormSchema.refine((v) => !emailChanges(savedEmail, v.email) || !!v.currentPassword, {
    message: EMAIL_CHANGE_PASSWORD_MISSING,
    path: ["currentPassword"],
  });

export const FRIEND_STATUSES = ["self", "none", "request_sent", "request_received", "friends"] as const;
export const friendStatusSchema = z.enum(FRIEND_STATUSES);
export type FriendStatus = z.infer<typeof friendStatusSchema>;

export const teamBadgeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  sport: z.string(),
  league: z.string(),
  abbreviation: z.string(),
});
export type TeamBadge = z.infer<typeof teamBadgeSchema>;

/** Another user as anyone signed in sees them: never the email. */
export const userProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  location: z.string().nullable(),
  avatar: z.string().nullable(),
  favoriteTeams: z.array(z.number().int()),
  teams: z.array(teamBadgeSchema),
  postCount: z.number().int(),
  friendCount: z.number().int(),
  friendStatus: friendStatusSchema,
  /** The viewer blocked / muted this user (never whether this user blocked the viewer). */
  isBlocked: z.boolean(),
  isMuted: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userStatsSchema = z.object({
  communities: z.number().int(),
  eventsAttended: z.number().int(),
  favoriteTeams: z.number().int(),
  posts: z.number().int(),
  friends: z.number().int(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
