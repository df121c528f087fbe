import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PostPage } from "@shared/schemas/posts";
import type { RenderFirstScreen } from "@shared/first-screen/renderer";
import { feedRead } from "@shared/first-screen/reads";
import { escapeMarkup } from "../lib/escape-markup";
import { pageRequest, sessionCookie, startShellWebApp, type ShellWebApp } from "../test/shell-web-app";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";
import { firstScreen } from "./first-screen";

// The page of /posts a signed-in fan is sent holds their feed's first page, written where the
// build left the list's placeholders (its "first-posts" part): the posts GET /api/posts/feed
// answers them (blocks and mutes honoured), in their language, for them only. Through real HTTP
// against the test app. The markup itself is the web app's cards
// (src/web/first-screen-renderer.test.tsx); here a renderer that lists what it was given.
const PLACEHOLDERS = '<div class="animate-pulse"></div><div class="animate-pulse"></div>';
const PAGE = `<!doctype html><html lang="en"><head><style>${".feed{color:red}".repeat(100)}</style></head><body><div id="root"><h1>Sports Feed</h1><div data-first-posts=""><!--first-posts-->${PLACEHOLDERS}<!--/first-posts--></div></div></body></html>`;
const render: RenderFirstScreen = async ({ answers, viewerId, locale }) => {
  const feed = answers.find((a) => a.read.url === feedRead("all").url)?.data as PostPage | undefined;
  const posts = feed?.items.map(
    (p) => `<p data-post="${p.id}" data-viewer="${viewerId}" data-locale="${locale}">${escapeMarkup(p.content)}</p>`,
  );
  return { state: { mutations: [], queries: [] }, parts: posts ? { "first-posts": posts.join("") } : {} };
};

let t: TestApp;
let shell: ShellWebApp;
let base: string;
let viewer: TestClient;
let blocked: TestClient;
let muted: TestClient;
let friend: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  [viewer, blocked, muted, friend] = [t.client(), t.client(), t.client(), t.client()];
  for (const c of [viewer, blocked, muted, friend]) await c.registerFresh();
  shell = await startShellWebApp(
    { firstScreen: firstScreen(t.app, render) },
    { "pages/posts.html": PAGE, "pages/posts.es.html": PAGE.replace('lang="en"', 'lang="es"') },
  );
  base = await shell.web.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await shell?.close();
  await t?.close();
});

const page = (url: string, headers?: Record<string, string>) => pageRequest(base, url, headers);
const writtenIds = (html: string) => [...html.matchAll(/data-post="(\d+)"/g)].map((m) => Number(m[1]));

async function post(c: TestClient, content: string) {
  const res = await c.post("/api/posts", { content });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number };
}

describe("the page of /posts for a signed-in fan", () => {
  it("holds the first page of their feed, as the feed API answers it to them, in place of the placeholders", async () => {
    await post(friend, "Kick-off in ten <b>minutes</b> & counting");
    const hidden = await post(blocked, "A post the viewer blocked its author of");
    const quiet = await post(muted, "A post of an author the viewer muted");
    await post(friend, "Second post of the evening");
    expect((await viewer.post(`/api/users/${(await blocked.get("/api/auth/me")).json.user.id}/block`)).status).toBe(
      200,
    );
    expect((await viewer.post(`/api/users/${(await muted.get("/api/auth/me")).json.user.id}/mute`)).status).toBe(200);

    const res = await page("/posts", { cookie: sessionCookie(viewer), "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    // No longer the build's compressed file: compressed as it is sent.
    expect(res.headers.get("content-encoding")).toBe("br");
    // This fan's feed: no shared cache may keep it.
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    const html = await res.text();
    const feed = (await viewer.get(feedRead("all").url)).json as PostPage;
    expect(writtenIds(html)).toEqual(feed.items.map((p) => p.id));
    expect(writtenIds(html)).not.toContain(hidden.id);
    expect(writtenIds(html)).not.toContain(quiet.id);
    expect(html).toContain("Kick-off in ten &lt;b&gt;minutes&lt;/b&gt; &amp; counting");
    expect(html).toContain(`data-viewer="${(await viewer.get("/api/auth/me")).json.user.id}"`);
    // In the place the build marked, and nothing of the placeholders left.
    expect(html).toMatch(/<div data-first-posts=""><!--first-posts--><p data-post=/);
    expect(html).not.toContain("animate-pulse");
  });

  it("draws them in the language the page is sent in", async () => {
    const html = await (
      await page("/posts", { cookie: sessionCookie(viewer), "accept-language": "es-ES,es;q=0.9" })
    ).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('data-locale="es"');
  });

  it("is the page as built (placeholders) without a valid session, and cacheable as before", async () => {
    for (const cookie of [undefined, "fz_session=not-a-session"]) {
      const res = await page("/posts", cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(html).toContain(`<!--first-posts-->${PLACEHOLDERS}<!--/first-posts-->`);
      expect(writtenIds(html)).toEqual([]);
    }
  });

  it("is written for /posts only", async () => {
    fs.writeFileSync(path.join(shell.root, "pages", "scores.html"), PAGE);
    const html = await (await page("/scores", { cookie: sessionCookie(viewer) })).text();
    expect(writtenIds(html)).toEqual([]);
  });
});
