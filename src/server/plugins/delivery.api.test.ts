import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify from "fastify";
import compress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../lib/session";
import { startTestApp, type TestApp } from "../test/test-app";
import { compressOptions } from "./compression";
import { registerWebApp } from "./web-app";

// Bytes on the wire: JSON above 1 KB compressed by Accept-Encoding, the live board encoded once
// per change with ETag/304, and the web build's pre-compressed files sent as they are.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  const c = t.client();
  await c.registerFresh();
  cookie = `fz_session=${c.cookie("fz_session")}`;
});
afterAll(async () => t?.close());

/** The bytes as sent (fetch would decode them), with the response's status and headers. */
function raw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ res: { status: number; headers: Map<string, string> }; body: Buffer }>((resolve, reject) => {
    http
      .get(t.baseUrl + url, { headers: { cookie, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const h = new Map(Object.entries(res.headers).map(([k, v]) => [k, String(v)]));
          resolve({ res: { status: res.statusCode ?? 0, headers: h }, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

describe("JSON compression", () => {
  it("compresses a JSON answer above 1 KB with the encoding the client prefers, and not otherwise", async () => {
    const plain = await raw("/api/teams", { "accept-encoding": "identity" });
    expect(plain.res.headers.get("content-encoding")).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await raw("/api/teams", { "accept-encoding": "gzip, br" });
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);

    const gz = await raw("/api/teams", { "accept-encoding": "gzip" });
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it("leaves small answers alone", async () => {
    const me = await raw("/api/health", { "accept-encoding": "gzip, br" });
    expect(me.res.headers.get("content-encoding")).toBeUndefined();
    expect(JSON.parse(me.body.toString())).toEqual({ status: "ok" });
  });
});

describe("live board", () => {
  it("answers the board with an ETag, 304 for the same tag, and the same JSON in every encoding", async () => {
    const plain = await raw("/api/live/scores");
    expect(plain.res.status).toBe(200);
    expect(plain.res.headers.get("content-type")).toMatch(/^application\/json/);
    const etag = plain.res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const games = JSON.parse(plain.body.toString()) as { id: string }[];
    expect(games.length).toBeGreaterThan(0);

    const br = await raw("/api/live/scores", { "accept-encoding": "br" });
    const gz = await raw("/api/live/scores", { "accept-encoding": "gzip" });
    // The board may move between requests; an equal tag means the same bytes.
    if (br.res.headers.get("etag") === etag) expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    if (gz.res.headers.get("etag") === etag) expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    const current = (await raw("/api/live/scores")).res.headers.get("etag")!;
    const again = await raw("/api/live/scores", { "if-none-match": current });
    if (again.res.headers.get("etag") === current) {
      expect(again.res.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
    const stale = await raw("/api/live/scores", { "if-none-match": '"not-this-one"' });
    expect(stale.res.status).toBe(200);
  });

  it("changes the tag when the board changes", async () => {
    const before = (await raw("/api/live/scores")).res.headers.get("etag");
    const [game] = t.app.live.list();
    await t.app.live.publish([{ ...game!, homeScore: (game!.homeScore ?? 0) + 100 }]);
    const after = await raw("/api/live/scores");
    expect(after.res.headers.get("etag")).not.toBe(before);
    const moved = (JSON.parse(after.body.toString()) as { id: string; homeScore: number }[]).find(
      (g) => g.id === game!.id,
    );
    expect(moved?.homeScore).toBe((game!.homeScore ?? 0) + 100);
  });

  it("still requires a session", async () => {
    const res = await fetch(`${t.baseUrl}/api/live/scores`);
    expect(res.status).toBe(401);
  });
});

describe("pre-compressed web build", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "fz-web-"));
  const js = "export const answer = 42;\n".repeat(200);
  const app = Fastify();
  beforeAll(async () => {
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>FanZone</title>");
    fs.writeFileSync(path.join(root, "shell.fr.html"), '<!doctype html><html lang="fr"><title>FanZone</title>');
    fs.mkdirSync(path.join(root, "pages"));
    fs.writeFileSync(path.join(root, "pages", "login.html"), "<!doctype html><h1>Sign in</h1>");
    fs.writeFileSync(path.join(root, "pages", "index.html"), "<!doctype html><h1>Dashboard</h1>");
    fs.writeFileSync(path.join(root, "pages", "games-_.html"), "<!doctype html><h1>A game</h1>");
    fs.writeFileSync(path.join(root, "assets", "app-abc.js"), js);
    fs.writeFileSync(path.join(root, "assets", "app-abc.js.br"), brotliCompressSync(js));
    fs.writeFileSync(path.join(root, "assets", "app-abc.js.gz"), gzipSync(js));
    await app.register(fastifyCookie);
    await app.register(compress, compressOptions);
    await registerWebApp(app, root, fs.existsSync);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("sends the brotli or gzip file by Accept-Encoding, and the original otherwise", async () => {
    const br = await app.inject({ url: "/assets/app-abc.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await app.inject({ url: "/assets/app-abc.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await app.inject({ url: "/assets/app-abc.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(js);
  });

  it("answers a path the build made a page for with that page, every other one with the shell", async () => {
    const html = { accept: "text/html" };
    const login = await app.inject({ url: "/login?next=%2F", headers: html });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-cache");
    expect(login.payload).toContain("<h1>Sign in</h1>");
    // A route of many pages has one page for all of them (src/shared/first-screen/route-path.ts).
    const game = await app.inject({ url: "/games/nba-123", headers: html });
    expect(game.payload).toContain("<h1>A game</h1>");
    for (const url of ["/events", "/pages/../index", "/login/extra", "/games/", "/games/nba-123/x", "/games-_"]) {
      const shell = await app.inject({ url, headers: html });
      expect(shell.payload, url).toBe("<!doctype html><title>FanZone</title>");
    }
  });

  it("answers the shell in the visitor's language where the build wrote one, else in English", async () => {
    const french = await app.inject({ url: "/events", headers: { accept: "text/html", "accept-language": "fr-CA" } });
    expect(french.payload).toContain('<html lang="fr">');
    expect(french.headers.vary).toContain("Accept-Language");
    const byCookie = await app.inject({
      url: "/events",
      headers: { accept: "text/html", "accept-language": "en" },
      cookies: { fanzone_locale: "fr" },
    });
    expect(byCookie.payload).toContain('<html lang="fr">');
    const spanish = await app.inject({ url: "/events", headers: { accept: "text/html", "accept-language": "es" } });
    expect(spanish.payload).toBe("<!doctype html><title>FanZone</title>");
  });

  it("sends a visitor without a session from / to the sign-in page, and gives a signed-in one its page", async () => {
    const html = { accept: "text/html" };
    const visitor = await app.inject({ url: "/", headers: html });
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe("/login");
    const fan = await app.inject({ url: "/", headers: html, cookies: { [SESSION_COOKIE]: "some-session" } });
    expect(fan.statusCode).toBe(200);
    expect(fan.payload).toBe("<!doctype html><h1>Dashboard</h1>");
  });

  it("answers HEAD for a page as GET would, without the body", async () => {
    const head = await app.inject({ method: "HEAD", url: "/events", headers: { accept: "text/html" } });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
    expect(head.payload).toBe("");
    const api = await app.inject({ method: "HEAD", url: "/api/nothing-here", headers: { accept: "text/html" } });
    expect(api.statusCode).toBe(404);
  });
});
