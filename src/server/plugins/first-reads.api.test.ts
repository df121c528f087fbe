import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_READS_ELEMENT_ID } from "@shared/first-reads";
import { pageRequest, sessionCookie, startShellWebApp, type ShellWebApp } from "../test/shell-web-app";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";
import { FIRST_READS, firstReads } from "./first-reads";

// The pages of /, /scores and /posts a signed-in fan is sent carry the answers of the first
// screen's API reads, each exactly what the API answers that fan, for them only. Through real
// HTTP: the page served by the web app, the answers by the test app's own routes.
const preload = (url: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
const PAGE = `<!doctype html><html lang="en"><head>${preload("/api/auth/me")}${preload("/api/posts/feed?limit=10")}</head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`;

let t: TestApp;
let shell: ShellWebApp;
let base: string;
let viewer: TestClient;
let other: TestClient;
let viewerId: number;
beforeAll(async () => {
  t = await startTestApp();
  [viewer, other] = [t.client(), t.client()];
  viewerId = (await viewer.registerFresh({ firstName: "Ana" })).user.id;
  await other.registerFresh({ firstName: "Ben" });
  // A read that fails and a read that is not JSON are left out; the app makes them itself.
  const reads = {
    ...FIRST_READS,
    "/scores": (me: number) => [
      "/api/auth/me",
      `/api/users/${me}/favorite-teams`,
      "/api/no-such-read",
      "/api/events?limit=0",
    ],
  };
  shell = await startShellWebApp(
    { firstReads: firstReads(t.app, reads) },
    { "pages/index.html": PAGE, "pages/scores.html": PAGE, "pages/posts.html": PAGE, "pages/login.html": PAGE },
  );
  base = await shell.web.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await shell?.close();
  await t?.close();
});

const page = (url: string, headers?: Record<string, string>) => pageRequest(base, url, headers);
const ELEMENT = new RegExp(`<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">([^<]*)</script></body>`);
/** The answers the page carries, as the app reads them (JSON.parse of the element's text). */
const answersIn = (html: string) => {
  const m = ELEMENT.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
};

describe("the first reads in a signed-in fan's page", () => {
  it("carry each read of the home page's first screen as the API answers this fan", async () => {
    const name = "Late kick-off </script><script>alert(1)</script> club";
    expect((await viewer.post("/api/communities", { name, sport: "soccer" })).status).toBe(201);

    const res = await page("/", { cookie: sessionCookie(viewer) });
    expect(res.status).toBe(200);
    // This fan's data: no shared cache may keep it.
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    const html = await res.text();
    const answers = answersIn(html);
    const urls = FIRST_READS["/"]!(viewerId);
    expect(Object.keys(answers ?? {}).sort()).toEqual([...urls].sort());
    // The live board and news move on their own between two reads; everything else is the same answer.
    for (const url of urls.filter((u) => !u.startsWith("/api/live/")))
      expect(answers![url], url).toEqual((await viewer.get(url)).json);
    expect((answers!["/api/auth/me"] as { user: { id: number } }).user.id).toBe(viewerId);
    // No text of an answer can close the element or open markup; the app reads it back intact.
    expect(html).not.toContain("</script><script>alert(1)");
    expect(JSON.stringify(answers)).toContain(name);
    // The document no longer asks for what it carries; a read it does not carry is still preloaded.
    expect(html).not.toContain(preload("/api/auth/me"));
    expect(html).toContain(preload("/api/posts/feed?limit=10"));
  });

  it("are each fan's own", async () => {
    const mine = answersIn(await (await page("/", { cookie: sessionCookie(viewer) })).text());
    const theirs = answersIn(await (await page("/", { cookie: sessionCookie(other) })).text());
    expect((theirs!["/api/auth/me"] as { user: { firstName: string } }).user.firstName).toBe("Ben");
    expect(Object.keys(theirs!).some((url) => url.includes(`/${viewerId}/`) || url.includes(`/${viewerId}?`))).toBe(
      false,
    );
    expect(mine!["/api/auth/me"]).not.toEqual(theirs!["/api/auth/me"]);
  });

  it("leave out a read that fails or does not answer JSON", async () => {
    const answers = answersIn(await (await page("/scores", { cookie: sessionCookie(viewer) })).text());
    expect(Object.keys(answers!).sort()).toEqual(["/api/auth/me", `/api/users/${viewerId}/favorite-teams`].sort());
  });

  it("are not written without a valid session, nor into a page without first reads", async () => {
    for (const cookie of [undefined, "fz_session=not-a-session"]) {
      const res = await page("/posts", cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(answersIn(html)).toBeNull();
      expect(html).toContain(preload("/api/auth/me"));
    }
    const res = await page("/login", { cookie: sessionCookie(viewer) });
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(answersIn(await res.text())).toBeNull();
  });
});
