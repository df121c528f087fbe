import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startShellWebApp, type ShellWebApp } from "../test/shell-web-app";
import { startTestApp, type TestApp } from "../test/test-app";

// Review finding 9: a page path asked for as JSON (GET /communities/123, Accept: application/json)
// answered a 404 with no Cache-Control and no Vary: Accept, so a shared cache could keep that 404
// and serve it to the next browser asking for the page. The 404 stays (a client that wants data
// cannot use a page), but no cache may keep it and it says it depends on Accept.
let t: TestApp;
let shell: ShellWebApp;
beforeAll(async () => {
  t = await startTestApp();
  // The page serving of a build, where a browser gets the shell at the same path.
  shell = await startShellWebApp({});
  await shell.web.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await shell?.close();
  await t?.close();
});

const varies = (vary: string | null) => (vary ?? "").split(",").map((v) => v.trim().toLowerCase());

function expectUncacheable404(res: Response, what: string) {
  expect(res.status, what).toBe(404);
  expect(res.headers.get("cache-control"), what).toBe("no-store");
  expect(varies(res.headers.get("vary")), what).toContain("accept");
}

describe("review 9: a page path asked for as JSON", () => {
  it("answers a 404 no cache keeps, that varies by Accept (the app)", async () => {
    for (const accept of ["application/json", "application/json, text/plain, */*;q=0.1"]) {
      const res = await fetch(`${t.baseUrl}/communities/123`, { headers: { accept } });
      expectUncacheable404(res, accept);
      expect(await res.json()).toEqual({ message: "No such endpoint: GET /communities/123", code: "not_found" });
    }
    expectUncacheable404(
      await fetch(`${t.baseUrl}/communities/123`, { method: "HEAD", headers: { accept: "application/json" } }),
      "HEAD",
    );
  });

  it("with a build: a browser gets the page, JSON the uncacheable 404, at one address", async () => {
    const base = shell.web.listeningOrigin;
    const page = await fetch(`${base}/communities/123`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("cache-control")).toBe("no-cache");
    for (const cookie of [undefined, "fz_session=anything"]) {
      const res = await fetch(`${base}/communities/123`, {
        headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
      });
      expectUncacheable404(res, `JSON, ${cookie ?? "no cookie"}`);
    }
  });

  it("an unknown API path's 404 is not kept either", async () => {
    expectUncacheable404(await fetch(`${t.baseUrl}/api/no-such-thing`), "/api/no-such-thing");
  });
});
