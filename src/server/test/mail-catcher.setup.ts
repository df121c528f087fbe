// Vitest global setup: one SMTP server for the whole test run, which every test app sends its
// mail to (test-app.ts). One for all, because on the PostgreSQL run the test apps share one
// outbox, and any of them may deliver a mail another stored. Tests find their own mails by
// their unique addresses; tests that make the server fail run their own on a private database.
import type { TestProject } from "vitest/node";
import { startMailCatcher, type MailCatcher } from "./mail-catcher";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared SMTP server: where to send, and its HTTP view to read what arrived. */
    mailCatcher: { smtpUrl: string; httpUrl: string };
  }
}

/** Started once per run, whichever project asks first (each project runs its own global setup). */
const shared = globalThis as { fanzoneMailCatcher?: Promise<MailCatcher> };

export default async function provideMailCatcher(project: TestProject) {
  const catcher = await (shared.fanzoneMailCatcher ??= startMailCatcher({ httpPort: 0 }));
  project.provide("mailCatcher", { smtpUrl: catcher.smtpUrl, httpUrl: catcher.httpUrl! });
  return async () => {
    if (!shared.fanzoneMailCatcher) return;
    shared.fanzoneMailCatcher = undefined;
    await catcher.close();
  };
}
