import { DEFAULT_LOCALE, type Locale } from "./i18n/locales";

export type RelativeTimeStyle = "long" | "short";

const formatters = new Map<string, Intl.RelativeTimeFormat>();
const formatterOf = (locale: Locale, style: RelativeTimeStyle) => {
  const key = `${locale}:${style}`;
  let f = formatters.get(key);
  // numeric "always": "1 day ago", never "yesterday" (SPEC §4 counts in units).
  if (!f) formatters.set(key, (f = new Intl.RelativeTimeFormat(locale, { numeric: "always", style })));
  return f;
};

// English status lines where space is short keep the wording fans read elsewhere in the app
// ("Updated 45 s ago", "Updated 3 min ago"); Intl's English short style would say "45 sec. ago".
const ENGLISH_SHORT_UNITS = { second: "s", minute: "min", hour: "h", day: "d" } as const;
// Made once: a formatter per call cost more than the line it writes (status lines re-render often).
let englishNumbers: Intl.NumberFormat | undefined;

/**
 * SPEC §4 relative time: under 60 s in seconds, under 1 h in minutes, under 1 day in hours,
 * else days, in `locale` through Intl ("3 minutes ago", "hace 3 minutos", "il y a 3 minutes";
 * plurals and number formats are the language's). Future dates (clock skew) read as
 * "0 seconds ago" rather than negative numbers. `style: "short"` abbreviates the unit for status
 * lines ("45 s ago"). The web app passes its active language (useRelativeTime in src/web/lib/i18n).
 */
export function relativeTime(
  date: string | number | Date,
  now: Date | number = Date.now(),
  locale: Locale = DEFAULT_LOCALE,
  { style = "long" }: { style?: RelativeTimeStyle } = {},
): string {
  const then = new Date(date).getTime();
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (Number.isNaN(then)) return "";
  const seconds = Math.max(0, Math.floor((nowMs - then) / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const [value, unit] =
    seconds < 60
      ? ([seconds, "second"] as const)
      : minutes < 60
        ? ([minutes, "minute"] as const)
        : hours < 24
          ? ([hours, "hour"] as const)
          : ([Math.floor(hours / 24), "day"] as const);
  if (style === "short" && locale === DEFAULT_LOCALE) {
    englishNumbers ??= new Intl.NumberFormat(locale);
    return `${englishNumbers.format(value)} ${ENGLISH_SHORT_UNITS[unit]} ago`;
  }
  return formatterOf(locale, style).format(-value, unit);
}
