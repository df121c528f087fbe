import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

// The feed's first pages come from a per-instance read cache (docs/decisions/0630-read-caches.md),
// dropped on the domain events of what it shows (1340). Each test reads the feed first (so the
// cache holds it), changes something through the API, and expects the very next read to show it.

const adminEmail = `admin_${randomUUID().slice(0, 8)}@example.test`;
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: adminEmail });
  admin = t.client();
  await admin.registerFresh({ email: adminEmail });
  await t.verifyAddress(adminEmail);
});
afterAll(async () => t?.close());

interface FeedPost {
  id: number;
  likeCount: number;
  isLiked: boolean;
  commentCount: number;
  removed: boolean;
  firstName: string;
  comments: { id: number; content: string }[];
}

async function fan(firstName = "Cache") {
  const c = t.client();
  const reg = await c.registerFresh({ firstName });
  return { c, id: reg.user.id, password: reg.password };
}
type Fan = Awaited<ReturnType<typeof fan>>;

async function post(f: Fan, content = "From the stands") {
  const res = await f.c.post("/api/posts", { content });
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
}

async function feed(c: TestClient, query = ""): Promise<FeedPost[]> {
  const res = await c.get(`/api/posts/feed${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json.items;
}
const feedIds = async (f: Fan) => (await feed(f.c)).map((p) => p.id);
const inFeed = async (f: Fan, id: number) => (await feed(f.c)).find((p) => p.id === id);

describe("the feed's read cache shows every change on the next read", () => {
  it("a new post, then its deletion", async () => {
    const [author, viewer] = [await fan(), await fan()];
    await feed(viewer.c);
    const p = await post(author);
    expect(await feedIds(viewer)).toContain(p);
    expect((await author.c.delete(`/api/posts/${p}`)).status).toBe(204);
    expect(await feedIds(viewer)).not.toContain(p);
    expect(await feedIds(author)).not.toContain(p);
  });

  it("a like and an unlike: the count for everyone, isLiked for the liker only", async () => {
    const [author, liker, other] = [await fan(), await fan(), await fan()];
    const p = await post(author);
    expect(await inFeed(liker, p)).toMatchObject({ likeCount: 0, isLiked: false });
    expect(await inFeed(other, p)).toMatchObject({ likeCount: 0, isLiked: false });
    expect((await liker.c.request("PUT", `/api/posts/${p}/like`)).status).toBe(200);
    expect(await inFeed(liker, p)).toMatchObject({ likeCount: 1, isLiked: true });
    expect(await inFeed(other, p)).toMatchObject({ likeCount: 1, isLiked: false });
    expect((await liker.c.delete(`/api/posts/${p}/like`)).status).toBe(200);
    expect(await inFeed(liker, p)).toMatchObject({ likeCount: 0, isLiked: false });
  });

  it("a comment, its edit and its deletion", async () => {
    const [author, commenter] = [await fan(), await fan()];
    const p = await post(author);
    expect(await inFeed(author, p)).toMatchObject({ commentCount: 0, comments: [] });
    const c = await commenter.c.post(`/api/posts/${p}/comments`, { content: "Great call" });
    expect(c.status, c.text).toBe(201);
    expect(await inFeed(author, p)).toMatchObject({
      commentCount: 1,
      comments: [{ id: c.json.id, content: "Great call" }],
    });
    await commenter.c.patch(`/api/posts/${p}/comments/${c.json.id}`, { content: "Great call, ref" });
    expect((await inFeed(author, p))?.comments[0]?.content).toBe("Great call, ref");
    expect((await commenter.c.delete(`/api/posts/${p}/comments/${c.json.id}`)).status).toBe(204);
    expect(await inFeed(author, p)).toMatchObject({ commentCount: 0, comments: [] });
  });

  it("a block hides posts and comments both ways at once; unblocking brings them back", async () => {
    const [a, b, third] = [await fan(), await fan(), await fan()];
    const pa = await post(a);
    const pb = await post(b);
    const pt = await post(third);
    await b.c.post(`/api/posts/${pt}/comments`, { content: "Comment by b" });
    expect(await feedIds(a)).toEqual(expect.arrayContaining([pa, pb, pt]));
    expect(await feedIds(b)).toEqual(expect.arrayContaining([pa, pb, pt]));
    expect((await inFeed(a, pt))?.comments).toHaveLength(1);

    expect((await a.c.post(`/api/users/${b.id}/block`)).status).toBe(200);
    expect(await feedIds(a)).not.toContain(pb);
    expect(await feedIds(b)).not.toContain(pa);
    expect((await inFeed(a, pt))?.comments).toEqual([]);
    // Third parties see both.
    expect(await feedIds(third)).toEqual(expect.arrayContaining([pa, pb]));

    expect((await a.c.delete(`/api/users/${b.id}/block`)).status).toBe(200);
    expect(await feedIds(a)).toContain(pb);
    expect(await feedIds(b)).toContain(pa);
    expect((await inFeed(a, pt))?.comments).toHaveLength(1);
  });

  it("a mute takes the author out of the muter's feed only; unmuting brings them back", async () => {
    const [author, muter, other] = [await fan(), await fan(), await fan()];
    const p = await post(author);
    expect(await feedIds(muter)).toContain(p);
    expect((await muter.c.post(`/api/users/${author.id}/mute`)).status).toBe(200);
    expect(await feedIds(muter)).not.toContain(p);
    expect(await feedIds(other)).toContain(p);
    expect((await muter.c.delete(`/api/users/${author.id}/mute`)).status).toBe(200);
    expect(await feedIds(muter)).toContain(p);
  });

  it("an edited post and a renamed author", async () => {
    const [author, viewer] = [await fan("Before"), await fan()];
    const p = await post(author, "First take");
    expect(await inFeed(viewer, p)).toMatchObject({ firstName: "Before" });
    expect((await author.c.patch(`/api/posts/${p}`, { content: "Second take" })).status).toBe(200);
    expect(await inFeed(viewer, p)).toMatchObject({ content: "Second take" });
    expect((await author.c.patch(`/api/users/${author.id}`, { firstName: "After" })).status).toBe(200);
    expect(await inFeed(viewer, p)).toMatchObject({ firstName: "After" });
  });

  it("changes other modules make: a moderator's removal, the author's account deletion", async () => {
    const [author, viewer, reporter] = [await fan(), await fan(), await fan()];
    const p = await post(author);
    expect(await feedIds(viewer)).toContain(p);
    const report = await reporter.c.post("/api/reports", { subject: { kind: "post", id: p }, reason: "spam" });
    expect(report.status, report.text).toBe(201);
    const removed = await admin.post(`/api/admin/reports/${report.json.id}/remove`);
    expect(removed.status, removed.text).toBe(200);
    expect(await feedIds(viewer)).not.toContain(p);
    expect(await inFeed(author, p)).toMatchObject({ removed: true });

    const kept = await post(author);
    expect(await feedIds(viewer)).toContain(kept);
    const gone = await author.c.request("DELETE", "/api/users/me", { password: author.password });
    expect(gone.status, gone.text).toBe(200);
    expect(await feedIds(viewer)).not.toContain(kept);
  });

  it("pages through the cache like through the database: no post twice, none skipped, sport filter honoured", async () => {
    const author = await fan();
    const viewer = await fan();
    const mine: number[] = [];
    for (let i = 0; i < 7; i++) mine.push(await post(author, `Post ${i}`));
    await author.c.post("/api/posts", { content: "A hockey take", sport: "hockey" });
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 200; page++) {
      const res = await viewer.c.get(`/api/posts/feed?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.items.map((p: FeedPost) => p.id));
      cursor = res.json.nextCursor;
      if (!cursor) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(mine));
    const hockey = (await feed(viewer.c, "?sport=hockey")).map((p) => p.id);
    expect(hockey.length).toBeGreaterThan(0);
    expect(hockey.some((id) => mine.includes(id))).toBe(false);
  });
});
