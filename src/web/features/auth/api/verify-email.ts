import type { UserResponse } from "@shared/schemas/user";
import { apiRequest } from "@web/lib/api";

const attempts = new Map<string, Promise<UserResponse>>();

/**
 * POST /api/auth/verify-email: proves the address of the link's token and answers its account.
 * Once per token in this page: a link works once, and a second post (React's development double
 * effects, the page drawn again) would find it used. `again` forgets a failed try first.
 */
export function verifyEmailOnce(token: string, again = false): Promise<UserResponse> {
  if (again) attempts.delete(token);
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = apiRequest<UserResponse>("POST", "/api/auth/verify-email", { token });
    attempts.set(token, attempt);
  }
  return attempt;
}
