import type { NewsArticle } from "@shared/schemas/news";
import type { League } from "@shared/schemas/teams";
import { espnUrl } from "../scores/espn/espn-leagues";
import type { NewsProvider } from "./types";
import { mapEspnNews } from "./espn-news";
import { espnImageHost, remoteImages } from "./remote-images";

const NEWS_LEAGUES: League[] = ["nfl", "nba", "mlb", "nhl", "premier-league", "mls"];
const REFRESH_MS = 10 * 60_000;

/** ESPN news for the main leagues, refreshed at most every 10 minutes; failures keep the last good list. */
export function espnNewsProvider(
  opts: { fetch?: typeof fetch; now?: () => number; log?: { warn(o: object, m: string): void } } = {},
): NewsProvider {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const byLeague = new Map<League, NewsArticle[]>();
  let nextAt = 0;
  let failures = 0;
  let inflight: Promise<void> | null = null;

  async function refresh() {
    const results = await Promise.allSettled(
      NEWS_LEAGUES.map(async (league) => {
        const res = await doFetch(espnUrl(league, "news"), {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`ESPN news ${league} answered ${res.status}`);
        byLeague.set(league, mapEspnNews(league, await res.json()));
      }),
    );
    const failed = results.filter((r) => r.status === "rejected");
    failures = failed.length === results.length ? failures + 1 : 0;
    if (failed.length)
      opts.log?.warn(
        { failed: failed.length },
        "ESPN news refresh failed for some leagues; keeping last good articles",
      );
    nextAt = now() + Math.min(REFRESH_MS * 2 ** failures, 60 * 60_000);
  }

  return {
    name: "espn",
    images: remoteImages({ allowed: espnImageHost, fetch: opts.fetch, log: opts.log }),
    async latest() {
      if (now() >= nextAt) {
        inflight ??= refresh().finally(() => (inflight = null));
        await inflight;
      }
      return [...byLeague.values()]
        .flat()
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        .slice(0, 50);
    },
  };
}
