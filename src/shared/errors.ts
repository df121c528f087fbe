// The error body every API failure answers with, and the stable codes the web maps to texts.
export const ERROR_CODES = [
  "validation",
  /** 400: a password reset token that is unknown, used or expired (the page offers a new link). */
  "invalid_reset_link",
  "malformed_json",
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

export interface ErrorBody {
  /** In the user's language (their choice, else Accept-Language): show it, never compare it; compare `code`. */
  message: string;
  code: ErrorCode;
  /** Multipart post creation also carries the message here (SPEC §8). */
  error?: string;
  /** Field-level details for validation errors. */
  issues?: { path: string; message: string }[];
}
