import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CaughtMail } from "../../test/mail-catcher";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { formatReminderTime } from "./event-reminder-mails";

// Reminder mails a day before an event, on a driven clock: `reminderMails.run(now)` is the sweep
// the live leader runs every half minute.

let t: TestApp;
const ORIGIN = "https://fans.example";
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_ORIGIN: ORIGIN });
});
afterAll(async () => t?.close());

const hours = (h: number) => h * 60 * 60_000;
interface Fan {
  c: TestClient;
  email: string;
}
async function fan(opts: { verified?: boolean; locale?: string; timeZone?: string } = {}): Promise<Fan> {
  const c = t.client();
  const { email } = await c.registerFresh({ email: `rm_${randomUUID().slice(0, 8)}@example.test` });
  if (opts.locale || opts.timeZone) await c.patch("/api/users/me", { locale: opts.locale, timeZone: opts.timeZone });
  if (opts.verified !== false) await t.verifyAddress(email);
  return { c, email };
}
async function event(host: Fan, startsInHours: number) {
  const res = await host.c.post("/api/events", {
    title: `Derby night ${randomUUID().slice(0, 6)}`,
    description: "Big screen, bring a scarf",
    sport: "soccer",
    location: "The Crown, 12 High Street",
    eventDate: new Date(Date.now() + hours(startsInHours)).toISOString(),
    timeZone: "Europe/London",
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; title: string; eventDate: string };
}
const reminderTo = (email: string) => (m: CaughtMail) =>
  m.to.includes(email) && m.headers["list-unsubscribe"] !== undefined;
const reminders = async (email: string) => (await t.mail!.list()).filter(reminderTo(email));
async function untilCount(email: string, n: number) {
  for (let i = 0; i < 600 && (await reminders(email)).length < n; i++) await new Promise((r) => setTimeout(r, 50));
  expect(await reminders(email)).toHaveLength(n);
}
const run = (at: number) => t.app.notificationJobs.reminderMails.run(new Date(at));

describe("event reminder mails", () => {
  it("go once, a day before, to a fan going: title, start in the fan's zone, venue, event link, unsubscribe", async () => {
    const host = await fan();
    const going = await fan({ locale: "fr", timeZone: "America/Montreal" });
    const maybe = await fan();
    const e = await event(host, 30);
    await going.c.post(`/api/events/${e.id}/rsvp`, { status: "going" });
    await maybe.c.post(`/api/events/${e.id}/rsvp`, { status: "maybe" });
    const start = new Date(e.eventDate).getTime();

    expect(await run(start - hours(24) - 60_000)).toBe(0); // not yet
    expect(await run(start - hours(24))).toBeGreaterThanOrEqual(1);
    expect(await run(start - hours(23))).toBe(0); // a later sweep adds nothing
    const mail = await t.mail!.waitFor(reminderTo(going.email));
    expect(mail.subject).toBe(`Demain : ${e.title}`);
    expect(mail.headers["content-language"]).toBe("fr");
    const when = formatReminderTime(new Date(start), "fr", "America/Montreal");
    expect(when).toMatch(/heure/); // the zone is named: whose clock it is
    expect(mail.text).toContain(`Quand : ${when}`);
    expect(mail.text).toContain("Où : The Crown, 12 High Street");
    expect(mail.text).toContain(`${ORIGIN}/events/${e.id}`);
    expect(mail.html).toContain(`href="${ORIGIN}/events/${e.id}"`);
    expect(mail.headers["list-unsubscribe"]).toMatch(new RegExp(`^<${ORIGIN}/api/mail/unsubscribe\\?token=[\\w-]+>$`));
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // The host is going to their own event too; the fan who answered "maybe" gets nothing.
    await t.mail!.waitFor(reminderTo(host.email));
    expect(await reminders(maybe.email)).toHaveLength(0);
    expect(await reminders(going.email)).toHaveLength(1);
  });

  it("an RSVP inside the last day is mailed by the next sweep", async () => {
    const host = await fan();
    const late = await fan();
    const e = await event(host, 5);
    await late.c.post(`/api/events/${e.id}/rsvp`, { status: "going" });
    await run(Date.now());
    await t.mail!.waitFor(reminderTo(late.email));
  });

  it("skip unverified addresses and fans who turned them off, by the settings or the one-click link", async () => {
    const host = await fan();
    const unverified = await fan({ verified: false });
    const off = await fan();
    const clicker = await fan();
    const prefs = (await off.c.get("/api/notifications/preferences")).json;
    expect(prefs.event_reminder).toEqual({ inApp: true, push: true, email: true });
    const put = await off.c.request("PUT", "/api/notifications/preferences", {
      ...prefs,
      event_reminder: { ...prefs.event_reminder, email: false },
    });
    expect(put.json.event_reminder.email).toBe(false);

    const first = await event(host, 10);
    for (const f of [unverified, off, clicker]) await f.c.post(`/api/events/${first.id}/rsvp`, { status: "going" });
    await run(Date.now());
    const mail = await t.mail!.waitFor(reminderTo(clicker.email));
    expect(await reminders(unverified.email)).toHaveLength(0);
    expect(await reminders(off.email)).toHaveLength(0);

    // One-click unsubscribe (RFC 8058): a form POST to the List-Unsubscribe address, no session.
    const url = mail.headers["list-unsubscribe"]!.slice(1, -1).replace(ORIGIN, t.baseUrl);
    const page = await fetch(url, { redirect: "manual" });
    expect(page.status).toBe(303); // a GET only leads to the page that asks
    expect(page.headers.get("location")).toMatch(new RegExp(`^${ORIGIN}/unsubscribe\\?token=`));
    expect((await clicker.c.get("/api/notifications/preferences")).json.event_reminder.email).toBe(true);
    const click = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(click.status).toBe(200);
    expect((await clicker.c.get("/api/notifications/preferences")).json.event_reminder).toEqual({
      inApp: true,
      push: true,
      email: false,
    });
    const second = await event(host, 10);
    await clicker.c.post(`/api/events/${second.id}/rsvp`, { status: "going" });
    await run(Date.now());
    await untilCount(host.email, 2); // the sweep has sent what it sends
    expect(await reminders(clicker.email)).toHaveLength(1);
    const bad = await fetch(`${t.baseUrl}/api/mail/unsubscribe?token=nope`, { method: "POST" });
    expect(bad.status).toBe(400);
  });
});
