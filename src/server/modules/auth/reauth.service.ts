import type { FastifyInstance } from "fastify";
import { CURRENT_PASSWORD_WRONG } from "@shared/schemas/auth";
import { AppError } from "../../lib/errors";
import { forgive, throttle } from "./auth.limits";
import { isCurrentPassword } from "./auth.service";

/**
 * Re-authentication before an account change (new email, new password): the signed-in user types
 * the current password again, so a borrowed or stolen session cannot take the account over.
 * Throttled per user (AUTH_LIMITS.reauthPerUser, 429 with Retry-After); a wrong password answers
 * 403 with the message under `currentPassword`.
 */
export async function confirmCurrentPassword(app: FastifyInstance, userId: number, password: string): Promise<void> {
  await throttle(app, "reauthPerUser", String(userId));
  if (!(await isCurrentPassword(app.db, userId, password)))
    throw new AppError(403, "forbidden", CURRENT_PASSWORD_WRONG, {
      issues: [{ path: "currentPassword", message: CURRENT_PASSWORD_WRONG }],
    });
  await forgive(app, "reauthPerUser", String(userId));
}
