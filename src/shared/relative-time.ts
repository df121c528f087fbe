import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";

const formatters = new Map<Locale, Intl.RelativeTimeFormat>();
const formatterOf = (locale: Locale) => {
  let f = formatters.get(locale);
  // numeric "always": "1 day ago", never "yesterday" (SPEC §4 counts in units).
  if (!f) formatters.set(locale, (f = new Intl.RelativeTimeFormat(locale, { numeric: "always" })));
  return f;
};

/**
 * SPEC §4 relative time: under 60 s in seconds, under 1 h in minutes, under 1 day in hours,
 * else days, in `locale` through Intl ("3 minutes ago", "hace 3 minutos", "il y a 3 minutes";
 * plurals and number formats are the language's). Future dates (clock skew) read as
 * "0 seconds ago" rather than negative numbers. The web app passes its active language
 * (useRelativeTime in src/web/lib/i18n).
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
  locale: Locale = DEFAULT_LOCALE,
): string {
  const then = new Date(date).getTime();
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (Number.isNaN(then)) return "";
  const f = formatterOf(locale);
  const seconds = Math.max(0, Math.floor((nowMs - then) / 1000));
  if (seconds < 60) return f.format(-seconds, "second");
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return f.format(-minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return f.format(-hours, "hour");
  return f.format(-Math.floor(hours / 24), "day");
}
