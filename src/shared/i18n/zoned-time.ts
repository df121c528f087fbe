// Wall-clock times in IANA zones, from Intl alone (no time zone library: the runtime's zone data
// is the one the API validates against, src/shared/i18n/time-zones.ts).

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string) {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `instant` in `timeZone`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const get = (parts: Intl.DateTimeFormatPart[], type: string) => Number(parts.find((p) => p.type === type)?.value);
  const parts = partsFormatter(timeZone).formatToParts(instant);
  return {
    year: get(parts, "year"),
    month: get(parts, "month"),
    day: get(parts, "day"),
    hour: get(parts, "hour") % 24,
    minute: get(parts, "minute"),
    second: get(parts, "second"),
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant` (-480 for Los Angeles in winter). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the clocks of `timeZone` read `local` ("2026-03-07T18:00", as a
 * datetime-local input holds it): how an event's time is entered, in the venue's zone. A time
 * skipped by a daylight saving change (02:30 on the spring-forward night) is read with the offset
 * before the change, as most calendars do; a repeated one (the fall-back hour) as its first
 * occurrence. Null for a value that is not a date and time.
 */
export function instantOfWallClock(local: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s || 0);
  if (Number.isNaN(asUtc)) return null;
  // The offset differs by at most one change around the instant: try the offsets an hour apart.
  const first = asUtc - offsetMinutes(new Date(asUtc), timeZone) * 60_000;
  const candidates = [first, asUtc - offsetMinutes(new Date(first), timeZone) * 60_000].sort((a, b) => a - b);
  for (const c of candidates) {
    const w = wallClock(new Date(c), timeZone);
    if (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) === asUtc) return new Date(c);
  }
  // Skipped by the change: the offset in force just before it.
  return new Date(asUtc - offsetMinutes(new Date(asUtc - 24 * 3600_000), timeZone) * 60_000);
}

/** The datetime-local value ("2026-03-07T18:00") of `instant` on the clocks of `timeZone`. */
export function wallClockValue(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const p = (n: number, l = 2) => String(n).padStart(l, "0");
  return `${p(w.year, 4)}-${p(w.month)}-${p(w.day)}T${p(w.hour)}:${p(w.minute)}`;
}
