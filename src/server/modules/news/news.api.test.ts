import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsListSchema } from "@shared/schemas/news";
import { startTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/live/news", () => {
  it("needs a session", async () => {
    expect((await t.client().get("/api/live/news")).status).toBe(401);
  });

  it("lists recent sample articles with images served by the app", async () => {
    const c = t.client();
    await c.registerFresh();
    const res = await c.get("/api/live/news");
    expect(res.status).toBe(200);
    const news = newsListSchema.parse(res.json);
    expect(news.length).toBeGreaterThanOrEqual(5);
    expect(Date.now() - Date.parse(news[0]!.publishedAt)).toBeLessThan(3600_000);
    const img = await t.client().get(news[0]!.imageUrl!);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toContain("image/svg+xml");
    expect((await t.client().get("/api/news/images/nope.svg")).status).toBe(404);
  });
});
