import { z } from "zod";
import { ERROR_CODES } from "@shared/errors";

/** The error body every failure answers with (plugins/error-handler.ts), for route schemas. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429 | 503;

/** Documents a route's error answers: status to what it means there. */
export function errorResponses(described: Partial<Record<ErrorStatus, string>>) {
  return Object.fromEntries(
    Object.entries(described).map(([status, description]) => [status, errorBodySchema.describe(description)]),
  ) as Record<ErrorStatus, typeof errorBodySchema>;
}
