import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../test/test-app";

// Review finding 8: per-user JSON went out with no Cache-Control, so a shared cache (a proxy, a
// CDN) could keep one fan's answer and hand it to the next. Every answer to a signed-in request
// that sets none is now `private, no-cache`; public cacheable answers keep their own.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

/** Whether no shared cache may keep the answer. */
const onlyForTheUser = (cacheControl: string | null) => {
  const directives = (cacheControl ?? "").split(",").map((d) => d.trim().toLowerCase());
  return directives.includes("private") || directives.includes("no-store");
};

describe("review 8: per-user answers say no shared cache may keep them", () => {
  it.each([
    "/api/auth/me",
    "/api/users/me",
    "/api/search?q=fan",
    "/api/notifications",
    "/api/leaderboards",
    "/api/push/subscriptions",
  ])("GET %s signed in", async (path) => {
    const c = t.client();
    await c.registerFresh();
    const res = await c.get(path);
    expect(res.status, res.text).toBe(200);
    const cacheControl = res.headers.get("cache-control");
    expect(onlyForTheUser(cacheControl), `${path}: ${cacheControl}`).toBe(true);
  });

  it("a route that sets none gets `private, no-cache`; one that sets its own keeps it", async () => {
    const c = t.client();
    await c.registerFresh();
    expect((await c.get("/api/auth/me")).headers.get("cache-control")).toBe("private, no-cache");
    // Public and cacheable, signed in or not: the team calendar and a preview image.
    expect((await c.get("/api/teams/1001/calendar.ics")).headers.get("cache-control")).toBe("public, max-age=300");
    expect((await c.get("/api/previews/teams/1001/card.png")).headers.get("cache-control")).toBe(
      "public, max-age=3600",
    );
    // The export keeps its stricter word.
    expect((await c.get("/api/users/me/export")).headers.get("cache-control")).toBe("private, no-store");
  });
});
