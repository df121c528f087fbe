import type { NewsArticle } from "@shared/schemas/news";

/** Where news comes from. Never throws for a failed refresh: returns the last good articles. */
export interface NewsProvider {
  readonly name: "sample" | "espn";
  latest(): Promise<NewsArticle[]>;
}
