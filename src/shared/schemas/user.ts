import { z } from "zod";
import { LOCALES } from "../i18n/locales";

/** The user as every API response shows it (never the password or its hash). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Whether `email` has been proved (a verification link, or a reset link sent to it). */
  emailVerified: z.boolean(),
  /** A new address asked for and waiting for its verification; `email` stays the old one until then. */
  pendingEmail: z.string().nullable(),
  location: z.string().nullable(),
  avatar: z.string().nullable(),
  favoriteTeams: z.array(z.number().int()),
  /** Only on the signed-in user's own answers (me, login, register): an administrator (ADMIN_EMAILS). */
  isAdmin: z.boolean().optional(),
  /** The language the user chose ("en" | "es" | "fr"); null: never chose (the browser's is used). */
  locale: z.enum(LOCALES).nullable(),
  /** The user's IANA time zone (from the browser at registration); null: the browser's is used. */
  timeZone: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
export const userResponseSchema = z.object({ user: publicUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
