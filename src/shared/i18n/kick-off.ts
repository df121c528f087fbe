// Game times as the viewer reads them: in their zone, on their calendar. Pure functions of
// (instant, now, language, zone), so days and zones are tested without a browser; the web app
// passes the active language and the profile's zone (useTimeZone).
import type { Locale } from "./locales";
import { wallClock } from "./zoned-time";

const DAY_MS = 24 * 3600_000;
const WEEK_MS = 6 * DAY_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function format(instant: Date, locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return f.format(instant);
}

/**
 * The calendar date of `instant` on the clocks of `timeZone`, "2026-11-14": a game at 23:30 in
 * Los Angeles is on the Los Angeles date, not on UTC's next one. Days are told apart by it.
 */
export function localDateKey(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/**
 * A kick-off for the viewer: "7:30 PM" on their today, "Sat 7:30 PM" later in the week, a date
 * beyond it ("Sat, Nov 28, 7:30 PM"). More than a day away the zone is named ("Sat 7:30 PM PST"):
 * a fan planning ahead may be reading it elsewhere, or across a clock change.
 */
export function formatKickOff(instant: Date, now: Date, locale: Locale, timeZone: string): string {
  const ahead = instant.getTime() - now.getTime();
  const zone: Intl.DateTimeFormatOptions = ahead > DAY_MS ? { timeZoneName: "short" } : {};
  const time: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", ...zone };
  if (localDateKey(instant, timeZone) === localDateKey(now, timeZone)) return format(instant, locale, timeZone, time);
  if (Math.abs(ahead) <= WEEK_MS) return format(instant, locale, timeZone, { weekday: "short", ...time });
  return format(instant, locale, timeZone, { weekday: "short", month: "short", day: "numeric", ...time });
}

/**
 * A kick-off in a list that shows its date beside it (a team's schedule): "7:30 PM" on the
 * viewer's today, else with the weekday ("Sat 7:30 PM"); more than a day away the zone is named.
 */
export function formatKickOffBesideDate(instant: Date, now: Date, locale: Locale, timeZone: string): string {
  const zone: Intl.DateTimeFormatOptions = instant.getTime() - now.getTime() > DAY_MS ? { timeZoneName: "short" } : {};
  const time: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", ...zone };
  if (localDateKey(instant, timeZone) === localDateKey(now, timeZone)) return format(instant, locale, timeZone, time);
  return format(instant, locale, timeZone, { weekday: "short", ...time });
}

/** A game's day in a list, on the viewer's calendar: "Nov 14" ("14 nov." in French). */
export const formatGameDay = (instant: Date, locale: Locale, timeZone: string) =>
  format(instant, locale, timeZone, { month: "short", day: "numeric" });

/** The time of day of something that happened during a game (its timeline): "9:41 PM". */
export const formatClockTime = (instant: Date, locale: Locale, timeZone: string) =>
  format(instant, locale, timeZone, { hour: "numeric", minute: "2-digit" });
