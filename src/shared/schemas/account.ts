import { z } from "zod";
import { cleanString } from "./common";

export const DELETE_PASSWORD_MISSING = "Enter your password to delete your account";
export const DELETE_PASSWORD_WRONG = "That password is not right";

/** DELETE /api/users/me: the current password, asked again however the request is signed in. */
export const deleteAccountSchema = z.object(
  {
    password: cleanString({ error: DELETE_PASSWORD_MISSING }).min(1, DELETE_PASSWORD_MISSING).max(200),
  },
  { error: DELETE_PASSWORD_MISSING },
);
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What became of what the account ran: the goodbye screen says it. */
export const accountDeletedSchema = z.object({
  deleted: z.literal(true),
  communities: z.object({ handedOver: z.number().int(), deleted: z.number().int() }),
  /** Upcoming events cancelled, past ones deleted (nobody else had been going to either). */
  events: z.object({ handedOver: z.number().int(), cancelled: z.number().int(), deleted: z.number().int() }),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/**
 * The most rows one section of the export holds (posts, likes, notifications...). A section
 * that has more lists the newest and is named in `truncated`; the file stays a few MB at most.
 */
export const EXPORT_SECTION_MAX = 5000;
/** Exports per user and hour: each one reads every table the user is in. */
export const EXPORTS_PER_HOUR = 5;
