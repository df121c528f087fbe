import { expect } from "@playwright/test";
import type { CaughtMail } from "../../src/server/test/mail-catcher";

// The mail the e2e app servers send: one catcher for the run (tests/e2e/start-servers.ts), read
// over its HTTP view. Every slot's server mails it, so a spec looks for its own mails: to its
// address, with links to its own server.

/** The environment variable naming the catcher's HTTP view (set by the global setup, inherited by the workers). */
export const E2E_MAIL_URL = "E2E_MAIL_URL";

async function caughtMails(): Promise<CaughtMail[]> {
  const url = process.env[E2E_MAIL_URL];
  if (!url) throw new Error(`${E2E_MAIL_URL} is not set: the mail catcher starts in tests/e2e/start-servers.ts`);
  const res = await fetch(`${url}/messages`);
  if (!res.ok) throw new Error(`the mail catcher answered ${res.status}`);
  return (await res.json()) as CaughtMail[];
}

/** The first link of the mail's text to `origin` + `path` (e.g. the server's /verify-email), or null. */
export function linkIn(mail: CaughtMail, origin: string, path: string): string | null {
  for (const [href] of mail.text.matchAll(/https?:\/\/[^\s<>")]+/g)) {
    const url = new URL(href);
    if (url.origin === new URL(origin).origin && url.pathname === path) return url.href;
  }
  return null;
}

/**
 * Waits for a mail to `to` carrying a link to `origin` + `path`, newer than the mail numbered
 * `after` (its `seq`): polls the catcher until one arrives (the server's outbox sends it a moment
 * after the request that stored it). Answers the mail and that link.
 */
export async function waitForMail(
  to: string,
  { origin, path, after = 0 }: { origin: string; path: string; after?: number },
): Promise<{ mail: CaughtMail; link: string }> {
  let found: { mail: CaughtMail; link: string } | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await caughtMails()) {
          const link = mail.seq > after && mail.to.includes(to.toLowerCase()) ? linkIn(mail, origin, path) : null;
          if (link) {
            found = { mail, link };
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${to} with a link to ${path}`, timeout: 60_000 },
    )
    .toBe(true);
  return found!;
}

/** The newest mail's number (0 when none): a later `waitForMail(…, { after })` finds only what comes next. */
export async function lastMailSeq(): Promise<number> {
  return (await caughtMails()).reduce((max, m) => Math.max(max, m.seq), 0);
}
