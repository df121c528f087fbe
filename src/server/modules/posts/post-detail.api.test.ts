import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app";

// GET /api/posts/:id (the page of one post) and its comments, paged: what a viewer may see of
// a post, and nothing of one they may not (404 exactly like an unknown id).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function signedIn() {
  const c = t.client();
  const reg = await c.registerFresh();
  return { c, id: reg.user.id };
}

async function newPost(c: ReturnType<TestApp["client"]>, content = "Game day!") {
  const res = await c.post("/api/posts", { content });
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
}

describe("GET /api/posts/:id", () => {
  it("answers the post as the feed shows it, with the viewer's like", async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const id = await newPost(author.c, "What a comeback");
    expect((await reader.c.post(`/api/posts/${id}/like`)).status).toBe(200);
    expect((await reader.c.post(`/api/posts/${id}/comments`, { content: "Unreal" })).status).toBe(201);

    const res = await reader.c.get(`/api/posts/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id,
      userId: author.id,
      content: "What a comeback",
      likeCount: 1,
      isLiked: true,
      commentCount: 1,
      removed: false,
    });
    expect(res.json.comments.map((c: { content: string }) => c.content)).toEqual(["Unreal"]);
    expect((await author.c.get(`/api/posts/${id}`)).json.isLiked).toBe(false);
  });

  it("answers 401 without a session and 400 for an id that is not one", async () => {
    const author = await signedIn();
    const id = await newPost(author.c);
    expect((await t.client().get(`/api/posts/${id}`)).status).toBe(401);
    const bad = await author.c.get("/api/posts/abc");
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe("validation");
  });

  it("hides a removed post from all but its author, exactly like an unknown id", async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const id = await newPost(author.c);
    await t.app.database.query("update posts set removed_at = now() where id = $1", [id]);

    const hidden = await reader.c.get(`/api/posts/${id}`);
    const unknown = await reader.c.get(`/api/posts/2147483000`);
    expect(hidden.status).toBe(404);
    expect(hidden.json).toEqual(unknown.json);
    expect((await reader.c.get(`/api/posts/${id}/comments`)).json).toEqual(
      (await reader.c.get(`/api/posts/2147483000/comments`)).json,
    );

    const own = await author.c.get(`/api/posts/${id}`);
    expect(own.status).toBe(200);
    expect(own.json.removed).toBe(true);
  });

  it("hides the post of a user who blocked the viewer (and of one the viewer blocked)", async () => {
    const author = await signedIn();
    const reader = await signedIn();
    const id = await newPost(author.c);
    expect((await reader.c.get(`/api/posts/${id}`)).status).toBe(200);
    expect((await author.c.post(`/api/users/${reader.id}/block`)).status).toBe(200);
    const res = await reader.c.get(`/api/posts/${id}`);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Post not found");
  });
});

describe("GET /api/posts/:id/comments (the post page's full list)", () => {
  it("pages through every comment, newest first, with no repeats", async () => {
    const author = await signedIn();
    const id = await newPost(author.c);
    const written: string[] = [];
    for (let i = 1; i <= 13; i++) {
      written.push(`Comment ${i}`);
      expect((await author.c.post(`/api/posts/${id}/comments`, { content: `Comment ${i}` })).status).toBe(201);
    }
    // The post itself carries only the latest few.
    expect((await author.c.get(`/api/posts/${id}`)).json.comments.length).toBeLessThan(13);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await author.c.get(`/api/posts/${id}/comments?limit=5${q}`);
      expect(page.status).toBe(200);
      expect(page.json.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.json.items.map((c: { content: string }) => c.content));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...written].reverse());
  });
});
