import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueryClient, dehydrate, hashKey, type DehydratedState } from "@tanstack/react-query";
import { FIRST_SCREEN_STATE_ID, type RenderFirstScreen } from "@shared/first-screen/renderer";
import { readUrl } from "@shared/first-screen/read";
import { sessionRead } from "@shared/first-screen/session-read";
import { favoriteTeamsRead } from "@shared/first-screen/reads";
import { eventsRead } from "@shared/first-screen/reads";
import { FIRST_SCREENS } from "@shared/first-screen/screens";
import { pageRequest, sessionCookie, startShellWebApp, type ShellWebApp } from "../test/shell-web-app";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";
import { firstScreen } from "./first-screen";

// The pages of /, /scores and /posts a signed-in fan is sent carry the answers of the first
// screen's declared reads as the app's query cache, each exactly what the API answers that fan,
// for them only. Through real HTTP: the page served by the web app, the answers by the test app's
// own routes. The renderer here only dehydrates, as the web build's does
// (src/web/first-screen-renderer.test.tsx tests that one).
const preload = (url: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`;
const FEED = "/api/posts/feed?limit=10";
const PAGE = `<!doctype html><html lang="en"><head>${preload("/api/auth/me")}${preload(FEED)}</head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>`;
const dehydrating: RenderFirstScreen = async ({ answers, now }) => {
  const client = new QueryClient();
  for (const { read, data } of answers)
    client.setQueryData(read.queryKey, read.pages ? { pages: [data], pageParams: [null] } : data, { updatedAt: now });
  return { state: dehydrate(client), parts: {} };
};

let t: TestApp;
let shell: ShellWebApp;
let failing: ShellWebApp;
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
  const screens = {
    ...FIRST_SCREENS,
    "/scores": {
      reads: (me: number) => [
        sessionRead,
        favoriteTeamsRead(me),
        { queryKey: ["/api/no-such-read"] },
        eventsRead({ limit: 0 }),
      ],
    },
  };
  const pages = {
    "pages/index.html": PAGE,
    "pages/scores.html": PAGE,
    "pages/posts.html": PAGE,
    "pages/login.html": PAGE,
  };
  shell = await startShellWebApp({ firstScreen: firstScreen(t.app, dehydrating, screens) }, pages);
  base = await shell.web.listen({ port: 0, host: "127.0.0.1" });
  const broken: RenderFirstScreen = () => Promise.reject(new Error("no renderer built"));
  failing = await startShellWebApp({ firstScreen: firstScreen(t.app, broken) }, pages);
});
afterAll(async () => {
  await failing?.close();
  await shell?.close();
  await t?.close();
});

const page = (url: string, headers?: Record<string, string>) => pageRequest(base, url, headers);
const ELEMENT = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">([^<]*)</script></body>`);
/** The state the page carries, as the app reads it (JSON.parse of the element's text). */
const stateIn = (html: string) => {
  const m = ELEMENT.exec(html);
  return m ? (JSON.parse(m[1]!) as DehydratedState) : null;
};
/** The data of each query in `state`, by its hash. */
const dataByHash = (state: DehydratedState | null) =>
  new Map((state?.queries ?? []).map((q) => [q.queryHash, q.state.data as unknown]));

describe("the first screen in a signed-in fan's page", () => {
  it("holds each declared read of the home page as the API answers this fan, under the app's query key", async () => {
    const name = "Late kick-off </script><script>alert(1)</script> club";
    expect((await viewer.post("/api/communities", { name, sport: "soccer" })).status).toBe(201);

    const res = await page("/", { cookie: sessionCookie(viewer) });
    expect(res.status).toBe(200);
    // This fan's data: no shared cache may keep it.
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    const html = await res.text();
    const data = dataByHash(stateIn(html));
    const reads = FIRST_SCREENS["/"]!.reads!(viewerId);
    expect([...data.keys()].sort()).toEqual(reads.map((r) => hashKey(r.queryKey)).sort());
    // The live board and news move on their own between two reads; everything else is the same answer.
    for (const read of reads.filter((r) => !readUrl(r).startsWith("/api/live/"))) {
      const answer = (await viewer.get(readUrl(read))).json;
      expect(data.get(hashKey(read.queryKey)), readUrl(read)).toEqual(
        read.pages ? { pages: [answer], pageParams: [null] } : answer,
      );
    }
    expect((data.get(hashKey(sessionRead.queryKey)) as { user: { id: number } }).user.id).toBe(viewerId);
    // No text of an answer can close the element or open markup; the app reads it back intact.
    expect(html).not.toContain("</script><script>alert(1)");
    expect(JSON.stringify([...data.values()])).toContain(name);
    // The document no longer asks for what it carries; a read it does not carry is still preloaded.
    expect(html).not.toContain(preload("/api/auth/me"));
    expect(html).toContain(preload(FEED));
  });

  it("is each fan's own", async () => {
    const mine = dataByHash(stateIn(await (await page("/", { cookie: sessionCookie(viewer) })).text()));
    const theirs = dataByHash(stateIn(await (await page("/", { cookie: sessionCookie(other) })).text()));
    const me = hashKey(sessionRead.queryKey);
    expect((theirs.get(me) as { user: { firstName: string } }).user.firstName).toBe("Ben");
    expect([...theirs.keys()].some((hash) => hash.includes(`,${viewerId},`))).toBe(false);
    expect(mine.get(me)).not.toEqual(theirs.get(me));
  });

  it("leaves out a read that fails or does not answer JSON", async () => {
    const data = dataByHash(stateIn(await (await page("/scores", { cookie: sessionCookie(viewer) })).text()));
    expect([...data.keys()].sort()).toEqual(
      [hashKey(sessionRead.queryKey), hashKey(favoriteTeamsRead(viewerId).queryKey)].sort(),
    );
  });

  it("is not written without a valid session, into a page without first reads, nor when the renderer fails", async () => {
    for (const cookie of [undefined, "fz_session=not-a-session"]) {
      const res = await page("/posts", cookie ? { cookie } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      const html = await res.text();
      expect(stateIn(html)).toBeNull();
      expect(html).toContain(preload("/api/auth/me"));
    }
    const res = await page("/login", { cookie: sessionCookie(viewer) });
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(stateIn(await res.text())).toBeNull();
    const broken = await failing.web.inject({
      url: "/",
      headers: { accept: "text/html", cookie: sessionCookie(viewer) },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.headers["cache-control"]).toBe("no-cache");
    expect(stateIn(broken.body)).toBeNull();
    expect(broken.body).toContain(preload("/api/auth/me"));
  });
});
