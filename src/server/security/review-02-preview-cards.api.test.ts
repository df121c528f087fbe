import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE } from "../catalogue/teams";
import { PREVIEW_LIMITS } from "../modules/share/preview-limits";
import { startTestApp, type TestApp } from "../test/test-app";

// Review finding 2: a link preview card costs tens of milliseconds of CPU to draw, the route is
// public with no limit, and the cache held 200 cards against 386 teams and every game and event:
// one client cycling through ids kept both cores busy. Now renders are limited per client
// address (cached cards are still served), run one at a time per instance with a short queue,
// and team cards stay drawn. The app runs with the real figures here (RATE_LIMIT_SCALE=1).
let limits: TestApp;
let burst: TestApp;
beforeAll(async () => {
  // One app per test: the per-address counters are the app's (every request comes from 127.0.0.1).
  [limits, burst] = await Promise.all([
    startTestApp({ RATE_LIMIT_SCALE: "1" }),
    startTestApp({ RATE_LIMIT_SCALE: "1" }),
  ]);
});
afterAll(async () => {
  await limits?.close();
  await burst?.close();
});

const card = (t: TestApp, teamId: number) => fetch(`${t.baseUrl}/api/previews/teams/${teamId}/card.png`);

describe("review 02: preview cards cannot be used to burn the server's CPU", () => {
  it("limits the cards drawn for one address, and still serves the cards already drawn", async () => {
    const { limit, windowSeconds } = PREVIEW_LIMITS.rendersPerAddress;
    const teams = CATALOGUE.slice(0, limit + 1).map((t) => t.id);
    for (const id of teams.slice(0, limit)) {
      const res = await card(limits, id);
      expect(res.status, `team ${id}`).toBe(200);
      await res.arrayBuffer();
    }
    const over = await card(limits, teams[limit]!);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(((await over.json()) as { code: string }).code).toBe("rate_limited");

    // A card drawn before is no render: it is served past the limit.
    const cached = await card(limits, teams[0]!);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("content-type")).toBe("image/png");
    const info = await sharp(Buffer.from(await cached.arrayBuffer())).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 1200, 630]);
  });

  it("draws a few cards at a time per instance: a burst of distinct cards is partly refused with Retry-After", async () => {
    // As many distinct cards as the address may have drawn, all at once: none is refused for
    // the address, so every 429 is the instance's own bound on renders.
    const ids = CATALOGUE.slice(-PREVIEW_LIMITS.rendersPerAddress.limit).map((t) => t.id);
    const answers = await Promise.all(
      ids.map(async (id) => {
        const res = await card(burst, id);
        const body = Buffer.from(await res.arrayBuffer());
        return { id, status: res.status, retryAfter: res.headers.get("retry-after"), body };
      }),
    );
    const refused = answers.filter((a) => a.status === 429);
    const drawn = answers.filter((a) => a.status === 200);
    expect(refused.length, JSON.stringify(answers.map((a) => a.status))).toBeGreaterThan(0);
    expect(drawn.length).toBeGreaterThanOrEqual(PREVIEW_LIMITS.concurrentRenders + PREVIEW_LIMITS.waitingRenders);
    expect(refused.length + drawn.length).toBe(ids.length);
    for (const r of refused) {
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(r.body.toString())).toEqual({
        code: "rate_limited",
        message: "Busy drawing other preview images. Please try again in a moment.",
      });
    }
    for (const d of drawn) expect((await sharp(d.body).metadata()).format).toBe("png");
  });
});
