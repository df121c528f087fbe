import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "@shared/schemas/live";
import { leagueLabel } from "@shared/leagues";
import { startShellWebApp, type ShellWebApp } from "../../test/shell-web-app";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { sharePageHead } from "./index";
import { formatUtc } from "./share.service";

// Link previews: a shared page fetched without a session carries its own title, description,
// Open Graph and Twitter card tags, and an image; only for public events, games and teams, and
// never a score.
let t: TestApp;
let shell: ShellWebApp;
let host: TestClient;
beforeAll(async () => {
  // Links start with PUBLIC_ORIGIN, whatever the request's Host (security/review-06-public-origin).
  t = await startTestApp({ PUBLIC_ORIGIN: "http://fanzone.example" });
  host = t.client();
  await host.registerFresh();
  // The page serving of a build: the real shell template, served with the test app's data.
  shell = await startShellWebApp({ headFor: sharePageHead(t.app) });
});
afterAll(async () => {
  await shell?.close();
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = { accept: "text/html" }) =>
  shell.web.inject({ url, headers });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function createEvent(c: TestClient, body: Record<string, unknown>) {
  const res = await c.post("/api/events", { sport: "soccer", location: "Bar Central", eventDate: inDays(3), ...body });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; eventDate: string };
}

describe("a public event's page, fetched signed out", () => {
  it("carries its title, date and venue, escaped, and an image of them", async () => {
    const e = await createEvent(host, { title: `Derby "night" <b>&</b>`, location: "O'Neill's, Dublin" });
    const res = await page(`/events/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain("<title>Derby &quot;night&quot; &lt;b&gt;&amp;&lt;/b&gt; · FanZone</title>");
    expect(html).not.toContain("<b>&</b>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(meta(html, "og:title")).toBe("Derby &quot;night&quot; &lt;b&gt;&amp;&lt;/b&gt;");
    const when = formatUtc(new Date(e.eventDate));
    expect(meta(html, "og:description")).toBe(`${when} · O&#39;Neill&#39;s, Dublin`);
    expect(meta(html, "og:url")).toBe(`http://fanzone.example/events/${e.id}`);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    const image = meta(html, "og:image")!;
    expect(image).toMatch(new RegExp(`^http://fanzone\\.example/api/previews/events/${e.id}/card\\.png\\?v=\\d+$`));
    expect(meta(html, "twitter:image")).toBe(image);

    const png = await t.client().request("GET", new URL(image).pathname + new URL(image).search);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    const bytes = await (await fetch(t.baseUrl + new URL(image).pathname)).arrayBuffer();
    const info = await sharp(Buffer.from(bytes)).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 1200, 630]);
  });

  it("answers link-preview services that accept anything", async () => {
    const e = await createEvent(host, { title: "Crawler night" });
    expect(meta((await page(`/events/${e.id}`, { accept: "*/*" })).body, "og:title")).toBe("Crawler night");
    expect(meta((await page(`/events/${e.id}`, {})).body, "og:title")).toBe("Crawler night");
  });

  it("is the plain shell for someone signed in (the app draws the page)", async () => {
    const e = await createEvent(host, { title: "Members see the app" });
    const res = await page(`/events/${e.id}`, { accept: "text/html", cookie: "fz_session=anything" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>FanZone</title>");
    expect(res.body).not.toContain("og:title");
  });
});

describe("what has no preview", () => {
  it("a private event, or a public one of a private community: the plain shell, and no image, as for an unknown id", async () => {
    const club = await host.post("/api/communities", { name: `Inner ${Date.now()}`, sport: "soccer", isPrivate: true });
    expect(club.status).toBe(201);
    const hidden = [
      await createEvent(host, { title: "Secret plans", isPublic: false }),
      await createEvent(host, { title: "Club secret", communityId: club.json.id }),
    ];
    const unknownPage = await page("/events/2147483000");
    const unknownImage = await t.client().get("/api/previews/events/2147483000/card.png");
    expect(unknownImage.status).toBe(404);
    for (const e of hidden) {
      const res = await page(`/events/${e.id}`);
      expect(res.body).toBe(unknownPage.body);
      expect(res.body).not.toMatch(/secret/i);
      const image = await t.client().get(`/api/previews/events/${e.id}/card.png`);
      expect(image.status).toBe(404);
      expect(image.json).toEqual(unknownImage.json);
    }
  });

  it("other pages and unknown kinds", async () => {
    expect((await page("/posts/1")).body).not.toContain("og:title");
    expect((await page("/teams/999999")).body).not.toContain("og:title");
    expect((await t.client().get("/api/previews/posts/1/card.png")).status).toBe(400);
  });
});

describe("a game's page", () => {
  it("names the teams and the start time, never the score", async () => {
    const scores = await host.get("/api/live/scores");
    const games = scores.json as Game[];
    const game = games.find((g) => g.gameStatus === "final" && g.homeScore !== null) ?? games[0]!;
    const html = (await page(`/games/${encodeURIComponent(game.id)}`)).body;
    const title =
      game.sport === "soccer"
        ? `${game.homeTeam.name} vs ${game.awayTeam.name}`
        : `${game.awayTeam.name} at ${game.homeTeam.name}`;
    expect(meta(html, "og:title")).toBe(title.replace(/&/g, "&amp;").replace(/'/g, "&#39;"));
    const when = game.gameTime ? formatUtc(new Date(game.gameTime)) : "Start time to be decided";
    expect(meta(html, "og:description")).toBe(`${leagueLabel(game.league)} · ${when}`);
    expect(html).not.toContain(game.statusDetail);
    const image = meta(html, "og:image")!;
    const png = await fetch(image.replace("http://fanzone.example", t.baseUrl));
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
  });

  it("an unknown game has none", async () => {
    expect((await page("/games/no-such-game")).body).not.toContain("og:title");
    expect((await t.client().get("/api/previews/games/no-such-game/card.png")).status).toBe(404);
  });
});

describe("a team's page", () => {
  it("names the team and its league", async () => {
    const html = (await page("/teams/1001")).body;
    expect(meta(html, "og:title")).toBe("Atlanta Hawks");
    expect(meta(html, "og:description")).toBe("Atlanta Hawks on FanZone: NBA scores, fans and watch parties.");
    const image = await fetch(`${t.baseUrl}/api/previews/teams/1001/card.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
