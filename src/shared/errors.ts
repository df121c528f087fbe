import { z } from "zod";

// The error body every API failure answers with, and the stable codes the web maps to texts.
export const ERROR_CODES = [
  "validation",
  /** 400: a password reset token that is unknown, used or expired (the page offers a new link). */
  "invalid_reset_link",
  /** 400: an address verification token that is unknown, used or expired. */
  "invalid_verification_link",
  "malformed_json",
  "malformed_multipart",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal",
  "unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Which codes each refusal status carries (the error handler and the typed factories keep to it). */
export const ERROR_CODES_BY_STATUS = {
  400: ["validation", "invalid_reset_link", "invalid_verification_link", "malformed_json", "malformed_multipart"],
  401: ["unauthenticated"],
  403: ["forbidden"],
  404: ["not_found"],
  409: ["conflict"],
  413: ["payload_too_large"],
  415: ["unsupported_media_type"],
  429: ["rate_limited"],
} as const satisfies Record<number, readonly ErrorCode[]>;
export type ErrorStatus = keyof typeof ERROR_CODES_BY_STATUS;

/** The one error body, as a schema: the API description documents every refusal with it. */
export const errorBodySchema = z.object({
  message: z
    .string()
    .describe("A sentence in the user's language (their choice, else Accept-Language) that can be shown as it is."),
  code: z.enum(ERROR_CODES).describe("Stable machine-readable reason; clients branch on this, never on `message`."),
  error: z.string().optional().describe("Multipart post creation repeats `message` here."),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe("Field-level details of a validation error (`path` is dot-separated)."),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
