import type { NewsArticle } from "@shared/schemas/news";
import { sportOfLeague, type League } from "@shared/schemas/teams";
import { parseEspnNews } from "./espn-news-payload";

const str = (v: string | null | undefined) => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);

/**
 * Maps ESPN's news payload (`articles[]`) to our articles. Throws EspnPayloadError when it is no
 * news payload; articles that do not fit, or have no headline or date, are skipped.
 */
export function mapEspnNews(league: League, payload: unknown): NewsArticle[] {
  const out: NewsArticle[] = [];
  for (const a of parseEspnNews(payload).articles) {
    const title = str(a.headline);
    const published = str(a.published) ?? str(a.lastModified);
    if (!title || !published || Number.isNaN(Date.parse(published))) continue;
    const images = a.images ?? [];
    // Prefer a photo over ESPN's generated "stitcher" score graphics.
    const image = images.find((i) => str(i.url) && i.type !== "stitcher") ?? images.find((i) => str(i.url));
    const href = str(a.links?.web?.href);
    out.push({
      id: `espn-${str(String(a.id ?? "")) ?? title.slice(0, 40)}`,
      title,
      summary: str(a.description) ?? "",
      author: str(a.byline) ?? "ESPN",
      imageUrl: str(image?.url) ?? null,
      sourceUrl: href ? href.replace(/^http:\/\//, "https://") : null,
      publishedAt: new Date(published).toISOString(),
      sport: sportOfLeague(league) ?? null,
      league,
    });
  }
  return out;
}
