import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { MailWorker } from "./mail-worker";
import { createMailer, type Mailer } from "./mail.service";
import { smtpTransport } from "./smtp-transport";

declare module "fastify" {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export const MAIL_NOT_CONFIGURED_WARNING =
  "MAIL IS NOT CONFIGURED: SMTP_URL is unset, so no mail leaves this server. Password reset links, " +
  "address verifications and event reminders are kept in the outbox (mail_outbox) and go out once " +
  "SMTP_URL is set. Fans who forget their password cannot get back in until then.";

/**
 * Outgoing mail: `app.mail` stores mails in the outbox (in the transaction of their cause), and
 * this instance's worker delivers them through SMTP when SMTP_URL is set. Without it they wait.
 */
export const mailModule = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, mailFrom, publicOrigin, demoMode } = app.config;
    const worker = smtpUrl
      ? new MailWorker({
          db: app.db,
          transport: await smtpTransport(smtpUrl),
          from: mailFrom,
          log: app.log.child({ module: "mail" }),
          counter: app.metrics.mails,
        })
      : null;
    if (!worker) {
      if (demoMode)
        app.log.info("mail: SMTP_URL is unset; mails are kept in the outbox (demo mode shows reset tokens on screen)");
      else app.log.warn(MAIL_NOT_CONFIGURED_WARNING);
    }
    app.decorate(
      "mail",
      createMailer({
        publicOrigin,
        delivering: worker !== null,
        poke: () => worker?.poke(),
        onQueued: (kind) => app.metrics.mails.inc({ kind, outcome: "queued" }),
      }),
    );
    app.addHook("onReady", async () => worker?.start());
    // Before the database closes: the batch in hand is sent and marked, so a restart resends nothing.
    app.addHook("preClose", async () => worker?.stop());
  },
  { name: "mail" },
);
