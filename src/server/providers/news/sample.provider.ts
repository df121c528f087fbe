import type { NewsArticle } from "@shared/schemas/news";
import { leagueLabel } from "@shared/schemas/teams";
import type { NewsProvider } from "./types";
import { SAMPLE_ARTICLES } from "./sample-articles";

export const sampleImageUrl = (slug: string) => `/api/news/images/${slug}.svg`;

/** Sample news, newest first, each dated relative to `now`. */
export function sampleNewsProvider(now: () => number = Date.now): NewsProvider {
  return {
    name: "sample",
    async latest(): Promise<NewsArticle[]> {
      const t = now();
      return SAMPLE_ARTICLES.map((a) => ({
        id: `sample-${a.slug}`,
        title: a.title,
        summary: a.summary,
        author: a.author,
        imageUrl: sampleImageUrl(a.slug),
        sourceUrl: a.sourceUrl,
        publishedAt: new Date(t - a.minutesAgo * 60_000).toISOString(),
        sport: a.sport,
        league: a.league,
      })).sort((x, y) => y.publishedAt.localeCompare(x.publishedAt));
    },
  };
}

export function sampleImage(slug: string) {
  const a = SAMPLE_ARTICLES.find((x) => x.slug === slug);
  return a ? { sport: a.sport, label: leagueLabel(a.league) } : undefined;
}
