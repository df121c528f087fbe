import { z } from "zod";
import { ERROR_CODES_BY_STATUS, errorBodySchema, type ErrorCode, type ErrorStatus } from "@shared/errors";

// Response schemas for the API description. The refusals are the shared error body with `code`
// narrowed to what that status carries; each is a named component (`$ref`) of the document, and
// the serialiser checks the error handler's answers against it like any other response.

const refusal = <const C extends readonly [ErrorCode, ...ErrorCode[]]>(id: string, codes: C, description: string) =>
  errorBodySchema.extend({ code: z.enum(codes) }).meta({ id, description });

export const ERROR_RESPONSE_SCHEMAS = {
  400: refusal(
    "ValidationError",
    ERROR_CODES_BY_STATUS[400],
    "The request is not valid: a field, the path, the query or the JSON body (`validation`, `malformed_json`).",
  ),
  401: refusal(
    "UnauthenticatedError",
    ERROR_CODES_BY_STATUS[401],
    "No valid session: sign in first (`unauthenticated`).",
  ),
  403: refusal(
    "ForbiddenError",
    ERROR_CODES_BY_STATUS[403],
    "Not allowed for this user, or a browser request from another site (`forbidden`).",
  ),
  404: refusal(
    "NotFoundError",
    ERROR_CODES_BY_STATUS[404],
    "No such resource, or not one this user may see (`not_found`).",
  ),
  409: refusal(
    "ConflictError",
    ERROR_CODES_BY_STATUS[409],
    "The resource's current state does not allow this (`conflict`).",
  ),
  413: refusal(
    "PayloadTooLargeError",
    ERROR_CODES_BY_STATUS[413],
    "The body or the uploaded file is too large (`payload_too_large`).",
  ),
  415: refusal(
    "UnsupportedMediaTypeError",
    ERROR_CODES_BY_STATUS[415],
    "The body is neither JSON nor a form upload, or the image type is not accepted (`unsupported_media_type`).",
  ),
  429: refusal(
    "RateLimitedError",
    ERROR_CODES_BY_STATUS[429],
    "Too many requests: try again after the `Retry-After` header's seconds (`rate_limited`).",
  ),
} satisfies Record<ErrorStatus, z.ZodType>;
type ErrorResponseSchemas = typeof ERROR_RESPONSE_SCHEMAS;

/**
 * The refusals a route documents itself, spread into its `response`: those its handler and
 * services throw (404, 409, a policy's 403, a limit counted in the handler). The ones that follow
 * from the route's options (400, 401, 403/413/415 of writes, 429 of a write limit) are added for
 * every route by the API description plugin.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Pick<ErrorResponseSchemas, S> {
  return Object.fromEntries(statuses.map((s) => [s, ERROR_RESPONSE_SCHEMAS[s]])) as Pick<ErrorResponseSchemas, S>;
}

/** A 204 answer: no body (the document lists no content for it). */
export const noContent = (description: string) => z.undefined().describe(description);

/** A JSON answer that is just a sentence to show (sign-out, password reset). */
export const messageSchema = z.object({ message: z.string() });

/** A body that is not JSON (an image, a calendar file): its media types, each a string of bytes. */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  // Typed to take the bytes too: a Buffer or string body is sent as it is, never serialised.
  const schema = z.string().meta({ format: "binary" }) as unknown as z.ZodType<string | Uint8Array>;
  return { description, content: Object.fromEntries(mediaTypes.map((t) => [t, { schema }])) };
}
