// A real SMTP server that keeps what it receives (Nodemailer's smtp-server), for the API tests,
// the end-to-end suite and `npm run cluster`. It can refuse mail with a given SMTP code, or stop
// listening and come back on the same port, to try the outbox's retries.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  /** Arrival order, from 1. */
  seq: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Header names lower-cased; values as text. */
  headers: Record<string, string>;
}

/** Reading what a catcher received: in its own process, or over its HTTP view from another. */
export interface MailInbox {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL points at. */
  readonly smtpUrl: string;
  list(): Promise<CaughtMail[]>;
  /** Waits until a mail matches (or `timeoutMs` passes: an error that says what arrived). */
  waitFor(match: (m: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
}

export interface MailCatcher extends MailInbox {
  /** The HTTP view (`GET /messages` as JSON, `/` as a page), when asked for. */
  httpUrl: string | null;
  messages: CaughtMail[];
  /** Answers every mail with this SMTP reply (e.g. 451 or 550) until set back to null. */
  refuseWith(code: number | null): void;
  /** Stops listening (connections are refused) until `start()` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

const MESSAGE_RE = /token=([A-Za-z0-9_-]+)/;

/** The token of the first link with `token=` in a mail's text part. */
export function tokenIn(mail: CaughtMail): string {
  const m = MESSAGE_RE.exec(mail.text);
  if (!m) throw new Error(`no token link in the mail "${mail.subject}"`);
  return m[1]!;
}

export async function startMailCatcher(
  opts: { port?: number; httpPort?: number; quiet?: boolean } = {},
): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let refusal: number | null = null;

  const makeServer = () =>
    new SMTPServer({
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // stop() closes the senders' idle pooled connections at once, as a server going down would.
      closeTimeout: 200,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        if (refusal !== null) {
          stream.resume();
          const err = Object.assign(new Error(`refused with ${refusal} (test)`), { responseCode: refusal });
          stream.on("end", () => callback(err));
          return;
        }
        simpleParser(stream)
          .then((parsed) => {
            const headers: Record<string, string> = {};
            for (const line of parsed.headerLines)
              headers[line.key.toLowerCase()] = line.line.slice(line.key.length + 1).trim();
            messages.push({
              seq: messages.length + 1,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              messageId: parsed.messageId ?? "",
              headers,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });

  let server = makeServer();
  let port = opts.port ?? 0;
  const listen = async () => {
    server = makeServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  await listen();

  let httpServer: http.Server | null = null;
  let httpUrl: string | null = null;
  if (opts.httpPort !== undefined) {
    httpServer = http.createServer((req, res) => {
      if (req.url?.startsWith("/messages")) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(messages));
        return;
      }
      const rows = messages
        .slice()
        .reverse()
        .map((m) => `<li><b>${escape(m.subject)}</b> to ${escape(m.to.join(", "))}<pre>${escape(m.text)}</pre></li>`)
        .join("");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        `<!doctype html><meta charset="utf-8"><title>Mail</title><h1>${messages.length} mails</h1><ol>${rows}</ol>`,
      );
    });
    await new Promise<void>((resolve) => httpServer!.listen(opts.httpPort, "127.0.0.1", () => resolve()));
    httpUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  }

  return {
    get smtpUrl() {
      return `smtp://127.0.0.1:${port}`;
    },
    httpUrl,
    messages,
    list: async () => messages,
    waitFor(match, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms; received: ${messages.map((m) => `${m.to.join(",")}: ${m.subject}`).join(" | ") || "none"}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    refuseWith(code) {
      refusal = code;
    },
    stop: stopListening,
    start: listen,
    async close() {
      await stopListening();
      if (httpServer) await new Promise<void>((resolve) => httpServer!.close(() => resolve()));
    },
  };
}

const escape = (s: string) => s.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c]!);

/**
 * The inbox of a catcher another process runs (the test run's shared one), read over its HTTP
 * view. Waiting polls: the mails of many tests arrive there, each test looks for its own.
 */
export function remoteInbox(smtpUrl: string, httpUrl: string): MailInbox {
  const list = async () => (await (await fetch(`${httpUrl}/messages`)).json()) as CaughtMail[];
  return {
    smtpUrl,
    list,
    async waitFor(match, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = await list();
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`no matching mail within ${timeoutMs} ms (${mails.length} mails in the inbox)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
