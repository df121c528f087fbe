import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPORTS_PER_HOUR } from "@shared/schemas/account";
import { startTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("GET /api/users/me/export", () => {
  it("downloads one JSON file with the user's data and no secrets", async () => {
    const me = t.client();
    const r = await me.registerFresh({ firstName: "Exa" });
    const friend = t.client();
    const f = await friend.registerFresh();
    const post = (await me.post("/api/posts", { content: "Exported hello" })).json;
    await me.post(`/api/posts/${post.id}/comments`, { content: "My own comment" });
    await friend.post(`/api/posts/${post.id}/like`);
    await me.post(`/api/posts/${post.id}/like`);
    await me.post("/api/friends/request", { friendId: f.user.id });
    const community = (
      await me.post("/api/communities", { name: `Export ${r.username}`, description: "x", sport: "soccer" })
    ).json;
    const event = (
      await me.post("/api/events", {
        title: "Export party",
        description: "x",
        sport: "soccer",
        location: "Pub",
        eventDate: new Date(Date.now() + 86_400_000).toISOString(),
        communityId: null,
      })
    ).json;

    const res = await me.get("/api/users/me/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="fanzone-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json;
    expect(data.profile).toMatchObject({ id: r.user.id, username: r.username, email: r.email, firstName: "Exa" });
    expect(data.posts.map((p: { content: string }) => p.content)).toEqual(["Exported hello"]);
    expect(data.posts[0]).toMatchObject({ likeCount: 2, commentCount: 1, image: null });
    expect(data.comments.map((c: { content: string }) => c.content)).toEqual(["My own comment"]);
    expect(data.likes).toEqual([expect.objectContaining({ postId: post.id })]);
    expect(data.friends).toEqual([
      expect.objectContaining({ userId: f.user.id, status: "pending", direction: "sent" }),
    ]);
    expect(data.memberships).toEqual([
      expect.objectContaining({ communityId: community.id, status: "member", isCreator: true }),
    ]);
    expect(data.eventsCreated.map((e: { id: number }) => e.id)).toEqual([event.id]);
    expect(data.rsvps).toEqual([expect.objectContaining({ eventId: event.id, status: "going" })]);
    expect(data.notificationPreferences.post_like).toEqual({ inApp: true, push: true });
    expect(data.spoilerShield).toEqual({ teamIds: [] });
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual(["createdAt", "device", "lastSeenAt"]);
    expect(data.truncated).toEqual([]);
    for (const key of ["predictions", "gameComments", "blocks", "mutes", "notifications", "favouriteTeams", "images"])
      expect(Array.isArray(data[key]), key).toBe(true);

    // Nothing secret: no password hash, no session token or its hash.
    const secrets = await t.app.database.query<{ password_hash: string; token_hash: string }>(
      "select u.password_hash, s.token_hash from users u join sessions s on s.user_id = u.id where u.id = $1",
      [r.user.id],
    );
    for (const s of secrets) {
      expect(res.text).not.toContain(s.password_hash);
      expect(res.text).not.toContain(s.token_hash);
    }
    expect(res.text).not.toContain(me.cookie("fz_session")!);
  });

  it("links images absolutely", async () => {
    const me = t.client();
    await me.registerFresh();
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("content", "With a picture");
    form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "pic.png");
    const created = (await me.request("POST", "/api/posts", form)).json;
    const data = (await me.get("/api/users/me/export")).json;
    // PUBLIC_ORIGIN: where fans reach the app, not this test server's address.
    const link = `${t.app.config.publicOrigin}${created.imageUrl}`;
    expect(data.images).toEqual([link]);
    expect(data.posts[0].image).toBe(link);
    expect((await fetch(t.baseUrl + created.imageUrl)).status).toBe(200);
  });

  it("is for signed-in users only", async () => {
    expect((await t.client().get("/api/users/me/export")).status).toBe(401);
  });
});

describe("account rate limits (unscaled)", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ RATE_LIMIT_SCALE: "1" });
  });
  afterAll(async () => strict?.close());

  it(`allows ${EXPORTS_PER_HOUR} exports an hour, then 429`, async () => {
    const me = strict.client();
    await me.registerFresh();
    for (let i = 0; i < EXPORTS_PER_HOUR; i++) expect((await me.get("/api/users/me/export")).status).toBe(200);
    const refused = await me.get("/api/users/me/export");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("allows 5 deletion attempts in 15 minutes, then 429 (no password guessing)", async () => {
    const me = strict.client();
    await me.registerFresh();
    for (let i = 0; i < 5; i++)
      expect((await me.request("DELETE", "/api/users/me", { password: `Guess-${i}-x` })).status).toBe(403);
    expect((await me.request("DELETE", "/api/users/me", { password: "Touchdown!42" })).status).toBe(429);
    expect((await me.get("/api/auth/me")).status).toBe(200);
  });
});
