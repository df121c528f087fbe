import { apiRequest } from "@web/lib/api";
import type { ApiResponse } from "@web/lib/api-types";

type Verified = ApiResponse<"/api/auth/verify-email", "POST">;
const attempts = new Map<string, Promise<Verified>>();

/**
 * POST /api/auth/verify-email: proves the address of the link's token and answers its account.
 * Once per token in this page: a link works once, and a second post (React's development double
 * effects, the page drawn again) would find it used. `again` forgets a failed try first.
 */
export function verifyEmailOnce(token: string, again = false): Promise<Verified> {
  if (again) attempts.delete(token);
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = apiRequest("POST", "/api/auth/verify-email", { token });
    attempts.set(token, attempt);
  }
  return attempt;
}
