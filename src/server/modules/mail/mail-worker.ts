import type { FastifyBaseLogger } from "fastify";
import type { Counter } from "prom-client";
import type { Db } from "../../db/client";
import * as outbox from "./outbox.repository";
import { classifyFailure, describeFailure, type MailTransport } from "./smtp-transport";

/** How long a claim holds a mail: longer than a send can take (Nodemailer's timeouts are 10 + 30 s). */
const LEASE_MS = 60_000;
/** The backstop poll: mails stored by another instance, retries coming due, leases that lapsed. */
const POLL_MS = 2_000;
const BATCH = 10;
/** Back-off of transient failures: 5 s doubling to 15 min, ±20 % jitter. */
export const RETRY = { baseMs: 5_000, maxMs: 15 * 60_000, jitter: 0.2 } as const;
/** A transient failure (4xx, no connection) is tried this often (about a day of back-off) before giving up. */
export const MAX_TRANSIENT_ATTEMPTS = 100;
/** A permanent one (5xx) a few times: some servers answer 5xx for what an operator fixes in minutes. */
export const MAX_PERMANENT_ATTEMPTS = 3;
/** Finished mails are deleted after this. */
const KEEP_FINISHED_MS = 30 * 24 * 60 * 60_000;

export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY.maxMs, RETRY.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 - RETRY.jitter + 2 * RETRY.jitter * random()));
}

/**
 * Delivers the outbox. Every instance runs one: a mail is claimed by one of them at a time (see
 * claimDue), and only the claim's holder can mark it done, so a mail is sent once even with
 * several instances. A stop (SIGTERM) lets the batch in hand finish and be marked before the
 * database closes, so a restart sends nothing twice. Only a crash between the SMTP server's
 * acceptance and the mark can send a mail again, after its lease; it keeps its Message-ID.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastPurge = 0;

  constructor(
    private readonly deps: {
      db: Db;
      transport: MailTransport;
      from: string;
      log: FastifyBaseLogger;
      counter: Counter<"kind" | "outcome">;
    },
  ) {}

  start() {
    this.schedule(0);
  }

  /** A mail was stored: look now rather than at the next poll. */
  poke() {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(25);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.deps.transport.close();
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick() {
    if (this.running || this.stopped) return;
    this.running = this.drain().catch((err: Error) =>
      this.deps.log.error({ err }, "mail outbox: delivery round failed"),
    );
    await this.running;
    this.running = null;
    if (this.again) {
      this.again = false;
      this.schedule(0);
    } else this.schedule(POLL_MS);
  }

  /** Sends every due mail, batch by batch. */
  async drain(): Promise<void> {
    while (!this.stopped) {
      const now = new Date();
      if (now.getTime() - this.lastPurge > 60 * 60_000) {
        this.lastPurge = now.getTime();
        await outbox.purgeFinished(this.deps.db, new Date(now.getTime() - KEEP_FINISHED_MS));
      }
      const batch = await outbox.claimDue(this.deps.db, now, BATCH, LEASE_MS);
      for (const mail of batch) await this.deliver(mail);
      if (batch.length < BATCH) return;
    }
  }

  private async deliver(mail: outbox.OutboxRow) {
    const { db, transport, from, log, counter } = this.deps;
    const lease = mail.lockedUntil!;
    try {
      await transport.send({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.textBody ?? "",
        html: mail.htmlBody ?? "",
        messageId: mail.messageId,
        headers: mail.headers,
      });
    } catch (err) {
      const kind = classifyFailure(err);
      const failure = describeFailure(err);
      const limit = kind === "permanent" ? MAX_PERMANENT_ATTEMPTS : MAX_TRANSIENT_ATTEMPTS;
      if (mail.attempts >= limit) {
        await outbox.markFailed(db, mail.id, lease, new Date(), failure);
        counter.inc({ kind: mail.kind, outcome: "failed" });
        log.error(
          { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, failure },
          "mail outbox: gave up on a mail",
        );
        return;
      }
      const delay = retryDelayMs(mail.attempts);
      await outbox.markRetry(db, mail.id, lease, new Date(Date.now() + delay), failure);
      counter.inc({ kind: mail.kind, outcome: "retried" });
      log.warn(
        { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, retryInMs: delay, failure },
        "mail outbox: delivery failed, will retry",
      );
      return;
    }
    await outbox.markSent(db, mail.id, lease, new Date());
    counter.inc({ kind: mail.kind, outcome: "sent" });
    log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, "mail sent");
  }
}
