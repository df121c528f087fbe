import { z } from "zod";
import { cleanString } from "./common";

/** SPEC §3 News article. No like or comment counts: the product has no real ones for news. */
export const newsArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  imageUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  publishedAt: z.string(),
  sport: z.string().nullable(),
  league: z.string().nullable(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export const newsListSchema = z.array(newsArticleSchema);

export const newsImageParamsSchema = z.object({ file: cleanString().regex(/^[a-z0-9-]{1,60}\.svg$/, "Unknown image") });

/** GET /api/news/image?src=: a remote news image, served through the app. */
export const newsImageQuerySchema = z.object({ src: cleanString().max(2048) });
