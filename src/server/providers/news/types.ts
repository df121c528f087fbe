import type { NewsArticle } from "@shared/schemas/news";
import type { RemoteImages } from "./remote-images";

/** Where news comes from. Never throws for a failed refresh: returns the last good articles. */
export interface NewsProvider {
  readonly name: "sample" | "espn";
  latest(): Promise<NewsArticle[]>;
  /** A provider whose articles carry remote image addresses serves them through this. */
  readonly images?: RemoteImages;
}
