import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { LeaderSweep } from "../../lib/leader-sweep";
import { goingBetween } from "../events/events.service";
import type { NotificationService } from "./notifications.service";

/** Reminders go out this long before an event starts. */
export const REMINDER_LEAD_MS = 60 * 60 * 1000;
/** How often the leader looks for events entering the reminder window. */
export const REMINDER_SWEEP_MS = 60 * 1000;
const PAGE = 500;

/**
 * event_reminder: one hour before an event, to everyone going. The sweep runs on the live
 * leader only; the unique key (attendee, event, start time) makes a repeated or concurrent
 * sweep harmless, and a rescheduled event reminds again. `run(now)` takes the clock from the
 * caller, so tests drive it.
 */
export class EventReminders {
  private readonly sweep: LeaderSweep;

  constructor(
    private readonly deps: {
      db: Db;
      notifications: NotificationService;
      isLeader: () => boolean;
      log: FastifyBaseLogger;
    },
  ) {
    this.sweep = new LeaderSweep({
      ...deps,
      name: "event reminders",
      everyMs: REMINDER_SWEEP_MS,
      run: (now) => this.run(now),
    });
  }

  /** Sends the reminders due at `now`; resolves to how many were sent. */
  async run(now: Date): Promise<number> {
    const to = new Date(now.getTime() + REMINDER_LEAD_MS);
    let sent = 0;
    let after: { eventId: number; userId: number } | undefined;
    for (;;) {
      const rows = await goingBetween(this.deps.db, now, to, after, PAGE);
      for (const r of rows) {
        const item = await this.deps.notifications.notify({
          recipientId: r.userId,
          type: "event_reminder",
          actorId: null,
          subject: { kind: "event", id: r.eventId },
          data: { eventTitle: r.title, startsAt: r.eventDate.toISOString() },
          dedupeKey: `event_reminder:${r.eventId}:${r.eventDate.toISOString()}`,
        });
        if (item) sent++;
      }
      if (rows.length < PAGE) return sent;
      const last = rows[rows.length - 1]!;
      after = { eventId: last.eventId, userId: last.userId };
    }
  }

  start() {
    this.sweep.start();
  }

  stop() {
    return this.sweep.stop();
  }
}
