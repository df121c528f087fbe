import type { QuietHours } from "@shared/schemas/alerts";

/** Minutes since midnight of `at` on the wall clock of `timeZone` (UTC for an unknown zone). */
export function minutesOfDay(at: Date, timeZone: string | null): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: timeZone ?? "UTC",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(at);
  } catch {
    return at.getUTCHours() * 60 + at.getUTCMinutes();
  }
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return n("hour") * 60 + n("minute");
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether `at` falls in the fan's quiet hours, read on the fan's own clock. `start` is in,
 * `end` is out; a start after the end spans midnight (22:00–07:00); equal ends mean none.
 */
export function isQuietNow(quiet: QuietHours | null, timeZone: string | null, at: Date): boolean {
  if (!quiet) return false;
  const start = toMinutes(quiet.start);
  const end = toMinutes(quiet.end);
  if (start === end) return false;
  const now = minutesOfDay(at, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}
