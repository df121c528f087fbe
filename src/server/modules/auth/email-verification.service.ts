import type { FastifyInstance } from "fastify";
import type { Locale } from "@shared/i18n/locales";
import type { PublicUser } from "@shared/schemas/user";
import { AppError, conflict, unauthenticated } from "../../lib/errors";
import * as users from "../users/users.service";
import { consumeVerificationLink, queueVerification } from "../mail/email-links.service";

export const INVALID_VERIFICATION_MESSAGE = "This verification link is invalid or has expired.";
export const ALREADY_VERIFIED_MESSAGE = "Your email address is already verified";
export const VERIFICATION_SENT_MESSAGE = "We have sent you a new verification link.";

/**
 * Uses a verification link: its address becomes the account's proved address (a pending change
 * takes effect now). 400 for an unknown, used or expired link, or one for an address the account
 * has given up since; 409 when another account took the address in the meantime.
 */
export async function verifyEmail(app: FastifyInstance, token: string): Promise<PublicUser> {
  const user = await app.db.transaction(async (tx) => {
    const link = await consumeVerificationLink(tx, token);
    const invalid = () => new AppError(400, "invalid_verification_link", INVALID_VERIFICATION_MESSAGE);
    if (!link) throw invalid();
    const row = await users.applyVerifiedEmail(tx, link.userId, link.email);
    if (!row) throw invalid();
    return users.presentAccount(tx, row);
  });
  await users.accountChanged(app, user.id);
  return user;
}

/** Sends the signed-in user a new link: for the address waiting for its verification, else their own. */
export async function resendVerification(app: FastifyInstance, userId: number, locale: Locale): Promise<void> {
  const row = await users.findAccountById(app.db, userId);
  if (!row) throw unauthenticated();
  const address = row.pendingEmail ?? (row.emailVerifiedAt === null ? row.email : null);
  if (!address) throw conflict(ALREADY_VERIFIED_MESSAGE);
  await app.db.transaction((tx) =>
    queueVerification(
      app,
      tx,
      { id: row.id, firstName: row.firstName, locale: row.locale ?? locale },
      address,
      row.pendingEmail ? "verify_new_email" : "verify_email",
    ),
  );
  app.mail.poke();
}
