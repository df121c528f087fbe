import { z } from "zod";
import { EspnPayloadError } from "../scores/espn/espn-payload";

// The parts of ESPN's news JSON we read. A payload without an `articles` list is rejected as a
// whole (the provider keeps its last good articles); an article that does not fit is skipped.

const text = z.string().nullish();

export const espnArticleSchema = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  headline: text,
  description: text,
  byline: text,
  published: text,
  lastModified: text,
  images: z.array(z.object({ url: text, type: text })).nullish(),
  links: z.object({ web: z.object({ href: text }).nullish() }).nullish(),
});
export type EspnArticle = z.infer<typeof espnArticleSchema>;

export const espnNewsSchema = z.object({ articles: z.array(z.unknown()) });

/** The articles of a news payload that fit; throws EspnPayloadError when it is no news payload. */
export function parseEspnNews(payload: unknown): { articles: EspnArticle[]; skipped: number } {
  const news = espnNewsSchema.safeParse(payload);
  if (!news.success) throw new EspnPayloadError("news", news.error);
  const articles: EspnArticle[] = [];
  for (const raw of news.data.articles) {
    const article = espnArticleSchema.safeParse(raw);
    if (article.success) articles.push(article.data);
  }
  return { articles, skipped: news.data.articles.length - articles.length };
}
