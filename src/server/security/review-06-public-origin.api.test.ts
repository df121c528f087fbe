import http from "node:http";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharePageHead } from "../modules/share";
import { sessionCookie, startShellWebApp, type ShellWebApp } from "../test/shell-web-app";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";

// Review finding 6: the request's Host (or X-Forwarded-Host from a trusted proxy) was copied into
// the absolute links the app writes: canonical and og:url, the event and team calendars (the
// team's is cached publicly for five minutes) and the data export. Every one must start with
// PUBLIC_ORIGIN, whatever the request says its host is.
const PUBLIC_ORIGIN = "https://fans.example";
const POISON = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };

let t: TestApp;
let shell: ShellWebApp;
let shellBase: string;
let fan: TestClient;
beforeAll(async () => {
  // A trusted proxy in front, so X-Forwarded-Host is believed too: neither may reach a link.
  t = await startTestApp({ PUBLIC_ORIGIN, TRUST_PROXY: "1" });
  fan = t.client();
  await fan.registerFresh();
  // The page serving of a build (the test app has none), with the test app's link previews.
  shell = await startShellWebApp({ headFor: sharePageHead(t.app) });
  shellBase = await shell.web.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await shell?.close();
  await t?.close();
});

/** A GET over HTTP with headers fetch() does not let a caller set (Host). */
function rawGet(base: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.get(base + path, { headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
  });
}

/** Every absolute http(s) link in `text` (calendar lines unfolded first). */
const linksIn = (text: string) => [...text.replace(/\r\n /g, "").matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((m) => m[0]);

function expectOnlyPublicLinks(text: string, what: string) {
  expect(text, what).not.toContain("evil.example");
  const links = linksIn(text).filter((l) => !l.startsWith("http://www.w3.org/"));
  expect(links.length, what).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${PUBLIC_ORIGIN}/`), `${what}: ${link}`).toBe(true);
}

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe("review 6: links start with PUBLIC_ORIGIN, never with the request's Host", () => {
  it("a shared page's canonical, og:url and images", async () => {
    const e = await fan.post("/api/events", {
      title: "Host header night",
      sport: "soccer",
      location: "Bar Central",
      eventDate: inDays(3),
    });
    expect(e.status, e.text).toBe(201);
    for (const path of [`/events/${e.json.id}`, "/teams/1001"]) {
      const res = await rawGet(shellBase, path, { ...POISON, accept: "text/html" });
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}${path}" />`);
      expect(res.text, path).toContain(`<meta property="og:url" content="${PUBLIC_ORIGIN}${path}" />`);
      expectOnlyPublicLinks(res.text, path);
    }
  });

  it("an event's calendar file", async () => {
    const e = await fan.post("/api/events", {
      title: "Calendar night",
      sport: "soccer",
      location: "Bar Central",
      eventDate: inDays(4),
    });
    const res = await rawGet(t.baseUrl, `/api/events/${e.json.id}/calendar.ics`, {
      ...POISON,
      cookie: sessionCookie(fan),
    });
    expect(res.status).toBe(200);
    // ical-generator names URL's value type (URI, its default), as in the team calendars.
    expect(res.text.replace(/\r\n /g, "")).toContain(`URL;VALUE=URI:${PUBLIC_ORIGIN}/events/${e.json.id}\r\n`);
    expectOnlyPublicLinks(res.text, "event calendar");
  });

  it("a team's calendar, which shared caches keep for everyone", async () => {
    const poisoned = await rawGet(t.baseUrl, "/api/teams/1001/calendar.ics", POISON);
    expect(poisoned.status).toBe(200);
    expect(poisoned.text.replace(/\r\n /g, "")).toContain(`URL:${PUBLIC_ORIGIN}/teams/1001`);
    expectOnlyPublicLinks(poisoned.text, "team calendar");
    // One file whoever asks: the poisoned request made no calendar of its own.
    const plain = await rawGet(t.baseUrl, "/api/teams/1001/calendar.ics", {});
    expect(plain.text).toBe(poisoned.text);
  });

  it("the data export's image links", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("content", "A picture for the export");
    form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "pic.png");
    const created = await fan.request("POST", "/api/posts", form);
    expect(created.status, created.text).toBe(201);
    const res = await rawGet(t.baseUrl, "/api/users/me/export", { ...POISON, cookie: sessionCookie(fan) });
    expect(res.status).toBe(200);
    const data = JSON.parse(res.text) as { images: string[] };
    expect(data.images).toContain(`${PUBLIC_ORIGIN}${created.json.imageUrl}`);
    expectOnlyPublicLinks(res.text, "export");
  });
});
