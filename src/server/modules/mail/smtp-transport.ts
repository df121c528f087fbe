/** One mail as the outbox hands it to a transport. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Extra headers: Content-Language, List-Unsubscribe… */
  headers: Record<string, string>;
}

/** The mail provider: SMTP in every real deployment; tests point it at a local SMTP server. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** What a failed delivery means for the next attempt. */
export type DeliveryFailure = "transient" | "permanent";

/** Connection-level failures: the server was not reached or dropped us; worth trying again. */
const TRANSIENT_CODES = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ETLS", "EPROXY", "ECONNREFUSED"]);

/**
 * SMTP's own rule: a 4xx reply is temporary, a 5xx reply permanent. Errors without a reply code
 * are transient when the connection failed (server down, timeout), permanent otherwise (a
 * message Nodemailer refused to build cannot get better).
 */
export function classifyFailure(err: unknown): DeliveryFailure {
  const e = err as { responseCode?: number; code?: string };
  if (typeof e.responseCode === "number") return e.responseCode >= 500 ? "permanent" : "transient";
  return e.code && TRANSIENT_CODES.has(e.code) ? "transient" : "permanent";
}

/** A short, secret-free description of a failure for the outbox row and the log. */
export function describeFailure(err: unknown): string {
  const e = err as { responseCode?: number; code?: string; message?: string };
  const smtpReply = typeof e.responseCode === "number" ? `${e.responseCode} ` : "";
  return `${smtpReply}${e.code ?? "error"}: ${(e.message ?? String(err)).slice(0, 300)}`;
}

/**
 * SMTP through Nodemailer's pooled transport, configured by SMTP_URL (credentials in the URL).
 * Timeouts are short: a stuck server must not hold the worker; the outbox retries. Nodemailer is
 * loaded here, only where SMTP_URL is set: 5 MB of heap an idle server without mail does not hold.
 */
export async function smtpTransport(smtpUrl: string): Promise<MailTransport> {
  const { createTransport } = await import("nodemailer");
  // Nodemailer reads host, port, TLS (smtps:) and credentials from the URL itself.
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers,
      });
    },
    close: () => transport.close(),
  };
}
