import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { startTestApp, type TestApp } from "../../test/test-app";

// Seeding needs a database of its own: the shared PostgreSQL test database may already hold demo users.
let t: TestApp | undefined;
beforeAll(async () => {
  if (process.env.DATABASE_URL) return;
  t = await startTestApp({ SEED_DEMO_DATA: "true" });
});
afterAll(async () => t?.close());

describe.skipIf(!!process.env.DATABASE_URL)("social demo data", () => {
  it("seeds friendships, requests, posts with exact counters, visible to a demo user", async () => {
    const c = t!.client();
    const login = await c.post("/api/auth/login", { email: "maya.hoops@fanzone.demo", password: "GameDay2026!" });
    expect(login.status).toBe(200);
    const friends = await c.get("/api/friends");
    expect(friends.json.map((f: { username: string }) => f.username).sort()).toEqual([
      "diego_futbol",
      "marcus_ice",
      "priya_pitch",
      "sam_gridiron",
    ]);
    const requests = await c.get("/api/friends/requests");
    expect(requests.json.map((r: { username: string }) => r.username).sort()).toEqual(["amara_goals", "tyrell_dunks"]);
    const feed = await c.get("/api/posts/feed?limit=5");
    expect(feed.json.items).toHaveLength(5);
    expect(feed.json.items[0].username).toBe("maya_hoops");
    const [mismatch] = await t!.app.db
      .execute(
        sql`
      select count(*)::int as n from posts p where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)
         or p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id)`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(mismatch!.n).toBe(0);
  });
});
