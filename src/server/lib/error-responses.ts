import { z } from "zod";
import { ERROR_CODES } from "@shared/errors";

/** The body of every failure (src/shared/errors.ts), for the OpenAPI description of a route's 4xx answers. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  error: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

const MEANING: Record<number, string> = {
  400: "The input is not valid (`issues` names the fields).",
  401: "Not signed in.",
  403: "Not allowed.",
  404: "Not found, or not visible to the viewer (answered alike).",
  409: "Conflicts with the current state.",
  429: "Too many requests: try again after `Retry-After` seconds.",
};

/** Response schemas of the given error statuses, described, for a route's `schema.response`. */
export function errorResponses<S extends keyof typeof MEANING & number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorBodySchema.describe(MEANING[s]!)])) as Record<
    S,
    typeof errorBodySchema
  >;
}
