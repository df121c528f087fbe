// How times read on screen: always in the viewer's zone (their profile's, else the browser's),
// with the zone's short name where a time could be misread ("7:00 PM PST"), and an event's
// venue clock beside the viewer's when the two differ. Pure functions of (instant, zones,
// language), so they are tested across daylight saving changes; components get the zone and
// language from useTimeZone / useLingui.
import type { Locale } from "@shared/i18n/locales";
import { offsetMinutes } from "@shared/i18n/zoned-time";

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  return f;
}

const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const DAY_TIME: Intl.DateTimeFormatOptions = { weekday: "short", ...TIME };
const DATE_TIME: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", ...TIME };
const withZoneName = (o: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions => ({ ...o, timeZoneName: "short" });

/** "7:00 PM PST": the time of day with the zone's short name. */
export const formatTimeWithZone = (instant: Date, locale: Locale, timeZone: string) =>
  formatter(locale, timeZone, withZoneName(TIME)).format(instant);

/** "Sat, Nov 28, 6:00 PM" (with `zone`: "Sat, Nov 28, 6:00 PM PST"). */
export const formatDateTime = (instant: Date, locale: Locale, timeZone: string, zone = false) =>
  formatter(locale, timeZone, zone ? withZoneName(DATE_TIME) : DATE_TIME).format(instant);

/** Whether the clocks of two zones read the same at `instant` (same zone, or same offset then). */
export const sameClock = (instant: Date, a: string, b: string) =>
  a === b || offsetMinutes(instant, a) === offsetMinutes(instant, b);

/** An event's time as its card shows it: the viewer's, and the venue's beside it when they differ. */
export type EventTime = { kind: "same"; when: string } | { kind: "venue-and-viewer"; venue: string; viewer: string };

/**
 * `instant` for a viewer in `viewerZone`, of an event whose venue is in `venueZone`:
 *  - same clock: "Sat, Nov 28, 6:00 PM PST" (the zone named, as event times may be misread);
 *  - otherwise the venue's date and time with its zone, and the viewer's day and time
 *    ("Sat, Nov 28, 6:00 PM PST" at the venue · "Sun 11:00 AM" your time).
 */
export function eventTime(instant: Date, venueZone: string, viewerZone: string, locale: Locale): EventTime {
  if (sameClock(instant, venueZone, viewerZone))
    return { kind: "same", when: formatDateTime(instant, locale, viewerZone, true) };
  return {
    kind: "venue-and-viewer",
    venue: formatDateTime(instant, locale, venueZone, true),
    viewer: formatter(locale, viewerZone, DAY_TIME).format(instant),
  };
}
