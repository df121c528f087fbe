// News helpers of the dashboard, apart from the news schemas so its first load carries no validation library.

/** SPEC §2 News card: BREAKING when the relative-time text speaks of minutes or hours. */
export const isBreaking = (relativeTime: string) => /minute|hour/.test(relativeTime);

/** Where the dashboard's 'View All' goes (an external sports news site, new tab). */
export const EXTERNAL_NEWS_URL = "https://www.espn.com/";
