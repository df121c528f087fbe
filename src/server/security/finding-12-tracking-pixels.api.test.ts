import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_NOT_OURS_MESSAGE, IMAGE_NOT_STORED_MESSAGE } from "@shared/schemas/posts";
import { newsListSchema } from "@shared/schemas/news";
import { NEWS_IMAGE_LIMITS } from "../providers/news/remote-images";
import { readFixture } from "../providers/scores/espn/fixtures";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";

// Finding 12: a post's imageUrl took any http(s) address, so every viewer's browser fetched it
// (a tracking pixel), and the CSP allowed images from anywhere. Now a post links only to images
// this app stores, img-src is 'self' data: blob:, and ESPN's news images come through the app.
// The news app talks to a stand-in for ESPN: fetch is replaced for ESPN's addresses only.
const CDN = "https://a.espncdn.com/photo/2026/finding12";
const PHOTO = `${CDN}/photo.jpg`;
const HTML = `${CDN}/page.jpg`;
const HUGE = `${CDN}/huge.jpg`;
const INTERNAL = "http://127.0.0.1:9/admin/secret.png";
const realFetch = globalThis.fetch;
const fetched: string[] = [];
let photo: Buffer;

function espnStandIn(input: string | URL | Request, init?: RequestInit) {
  const url = String(input instanceof Request ? input.url : input);
  if (url.startsWith("https://site.api.espn.com/")) {
    const payload = readFixture("nfl-news.json");
    const [a, b, c, d] = payload.articles;
    a.images = [{ url: PHOTO }];
    b.images = [{ url: INTERNAL }];
    c.images = [{ url: HTML }];
    d.images = [{ url: HUGE }];
    payload.articles = [a, b, c, d];
    return Promise.resolve(new Response(JSON.stringify(payload)));
  }
  if (url.startsWith("https://") && new URL(url).hostname.endsWith("espncdn.com")) {
    fetched.push(url);
    if (url === PHOTO) return Promise.resolve(new Response(new Uint8Array(photo)));
    if (url === HTML) return Promise.resolve(new Response("<html><img src=x onerror=alert(1)></html>"));
    if (url === HUGE) return Promise.resolve(new Response(new Uint8Array(NEWS_IMAGE_LIMITS.maxBytes + 1)));
    return Promise.resolve(new Response("gone", { status: 404 }));
  }
  if (url.startsWith(INTERNAL)) fetched.push(url);
  return realFetch(input, init);
}

let t: TestApp;
let espn: TestApp;
let fan: TestClient;
beforeAll(async () => {
  photo = await sharp({ create: { width: 12, height: 8, channels: 3, background: "#c00" } })
    .jpeg()
    .toBuffer();
  vi.stubGlobal("fetch", espnStandIn);
  t = await startTestApp();
  espn = await startTestApp({ NEWS_PROVIDER: "espn" }, { embedded: true });
  fan = t.client();
  await fan.registerFresh();
});
afterAll(async () => {
  await t?.close();
  await espn?.close();
  vi.unstubAllGlobals();
});

/** Uploads an image through the feed's form; answers the post's imageUrl (the app's path). */
async function upload(c: TestClient): Promise<string> {
  const form = new FormData();
  form.set("content", "Upload for finding 12");
  form.set("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  const res = await c.request("POST", "/api/posts", form);
  expect(res.status).toBe(201);
  return res.json.imageUrl;
}

describe("finding 12: tracking pixels", () => {
  it("refuses another site's image address, as JSON and in the feed's form", async () => {
    for (const imageUrl of ["https://tracker.example/pixel.gif", "http://tracker.example/p.png?u=1"]) {
      const res = await fan.post("/api/posts", { content: "Look at this", imageUrl });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(IMAGE_NOT_OURS_MESSAGE);
    }
    const form = new FormData();
    form.set("content", "Look at this");
    form.set("imageUrl", "https://tracker.example/pixel.gif");
    const multipart = await fan.request("POST", "/api/posts", form);
    expect(multipart.status).toBe(400);
    expect(multipart.json.message).toBe(IMAGE_NOT_OURS_MESSAGE);
  });

  it("accepts an image the app stores, by path or copied full address, and stores the path", async () => {
    const path = await upload(fan);
    expect(path).toMatch(/^\/api\/media\//);
    for (const imageUrl of [path, `${t.baseUrl}${path}`, `https://fanzone.example${path}`]) {
      const res = await fan.post("/api/posts", { content: "Same picture again", imageUrl });
      expect(res.status).toBe(201);
      expect(res.json.imageUrl).toBe(path);
    }
  });

  it("refuses a media address the app does not store", async () => {
    const res = await fan.post("/api/posts", {
      content: "Gone",
      imageUrl: "/api/media/00000000-0000-4000-8000-000000000000.webp",
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(IMAGE_NOT_STORED_MESSAGE);
  });

  it("keeps an older post's stored address untouched but never hands it to a browser", async () => {
    const me = await fan.get("/api/auth/me");
    const [row] = await t.app.database.query<{ id: number }>(
      "insert into posts (user_id, content, image_url) values ($1, 'Old post', 'https://tracker.example/old.gif') returning id",
      [me.json.user.id],
    );
    const res = await fan.get(`/api/posts/user/${me.json.user.id}`);
    expect(res.status).toBe(200);
    const old = res.json.items.find((p: { id: number }) => p.id === row!.id);
    expect(old.content).toBe("Old post");
    expect(old.imageUrl).toBeNull();
    const [stored] = await t.app.database.query<{ image_url: string }>("select image_url from posts where id = $1", [
      row!.id,
    ]);
    expect(stored!.image_url).toBe("https://tracker.example/old.gif");
  });

  it("allows images from this origin only (img-src 'self' data: blob:)", async () => {
    for (const path of ["/", "/api/health/live", "/api/no-such-route"]) {
      const csp = (await t.client().get(path)).headers.get("content-security-policy") ?? "";
      const imgSrc = csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("img-src"));
      expect(imgSrc, path).toBe("img-src 'self' data: blob:");
    }
  });
});

describe("finding 12: remote news images come through the app", () => {
  let reader: TestClient;
  beforeAll(async () => {
    reader = espn.client();
    await reader.registerFresh();
  });

  it("lists news with images on this origin only, and none for addresses off ESPN's image hosts", async () => {
    const news = newsListSchema.parse((await reader.get("/api/live/news")).json);
    expect(news.length).toBeGreaterThan(0);
    for (const a of news) if (a.imageUrl) expect(a.imageUrl).toMatch(/^\/api\/news\/image\?src=/);
    const images = news.map((a) => a.imageUrl);
    expect(images).toContain(`/api/news/image?src=${encodeURIComponent(PHOTO)}`);
    expect(images.some((i) => i?.includes(encodeURIComponent("127.0.0.1")))).toBe(false);
  });

  it("serves a listed image (bytes checked, then cached) and fetches nothing else", async () => {
    const first = await reader.get(`/api/news/image?src=${encodeURIComponent(PHOTO)}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    const again = await reader.get(`/api/news/image?src=${encodeURIComponent(PHOTO)}`);
    expect(again.status).toBe(200);
    expect(fetched.filter((u) => u === PHOTO)).toHaveLength(1);

    // Not an image, too large, not listed, not on ESPN's hosts: 404, and only listed ones were asked for.
    for (const src of [HTML, HUGE, `${CDN}/not-listed.jpg`, INTERNAL, "https://tracker.example/p.gif"]) {
      const res = await reader.get(`/api/news/image?src=${encodeURIComponent(src)}`);
      expect(res.status, src).toBe(404);
    }
    expect([...new Set(fetched)].sort()).toEqual([HTML, HUGE, PHOTO].sort());
    expect((await espn.client().get(`/api/news/image?src=${encodeURIComponent(PHOTO)}`)).status).toBe(401);
  });
});
