import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Locale } from "@shared/i18n/locales";
import type { DbOrTx } from "../../db/client";
import { MAIL_TEXTS } from "./mail.service";
import * as tokens from "./email-tokens.repository";
import { hashToken } from "../../lib/session";

// The single-use and lasting links sent by mail that other modules ask for: address verification
// (registration, a new address; the auth module uses the link, the users module asks for one when
// an address changes) and reminder unsubscribe links. Only their hashes are stored.

/** A verification link works for a day. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60_000;

export interface MailRecipient {
  id: number;
  firstName: string;
  /** The language of the mail: the account's choice, else the request's. */
  locale: Locale;
}

/**
 * Stores, in the caller's transaction, a verification link for `address` and the mail that
 * carries it: at registration (the account's address) or for a new address asked for. The links
 * sent before are retired: only the newest address asked for can be proved.
 */
export async function queueVerification(
  app: FastifyInstance,
  tx: DbOrTx,
  user: MailRecipient,
  address: string,
  kind: "verify_email" | "verify_new_email",
): Promise<void> {
  const now = new Date();
  const token = randomBytes(32).toString("base64url");
  await tokens.retireEmailTokens(tx, user.id, "verify_email", now);
  await tokens.insertEmailToken(tx, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: "verify_email",
    email: address.toLowerCase(),
    expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
  });
  const link = app.mail.link("/verify-email", { token });
  const texts = MAIL_TEXTS[user.locale];
  await app.mail.queue(tx, {
    kind,
    userId: user.id,
    to: address,
    locale: user.locale,
    name: user.firstName,
    content: kind === "verify_email" ? texts.verifyEmail({ link }) : texts.verifyNewEmail({ link, newEmail: address }),
  });
}

/** The notice to the old address that a new one was asked for, with the way back if it was not its owner. */
export async function queueEmailChangeNotice(
  app: FastifyInstance,
  tx: DbOrTx,
  user: MailRecipient,
  oldAddress: string,
  newAddress: string,
): Promise<void> {
  await app.mail.queue(tx, {
    kind: "email_change_notice",
    userId: user.id,
    to: oldAddress,
    locale: user.locale,
    name: user.firstName,
    content: MAIL_TEXTS[user.locale].emailChangeNotice({
      newEmail: newAddress,
      resetLink: app.mail.link("/forgot-password"),
    }),
  });
}

/** A lasting link that turns reminder mails off without signing in (List-Unsubscribe); answers its token. */
export async function issueUnsubscribeToken(
  tx: DbOrTx,
  user: { id: number; email: string },
  expiresAt: Date,
): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await tokens.insertEmailToken(tx, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: "unsubscribe_reminders",
    email: user.email,
    expiresAt,
  });
  return token;
}

/** Whose unsubscribe link `token` is (null: unknown or expired). */
export async function unsubscribeLinkOwner(db: DbOrTx, token: string): Promise<number | null> {
  const link = await tokens.findLiveEmailToken(db, hashToken(token), "unsubscribe_reminders", new Date());
  return link?.userId ?? null;
}

/**
 * Uses a verification link, in the caller's transaction: whose link it was and for which address
 * (null: unknown, used or expired).
 */
export async function consumeVerificationLink(
  tx: DbOrTx,
  token: string,
): Promise<{ userId: number; email: string } | null> {
  const link = await tokens.consumeEmailToken(tx, hashToken(token), "verify_email", new Date());
  return link ? { userId: link.userId, email: link.email } : null;
}

/** Deletes the links that expired before `before`. */
export const purgeEmailLinks = (db: DbOrTx, before: Date) => tokens.purgeEmailTokens(db, before);
