import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "../limits";

/** Positive integer id in a path or body ("12" or 12). */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParamsSchema = z.object({ id: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });

export const INVALID_CHARACTERS_MESSAGE = "Contains invalid characters";

/** No control character (Unicode Cc: C0, DEL, C1), the NUL byte PostgreSQL refuses among them. */
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/;
/** The same, but tab, line feed and carriage return: what a textarea sends. */
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

/**
 * THE string of every input: each text field, query and path parameter of the API starts from
 * it, so a control character is refused with 400 before anything reads it. Only multi-line text
 * (post and comment bodies, descriptions, report details) keeps tabs and line breaks. Checked
 * before any trim, so a control character at either end is refused rather than trimmed away. A
 * pattern (not a refinement), so the OpenAPI document states the rule.
 */
export const cleanString = (opts: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(opts.error ? { error: opts.error } : undefined)
    .regex(opts.multiline ? MULTI_LINE : SINGLE_LINE, INVALID_CHARACTERS_MESSAGE);

/** Trimmed text of at most `max` characters: one line unless `multiline`. */
export const text = (max: number, tooLong?: string, opts: { multiline?: boolean } = {}) =>
  cleanString(opts)
    .trim()
    .max(max, tooLong ?? `Must be at most ${max} characters`);

/** Cursor pagination used by every list endpoint: opaque cursor + bounded limit. */
export const pageQuerySchema = z.object({
  cursor: cleanString().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Parts of a keyset cursor. A cursor comes back from the client, so it is checked like any
 * input: a timestamp PostgreSQL can read and an id inside the integer column's range (a forged
 * one answers 400, never a database error).
 */
export const cursorTimestamp = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/)
  .refine((s) => !Number.isNaN(Date.parse(s.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00"))));
export const cursorId = z.number().int().min(0).max(2_147_483_647);

/** Cursor helpers: base64url JSON so clients treat it as opaque. */
export function encodeCursor(value: unknown): string {
  const json = JSON.stringify(value);
  return typeof btoa === "function"
    ? btoa(unescape(encodeURIComponent(json)))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "")
    : Buffer.from(json).toString("base64url");
}
export function decodeCursor<T>(cursor: string | undefined, schema: z.ZodType<T>): T | undefined {
  if (!cursor) return undefined;
  try {
    const b64 = cursor.replace(/-/g, "+").replace(/_/g, "/");
    const json = decodeURIComponent(escape(atob(b64)));
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
