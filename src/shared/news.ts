// News helpers of the dashboard, apart from the news schemas so its first load carries no validation library.

/**
 * SPEC §2 News card: BREAKING when the relative time speaks of minutes or hours (relativeTime's
 * units: from a minute old to less than a day). Decided on the times, not on the words, which
 * are in the reader's language.
 */
export function isBreaking(publishedAt: string | number | Date, now: Date | number = Date.now()): boolean {
  const age = (typeof now === "number" ? now : now.getTime()) - new Date(publishedAt).getTime();
  return age >= 60_000 && age < 24 * 3_600_000;
}

/** Where the dashboard's 'View All' goes (an external sports news site, new tab). */
export const EXTERNAL_NEWS_URL = "https://www.espn.com/";
