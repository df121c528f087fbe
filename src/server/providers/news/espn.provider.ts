import type { NewsArticle } from "@shared/schemas/news";
import type { League } from "@shared/schemas/teams";
import { PolledSource } from "../http/polled-source";
import { providerHttp } from "../http/provider-http";
import { stateLog } from "../http/state-log";
import { espnUrl } from "../scores/espn/espn-leagues";
import { assertEspnQuery } from "../scores/espn/espn-query";
import type { EspnSourceOptions } from "../scores/espn/espn-source-options";
import type { NewsProvider } from "./types";
import { mapEspnNews } from "./espn-news";
import { espnImageHost, remoteImages } from "./remote-images";

const NEWS_LEAGUES: League[] = ["nfl", "nba", "mlb", "nhl", "premier-league", "mls"];
const REFRESH_MS = 10 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** The `provider` labels of the news and news-image requests on /metrics. */
export const ESPN_NEWS = "espn_news";
export const ESPN_NEWS_IMAGES = "espn_news_images";

/**
 * ESPN news for the main leagues, each refreshed at most every 10 minutes; a league that fails
 * keeps its last good articles and backs off (exponentially, with jitter) on its own.
 */
export function espnNewsProvider(opts: EspnSourceOptions): NewsProvider {
  const now = opts.now ?? Date.now;
  const http = providerHttp({
    provider: ESPN_NEWS,
    userAgent: opts.userAgent,
    fetch: opts.fetch,
    timeoutMs: opts.timeoutMs,
    count: opts.count,
    checkUrl: assertEspnQuery,
    now,
  });
  const states = stateLog("ESPN news", opts.log);
  const sources = NEWS_LEAGUES.map(
    (league) =>
      new PolledSource<NewsArticle[]>({
        name: league,
        url: () => espnUrl(opts.baseUrl, league, "news"),
        parse: (json) => mapEspnNews(league, json),
        http,
        states,
        minIntervalMs: REFRESH_MS,
        maxBackoffMs: MAX_BACKOFF_MS,
        now,
        random: opts.random,
      }),
  );
  return {
    name: "espn",
    images: remoteImages({
      allowed: espnImageHost,
      fetch: opts.fetch,
      log: opts.log,
      userAgent: opts.userAgent,
      count: opts.count && ((outcome) => opts.count!(ESPN_NEWS_IMAGES, outcome)),
    }),
    async latest() {
      await Promise.all(sources.map((s) => s.refreshIfDue()));
      return sources
        .flatMap((s) => s.last ?? [])
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
        .slice(0, 50);
    },
  };
}
