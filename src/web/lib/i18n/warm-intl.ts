import type { Locale } from "@shared/i18n/locales";
import { nextTask } from "../next-task";
import { readStoredUser } from "../session/stored-user";
import { browserTimeZone } from "./locale-preference";

/**
 * The first use of each of the runtime's Intl services loads its locale data (ICU): the first
 * number formatter of a page costs about 20 ms on a desktop and several times that on a phone,
 * the first date formatter in a time zone 5-40 ms, and later ones a fraction of a millisecond.
 * Left to the screens, that cost falls inside the synchronous render that draws the first data
 * (an attendance count is pluralised with a number formatter, an event's time in the viewer's
 * zone), making it one long task. Paid here instead, each in a task of its own while the session
 * and the page's data are fetched (total blocking time, docs/decisions/0610). Best effort: a zone
 * this runtime does not know is skipped.
 */
export async function warmIntl(locale: Locale) {
  // The zone times will be shown in (useTimeZone), as far as this browser knows it yet.
  const timeZone = readStoredUser()?.timeZone ?? browserTimeZone() ?? "UTC";
  const steps = [
    () => {
      new Intl.NumberFormat(locale).format(1);
      new Intl.PluralRules(locale).select(1);
    },
    () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short", hour: "numeric" }).format(0),
    () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-1, "minute"),
  ];
  for (const step of steps) {
    await nextTask();
    try {
      step();
    } catch {
      // An unknown zone (RangeError): nothing to warm.
    }
  }
}
