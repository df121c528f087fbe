// How event facts read on cards: one date format, the attendance line, in the active language.
import { plural } from "@lingui/core/macro";
import type { Locale } from "@shared/i18n/locales";
import { formatDateTime } from "./i18n/time-format";
import { browserTimeZone, currentLocale } from "./i18n/locale-preference";

/**
 * "Sat, Nov 28, 6:00 PM PST": an event's date and time with the zone's name (an event's time may
 * be misread). In the active language; components pass the viewer's zone (useTimeZone), which
 * is the browser's when they do not.
 */
export const formatEventDate = (iso: string, locale: Locale = currentLocale(), timeZone?: string) =>
  formatDateTime(new Date(iso), locale, timeZone ?? browserTimeZone() ?? "UTC", true);

/** SPEC §2: 'N attending' plus ' / max' when a maximum exists. Called while rendering, never at load. */
export const attendingText = (current: number, max: number | null) =>
  max === null
    ? plural(current, { one: "# attending", other: "# attending" })
    : plural(current, { one: `# attending / ${max}`, other: `# attending / ${max}` });
