import type { FastifyBaseLogger } from "fastify";
import type { Locale } from "@shared/i18n/locales";
import type { Db } from "../../db/client";
import { LeaderSweep } from "../../lib/leader-sweep";
import { issueUnsubscribeToken } from "../mail/email-links.service";
import { goingBetween } from "../events/events.service";
import { MAIL_TEXTS, type Mailer } from "../mail/mail.service";
import { findAccountById } from "../users/users.service";
import type { NotificationService } from "./notifications.service";

/** The reminder mail goes out a day before the event (the bell's reminder comes an hour before). */
export const REMINDER_MAIL_LEAD_MS = 24 * 60 * 60_000;
/** How often the leader looks for events entering the window: an RSVP made inside it is mailed within this. */
export const REMINDER_MAIL_SWEEP_MS = 30_000;
/** An unsubscribe link keeps working this long after the event. */
const UNSUBSCRIBE_TTL_MS = 90 * 24 * 60 * 60_000;
const PAGE = 200;

/** "Thursday 3 December at 19:30 Central European Standard Time": the day, the hour and whose clock. */
export function formatReminderTime(instant: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "long",
  }).format(instant);
}

/**
 * Event reminder mails: one per fan going, when the event is a day away, to a verified address,
 * unless the fan turned reminder mails off. A fan who says "going" inside the day is mailed by
 * the next sweep. The sweep runs on the live leader; the dedupe key (event, fan, start time)
 * stores one mail per fan however often it runs, and a rescheduled event reminds again.
 */
export class EventReminderMails {
  private readonly sweep: LeaderSweep;

  constructor(
    private readonly deps: {
      db: Db;
      mail: Mailer;
      notifications: NotificationService;
      isLeader: () => boolean;
      log: FastifyBaseLogger;
    },
  ) {
    this.sweep = new LeaderSweep({
      ...deps,
      name: "event reminder mails",
      everyMs: REMINDER_MAIL_SWEEP_MS,
      run: (now) => this.run(now),
    });
  }

  /** Stores the reminder mails due at `now`; resolves to how many were stored. */
  async run(now: Date): Promise<number> {
    const { db, mail } = this.deps;
    const to = new Date(now.getTime() + REMINDER_MAIL_LEAD_MS);
    let stored = 0;
    let after: { eventId: number; userId: number } | undefined;
    for (;;) {
      const rows = await goingBetween(db, now, to, after, PAGE);
      const keyOf = (r: (typeof rows)[number]) =>
        `event_reminder:${r.eventId}:${r.userId}:${r.eventDate.toISOString()}`;
      const done = await mail.alreadyQueued(db, rows.map(keyOf));
      for (const r of rows) {
        if (done.has(keyOf(r))) continue;
        if (await this.queue(r, keyOf(r))) stored++;
      }
      if (stored > 0) mail.poke();
      if (rows.length < PAGE) return stored;
      const last = rows[rows.length - 1]!;
      after = { eventId: last.eventId, userId: last.userId };
    }
  }

  private async queue(r: Awaited<ReturnType<typeof goingBetween>>[number], dedupeKey: string): Promise<boolean> {
    const { db, mail, notifications } = this.deps;
    const user = await findAccountById(db, r.userId);
    // Only to a proved address: a reminder is not a way to mail a stranger.
    if (!user || user.emailVerifiedAt === null) return false;
    if (!(await notifications.preferences(r.userId)).event_reminder.email) return false;
    const locale: Locale = user.locale ?? "en";
    return db.transaction(async (tx) => {
      const token = await issueUnsubscribeToken(tx, user, new Date(r.eventDate.getTime() + UNSUBSCRIBE_TTL_MS));
      const unsubscribe = mail.link("/api/mail/unsubscribe", { token });
      return mail.queue(tx, {
        kind: "event_reminder",
        userId: user.id,
        to: user.email,
        locale,
        name: user.firstName,
        dedupeKey,
        content: MAIL_TEXTS[locale].eventReminder({
          title: r.title,
          when: formatReminderTime(r.eventDate, locale, user.timeZone ?? r.timeZone),
          venue: r.location,
          link: mail.link(`/events/${r.eventId}`),
          preferencesLink: mail.link("/unsubscribe", { token }),
        }),
        // RFC 2369 and RFC 8058: mail clients offer "unsubscribe", and may do it in one POST.
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
    });
  }

  start() {
    this.sweep.start();
  }

  stop() {
    return this.sweep.stop();
  }
}
