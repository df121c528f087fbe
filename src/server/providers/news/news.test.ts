import { describe, expect, it } from "vitest";
import { newsArticleSchema } from "@shared/schemas/news";
import { DEFAULT_ESPN_BASE_URL, DEFAULT_USER_AGENT } from "../../config/user-agent";
import { fixtureFiles, readFixture } from "../scores/espn/fixtures";
import { EspnPayloadError } from "../scores/espn/espn-payload";
import { mapEspnNews } from "./espn-news";
import { parseEspnNews } from "./espn-news-payload";
import { espnNewsProvider } from "./espn.provider";
import { sampleNewsProvider } from "./sample.provider";

describe("ESPN news adapter", () => {
  it.each(fixtureFiles("news"))("maps every article of %s", (file) => {
    const payload = readFixture(file);
    const articles = mapEspnNews("nfl", payload);
    expect(articles.length).toBe(payload.articles.length);
    for (const a of articles) newsArticleSchema.parse(a);
  });

  it("maps the fields of a real article; missing bylines become ESPN; recap links become https", () => {
    const nfl = mapEspnNews("nfl", readFixture("nfl-news.json"));
    expect(nfl.find((a) => a.title === "Ravens sign veteran nose tackle John Jenkins")).toMatchObject({
      id: "espn-45184227",
      summary: expect.stringContaining("journeyman nose tackle John Jenkins"),
      imageUrl: "https://a.espncdn.com/photo/2025/0517/r1494212_600x400_3-2.jpg",
      publishedAt: "2025-05-17T01:03:07.000Z",
      sport: "football",
    });
    // 6 of 20 have no byline (shown as ESPN) and one is bylined "ESPN" itself
    expect(nfl.filter((a) => a.author === "ESPN").length).toBe(7);
    const recap = mapEspnNews("mlb", readFixture("mlb-news.json")).find((a) => a.id === "espn-45232323")!;
    expect(recap.sourceUrl).toMatch(/^https:\/\//);
    expect(recap.author).toBe("ESPN");
  });

  it("rejects what is not a news payload, and skips the articles that do not fit", () => {
    for (const bad of [null, "<html>", {}, { articles: "none" }, { message: "Service Unavailable" }])
      expect(() => mapEspnNews("nba", bad)).toThrow(EspnPayloadError);
    const good = readFixture("nba-news.json").articles[0];
    const broken = [
      null,
      "headline",
      { ...good, headline: 42 },
      { ...good, images: "photo.jpg" },
      { ...good, links: { web: { href: ["https://x.example"] } } },
      { ...good, id: { value: 1 } },
    ];
    expect(parseEspnNews({ articles: [...broken, good] }).skipped).toBe(broken.length);
    expect(mapEspnNews("nba", { articles: [...broken, good] }).map((a) => a.title)).toEqual([good.headline]);
    // fits the schema but has no date: skipped too
    expect(mapEspnNews("nba", { articles: [{ ...good, published: null, lastModified: null }] })).toEqual([]);
  });

  it("keeps the last good articles when ESPN fails", async () => {
    let t = 0;
    let fail = false;
    const provider = espnNewsProvider({
      baseUrl: DEFAULT_ESPN_BASE_URL,
      userAgent: DEFAULT_USER_AGENT,
      now: () => t,
      fetch: (async (url: string) => {
        if (fail) throw new Error("offline");
        return new Response(JSON.stringify(readFixture(url.includes("/nfl/") ? "nfl-news.json" : "nba-news.json")));
      }) as typeof fetch,
    });
    const first = await provider.latest();
    expect(first.length).toBeGreaterThan(20);
    fail = true;
    t += 11 * 60_000;
    expect(await provider.latest()).toEqual(first);
  });
});

describe("sample news", () => {
  it("is dated relative to now, newest first, with no made-up like or comment counts", async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const list = await sampleNewsProvider(() => now).latest();
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(Date.parse(list[0]!.publishedAt)).toBeLessThan(now);
    expect(now - Date.parse(list[0]!.publishedAt)).toBeLessThan(3600_000);
    for (let i = 1; i < list.length; i++) expect(list[i - 1]!.publishedAt >= list[i]!.publishedAt).toBe(true);
    for (const a of list) {
      newsArticleSchema.parse(a);
      expect(Object.keys(a)).not.toContain("likes");
      expect(a.imageUrl).toMatch(/^\/api\/news\/images\//);
    }
  });
});
