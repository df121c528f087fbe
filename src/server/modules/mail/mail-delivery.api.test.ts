import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startMailCatcher, tokenIn, type MailCatcher } from "../../test/mail-catcher";
import { startTestApp, type TestApp } from "../../test/test-app";

// The outbox against a real SMTP server of this file's own, which the tests make refuse mail or
// go away. On a private embedded database: no other test app's worker shares this outbox.

let smtp: MailCatcher;
let t: TestApp;
const ORIGIN = "https://fans.example";

beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await startTestApp(
    { SMTP_URL: smtp.smtpUrl, PUBLIC_ORIGIN: ORIGIN, MAIL_FROM: "FanZone <hello@fans.example>", DEMO_MODE: "false" },
    { embedded: true },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
afterEach(() => smtp.refuseWith(null));

const address = () => `mail_${randomUUID().slice(0, 8)}@example.test`;
const to = (email: string) => (m: { to: string[] }) => m.to.includes(email);
type OutboxRow = {
  status: string;
  attempts: number;
  last_error: string | null;
  text_body: string | null;
  held: boolean;
};
const outboxOf = async (email: string) =>
  t.app.database.query<OutboxRow>(
    "select status, attempts, last_error, text_body, locked_until is not null as held from mail_outbox where recipient = $1 order by id",
    [email],
  );

/** After `n` failed attempts, between two: not held by a worker, the failure recorded. */
const failedTimes = (n: number) => (rows: OutboxRow[]) => {
  const r = rows.at(-1)!;
  return r.attempts === n && !r.held && r.last_error !== null;
};

/** Waits until the outbox row of `email` is in a state (the worker runs on its own). */
async function outboxUntil(email: string, ok: (rows: OutboxRow[]) => boolean) {
  for (let i = 0; i < 600; i++) {
    const rows = await outboxOf(email);
    if (ok(rows)) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`outbox of ${email}: ${JSON.stringify(await outboxOf(email))}`);
}
/** Makes every pending retry due now and wakes the worker: the back-off is not what is under test. */
async function retryNow() {
  await t.app.database.query("update mail_outbox set next_attempt_at = now() where status = 'pending'");
  t.app.mail.poke();
}
const metric = async (kind: string, outcome: string) => {
  const text = (await t.client().get("/metrics")).text;
  const line = text.split("\n").find((l) => l.startsWith(`fanzone_mails_total{kind="${kind}",outcome="${outcome}"}`));
  return line ? Number(line.split(" ").pop()) : 0;
};

describe("a password reset mail", () => {
  it("arrives with a text and an HTML part, in the fan's language, with a single-use link on PUBLIC_ORIGIN", async () => {
    const c = t.client();
    const { email } = await c.registerFresh({ email: address(), firstName: "Lucía" });
    await c.patch("/api/users/me", { locale: "es" });
    const res = await t.client().post("/api/auth/forgot-password", { email });
    expect(res.status).toBe(200);
    // Outside demo mode the token is only in the mail.
    expect(res.json.resetToken).toBeUndefined();
    const mail = await smtp.waitFor((m) => to(email)(m) && m.text.includes("/reset-password"));
    expect(mail.subject).toBe("Restablece tu contraseña de FanZone");
    expect(mail.headers["content-language"]).toBe("es");
    expect(mail.headers.from).toContain("hello@fans.example");
    expect(mail.text).toMatch(/^Hola, Lucía:/);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain(`${ORIGIN}/reset-password?token=`);
    expect(mail.html).toContain(`href="${ORIGIN}/reset-password?token=`);

    const token = tokenIn(mail);
    const reset = await t.client().post("/api/auth/reset-password", { token, newPassword: "Brand-new-pass-77" });
    expect(reset.status).toBe(200);
    const again = await t.client().post("/api/auth/reset-password", { token, newPassword: "Another-pass-88" });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe("invalid_reset_link");
    // The link reached the address: it is proved.
    const signedIn = t.client();
    await signedIn.post("/api/auth/login", { email, password: "Brand-new-pass-77" });
    expect((await signedIn.get("/api/auth/me")).json.user.emailVerified).toBe(true);
    // Delivered mails keep no body: the links they held are not left in the database.
    const rows = await outboxOf(email);
    expect(rows.every((r) => r.status === "sent" && r.text_body === null)).toBe(true);
  });

  it("stops after an hour: an expired link answers 400", async () => {
    const { email } = await t.client().registerFresh({ email: address() });
    await t.client().post("/api/auth/forgot-password", { email });
    const mail = await smtp.waitFor((m) => to(email)(m) && m.text.includes("/reset-password"));
    await t.app.database.query(
      "update password_resets set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)",
      [email],
    );
    const res = await t
      .client()
      .post("/api/auth/reset-password", { token: tokenIn(mail), newPassword: "Brand-new-pass-77" });
    expect(res.status).toBe(400);
  });
});

/** A registered fan whose verification mail has arrived, so only the mails a test causes are pending. */
async function fan() {
  const { email } = await t.client().registerFresh({ email: address() });
  await smtp.waitFor(to(email));
  return email;
}
const resetMails = (email: string) => smtp.messages.filter((m) => to(email)(m) && m.text.includes("/reset-password"));

describe("the outbox", () => {
  it("retries a 4xx answer with back-off and delivers the mail once, when the server takes it", async () => {
    const email = await fan();
    const retriedBefore = await metric("password_reset", "retried");
    smtp.refuseWith(451);
    await t.client().post("/api/auth/forgot-password", { email });
    await outboxUntil(email, failedTimes(1));
    const pending = (await outboxOf(email)).at(-1)!;
    expect(pending).toMatchObject({ status: "pending", attempts: 1, held: false });
    expect(pending.last_error).toMatch(/^451 /);
    expect(await metric("password_reset", "retried")).toBe(retriedBefore + 1);
    expect(resetMails(email)).toHaveLength(0);

    smtp.refuseWith(null);
    await retryNow();
    await smtp.waitFor((m) => to(email)(m) && m.text.includes("/reset-password"));
    await outboxUntil(email, (rows) => rows.at(-1)!.status === "sent");
    expect(resetMails(email)).toHaveLength(1);
  });

  it("gives up on a 5xx after a few tries, and says so in the log and the metrics", async () => {
    const email = await fan();
    const failedBefore = await metric("password_reset", "failed");
    smtp.refuseWith(550);
    await t.client().post("/api/auth/forgot-password", { email });
    for (let attempt = 1; attempt <= 3; attempt++) {
      await outboxUntil(email, failedTimes(attempt));
      if (attempt < 3) await retryNow();
    }
    const [last] = (await outboxUntil(email, (rows) => rows.at(-1)!.status === "failed")).slice(-1);
    expect(last).toMatchObject({ status: "failed", attempts: 3, text_body: null, held: false });
    expect(last!.last_error).toMatch(/^550 /);
    expect(await metric("password_reset", "failed")).toBe(failedBefore + 1);
    expect(resetMails(email)).toHaveLength(0);
  });

  it("keeps mails while the SMTP server is down and delivers each once when it is back", async () => {
    const emails = [await fan(), await fan(), await fan()];
    await smtp.stop();
    try {
      for (const email of emails) await t.client().post("/api/auth/forgot-password", { email });
      for (const email of emails) await outboxUntil(email, failedTimes(1));
      expect((await outboxOf(emails[0]!)).at(-1)!.last_error).toMatch(/ECONNREFUSED|ECONNECTION|ESOCKET/);
    } finally {
      await smtp.start();
    }
    await retryNow();
    for (const email of emails) await smtp.waitFor((m) => to(email)(m) && m.text.includes("/reset-password"));
    for (const email of emails) {
      await outboxUntil(email, (rows) => rows.at(-1)!.status === "sent");
      expect(resetMails(email)).toHaveLength(1);
    }
  });

  it("sends each mail once when several workers deliver the same outbox", async () => {
    const { MailWorker } = await import("./mail-worker");
    const { smtpTransport } = await import("./smtp-transport");
    // An app that delivers nothing itself (no SMTP_URL): its outbox is the three workers' alone.
    const quiet = await startTestApp({ SMTP_URL: undefined }, { embedded: true });
    try {
      const emails = [address(), address(), address(), address()];
      for (const email of emails) {
        await quiet.client().registerFresh({ email });
        for (let i = 0; i < 3; i++) await quiet.client().post("/api/auth/forgot-password", { email });
      }
      const workers = await Promise.all(
        [1, 2, 3].map(
          async () =>
            new MailWorker({
              db: quiet.app.db,
              transport: await smtpTransport(smtp.smtpUrl),
              from: "hello@fans.example",
              log: quiet.app.log,
              counter: quiet.app.metrics.mails,
            }),
        ),
      );
      await Promise.all(workers.map((w) => w.drain()));
      await Promise.all(workers.map((w) => w.stop()));
      const statuses = await quiet.app.database.query<{ status: string }>("select status from mail_outbox");
      expect(statuses.length).toBe(16);
      expect(statuses.every((r) => r.status === "sent")).toBe(true);
      for (const email of emails) {
        const ids = smtp.messages.filter(to(email)).map((m) => m.messageId);
        expect(ids).toHaveLength(4);
        expect(new Set(ids).size).toBe(4);
      }
    } finally {
      await quiet.close();
    }
  });
});

describe("without SMTP_URL", () => {
  it("keeps every mail, warns at start, and readiness lists mail as not configured", async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const bare = await startTestApp(
      { SMTP_URL: undefined, DEMO_MODE: "false", LOG_LEVEL: "warn" },
      { embedded: true, logger: { stream, level: "warn" } },
    );
    try {
      expect(lines.join("\n")).toMatch(/MAIL IS NOT CONFIGURED/);
      const ready = await bare.client().get("/api/health/ready");
      expect(ready.status).toBe(200);
      expect(ready.json.checks.mail).toBe("not_configured");
      const { email } = await bare.client().registerFresh({ email: address() });
      await bare.client().post("/api/auth/forgot-password", { email });
      const kept = await bare.app.database.query<{ kind: string; status: string }>(
        "select kind, status from mail_outbox where recipient = $1 order by id",
        [email],
      );
      expect(kept).toEqual([
        { kind: "verify_email", status: "pending" },
        { kind: "password_reset", status: "pending" },
      ]);
    } finally {
      await bare.close();
    }
  });

  it("readiness says mail is configured when SMTP_URL is set", async () => {
    const ready = await t.client().get("/api/health/ready");
    expect(ready.json.checks.mail).toBe("ok");
  });
});
