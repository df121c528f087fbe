import type { FastifyInstance } from "fastify";
import { CURRENT_PASSWORD_WRONG } from "@shared/schemas/auth";
import { AppError, tooManyRequests } from "../../lib/errors";
import { isCurrentPassword } from "./users.service";

/**
 * The current password asked again by a signed-in user (email or password change): a stolen
 * session must not become a way to guess it. As sign-in per (account, address); a success starts
 * the count again.
 */
export const REAUTH_LIMIT = { limit: 10, windowSeconds: 15 * 60 } as const;

/**
 * Re-authentication before an account change (new email, new password): the signed-in user types
 * the current password again, so a borrowed or stolen session cannot take the account over.
 * Throttled per user (REAUTH_LIMIT, 429 with Retry-After); a wrong password answers 403 with the
 * message under `currentPassword`.
 */
export async function confirmCurrentPassword(app: FastifyInstance, userId: number, password: string): Promise<void> {
  const key = `reauthPerUser:${userId}`;
  const max = Math.max(1, Math.round(REAUTH_LIMIT.limit * app.config.rateLimitScale));
  const counted = await app.rateLimiter.hit(key, max, REAUTH_LIMIT.windowSeconds);
  if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
  if (!(await isCurrentPassword(app.db, userId, password)))
    throw new AppError(403, "forbidden", CURRENT_PASSWORD_WRONG, {
      issues: [{ path: "currentPassword", message: CURRENT_PASSWORD_WRONG }],
    });
  await app.rateLimiter.reset(key);
}
