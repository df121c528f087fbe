import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Locale } from "@shared/i18n/locales";
import type { LoginInput, RegisterInput } from "@shared/schemas/auth";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/errors";
import { AppError, badRequest, conflict } from "../../lib/errors";
import { assertNotSuspended } from "../moderation/suspensions.service";
import { MAIL_TEXTS } from "../mail/mail.service";
import * as users from "../users/users.service";
import { queueVerification } from "../mail/email-links.service";
import {
  COMMON_PASSWORD_MESSAGE,
  burnVerifyTime,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from "../../lib/password";
import * as resets from "./password-reset.repository";
import { deleteAllSessionsOf, hashToken } from "../../lib/session";

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/**
 * Live reset links per account. A new request does not void the link the owner already has (else
 * anyone could keep voiding it by asking for more); past this many, the oldest is retired.
 */
export const LIVE_RESET_TOKENS_MAX = 5;
export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we have sent a link to reset the password.";
export const INVALID_RESET_MESSAGE = "This password reset link is invalid or has expired.";
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

/** Registration's rule for every new password: a well-known one is refused (400 under `path`). */
function assertNotCommon(password: string, path: string) {
  if (isCommonPassword(password))
    throw badRequest(COMMON_PASSWORD_MESSAGE, [{ path, message: COMMON_PASSWORD_MESSAGE }]);
}

/**
 * Creates the account and, in the same transaction, the mail that asks to verify its address
 * (in `locale`, the language the fan registers in). The account is usable at once; what needs a
 * proved address (administrator rights) waits for the link.
 */
export async function register(app: FastifyInstance, input: RegisterInput, locale: Locale) {
  const db = app.db;
  assertNotCommon(input.password, "password");
  // Friendly messages first; the unique indexes still decide under a race.
  if (await users.isEmailTaken(db, input.email)) throw conflict(users.EMAIL_TAKEN_MESSAGE);
  if (await users.isUsernameTaken(db, input.username)) throw conflict(users.USERNAME_TAKEN_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      const created = await users.createAccount(tx, {
        username: input.username,
        email: input.email.toLowerCase(),
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        locale: input.locale ?? null,
        timeZone: input.timeZone ?? null,
      });
      const mailLocale = input.locale ?? locale;
      await queueVerification(
        app,
        tx,
        { id: created.id, firstName: created.firstName, locale: mailLocale },
        created.email,
        "verify_email",
      );
      return created;
    });
    app.mail.poke();
    return user;
  } catch (err) {
    const which = isUniqueViolation(err);
    if (which) throw conflict(which.includes("email") ? users.EMAIL_TAKEN_MESSAGE : users.USERNAME_TAKEN_MESSAGE);
    throw err;
  }
}

export async function login(db: Db, input: LoginInput) {
  const row = await users.findAccountByEmail(db, input.email);
  if (!row) {
    await burnVerifyTime(input.password);
    throw new AppError(401, "unauthenticated", INVALID_CREDENTIALS_MESSAGE);
  }
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    throw new AppError(401, "unauthenticated", INVALID_CREDENTIALS_MESSAGE);
  }
  // Only after the password: a stranger does not learn that an account is suspended.
  await assertNotSuspended(db, row.id);
  return users.presentAccount(db, row);
}

/** The signed-in user's own shape, cached per instance (see users.currentAccount). */
export const currentUser = (app: FastifyInstance, userId: number) => users.currentAccount(app, userId);

/**
 * Creates a reset token when the account exists, and in the same transaction the mail that
 * carries it, in the account's language (else `locale`, the request's). The caller answers the
 * same either way, and decides (`mayMail`) whether this address may get another mail this hour.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  email: string,
  locale: Locale,
  log: FastifyBaseLogger,
): Promise<string | null> {
  const row = await users.findAccountByEmail(app.db, email);
  if (!row) {
    log.info("password reset requested for an unknown email");
    return null;
  }
  const token = randomBytes(32).toString("base64url");
  const mailLocale = row.locale ?? locale;
  await app.db.transaction(async (tx) => {
    await resets.insertPasswordReset(tx, {
      tokenHash: hashToken(token),
      userId: row.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
    await resets.retireAllButNewest(tx, row.id, LIVE_RESET_TOKENS_MAX);
    await app.mail.queue(tx, {
      kind: "password_reset",
      userId: row.id,
      to: row.email,
      locale: mailLocale,
      name: row.firstName,
      content: MAIL_TEXTS[mailLocale].passwordReset({ link: app.mail.link("/reset-password", { token }) }),
    });
  });
  app.mail.poke();
  // Never the token itself: the log is read by more people than the mailbox.
  log.info({ userId: row.id }, "password reset link queued");
  return token;
}

/** Returns the user whose password changed: the caller revokes their sessions everywhere. */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<number> {
  assertNotCommon(newPassword, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const userId = await resets.consumePasswordReset(tx, hashToken(token));
    if (userId === null) throw new AppError(400, "invalid_reset_link", INVALID_RESET_MESSAGE);
    await users.setPasswordHash(tx, userId, passwordHash);
    await resets.retireOpenResets(tx, userId);
    // The link reached the account's address: it is proved.
    await users.markEmailProved(tx, userId);
    // In the same transaction as the new password: no old session survives it, even for a moment.
    await deleteAllSessionsOf(tx, userId);
    return userId;
  });
}

/**
 * Sets a new password for a signed-in user who has just confirmed the current one. Open reset
 * links are retired with it (one requested by someone else would undo the change); the caller
 * then ends the user's other sessions with revokeSessions.
 */
export async function changePassword(db: Db, userId: number, newPassword: string): Promise<void> {
  assertNotCommon(newPassword, "newPassword");
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await users.setPasswordHash(tx, userId, passwordHash);
    await resets.retireOpenResets(tx, userId);
  });
}
