import { z } from "zod";
import { idSchema } from "./common";

/** One place the user is signed in (GET /api/auth/sessions). */
export const sessionInfoSchema = z.object({
  id: z.number().int(),
  device: z.object({
    label: z.string(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    type: z.enum(["desktop", "mobile", "tablet", "tv", "unknown"]),
  }),
  createdAt: z.string(),
  /** Updated at most once a minute while the session is used. */
  lastSeenAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionPageSchema = z.object({ items: z.array(sessionInfoSchema), nextCursor: z.string().nullable() });
export type SessionPage = z.infer<typeof sessionPageSchema>;
export const sessionParamsSchema = z.object({ id: idSchema });
export const signedOutOthersSchema = z.object({ signedOut: z.number().int() });
