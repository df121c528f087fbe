import { randomUUID } from "node:crypto";
import type { Locale } from "@shared/i18n/locales";
import type { DbOrTx } from "../../db/client";
import * as outbox from "./outbox.repository";
import { renderMail } from "./render";
import type { MailContent } from "./texts/mail-texts";

export { MAIL_TEXTS } from "./render";

export type MailKind =
  "password_reset" | "verify_email" | "verify_new_email" | "email_change_notice" | "event_reminder";

export interface QueuedMail {
  kind: MailKind;
  /** The account it is about: its mails go with it when it is deleted. */
  userId: number;
  to: string;
  locale: Locale;
  /** How the greeting names the recipient. */
  name: string;
  content: MailContent;
  /** Extra headers (List-Unsubscribe…). Content-Language is always set. */
  headers?: Record<string, string>;
  /** A cause that may repeat (a reminder sweep) stores one mail per key. */
  dedupeKey?: string;
}

/** What other modules use to send mail: `app.mail`. */
export interface Mailer {
  /** Whether mails leave the server (SMTP_URL is set); they are stored either way. */
  readonly delivering: boolean;
  /**
   * Stores a mail in the caller's transaction (with the action that causes it), rendered now in
   * the recipient's language. Answers false when `dedupeKey` was already stored. Call `poke()`
   * once the transaction has committed.
   */
  queue(tx: DbOrTx, mail: QueuedMail): Promise<boolean>;
  /** Which of these dedupe keys are stored already. */
  alreadyQueued(db: DbOrTx, keys: string[]): Promise<Set<string>>;
  /** Tells this instance's worker that a mail is waiting (after the commit). */
  poke(): void;
  /** An absolute link to a page of the app: PUBLIC_ORIGIN, never the request's Host. */
  link(path: string, query?: Record<string, string>): string;
}

export function createMailer(opts: {
  publicOrigin: string;
  delivering: boolean;
  poke: () => void;
  onQueued: (kind: MailKind) => void;
}): Mailer {
  const domain = new URL(opts.publicOrigin).hostname || "fanzone.invalid";
  return {
    delivering: opts.delivering,
    async queue(tx, mail) {
      const rendered = renderMail(mail.locale, mail.name, mail.content);
      const stored = await outbox.insertMail(tx, {
        kind: mail.kind,
        userId: mail.userId,
        recipient: mail.to,
        locale: mail.locale,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        headers: { "Content-Language": mail.locale, ...mail.headers },
        dedupeKey: mail.dedupeKey ?? null,
        messageId: `<${randomUUID()}@${domain}>`,
      });
      if (stored) opts.onQueued(mail.kind);
      return stored;
    },
    alreadyQueued: outbox.storedDedupeKeys,
    poke: opts.poke,
    link(path, query) {
      const url = new URL(path, opts.publicOrigin);
      for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
      return url.href;
    },
  };
}
