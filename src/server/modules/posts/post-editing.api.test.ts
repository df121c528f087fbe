import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/test-app";
import { pickCatalogueTeams } from "../../test/test-teams";

let t: TestApp;
let teams: Awaited<ReturnType<typeof pickCatalogueTeams>>;
beforeAll(async () => {
  t = await startTestApp();
  teams = await pickCatalogueTeams(t.app, 2);
});
afterAll(async () => t?.close());

async function signedIn() {
  const c = t.client();
  const reg = await c.registerFresh();
  return { c, id: reg.user.id };
}

async function postBy(c: ReturnType<TestApp["client"]>, content = "Original take") {
  const res = await c.post("/api/posts", { content });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; editedAt: string | null };
}

describe("PATCH /api/posts/:id", () => {
  it("lets the author change the text, marks it edited with the time, and the feed shows the new text", async () => {
    const a = await signedIn();
    const post = await postBy(a.c);
    expect(post.editedAt).toBeNull();
    const before = Date.now();
    const res = await a.c.patch(`/api/posts/${post.id}`, { content: "  Better take  " });
    expect(res.status, res.text).toBe(200);
    expect(res.json.content).toBe("Better take");
    expect(Date.parse(res.json.editedAt)).toBeGreaterThanOrEqual(before - 1000);
    const other = await signedIn();
    const feed = await other.c.get(`/api/posts/user/${a.id}`);
    expect(feed.json.items[0]).toMatchObject({ id: post.id, content: "Better take", editedAt: res.json.editedAt });
  });

  it("changes and clears sport and team when sent, keeps them when absent", async () => {
    const a = await signedIn();
    const post = await postBy(a.c);
    const team = teams[0]!;
    const withTeam = await a.c.patch(`/api/posts/${post.id}`, { content: "Team now", teamId: team.id });
    expect(withTeam.json).toMatchObject({ teamId: team.id, sport: team.sport });
    const kept = await a.c.patch(`/api/posts/${post.id}`, { content: "Still the team" });
    expect(kept.json).toMatchObject({ teamId: team.id, sport: team.sport, content: "Still the team" });
    const cleared = await a.c.patch(`/api/posts/${post.id}`, { content: "No team", teamId: null, sport: null });
    expect(cleared.json).toMatchObject({ teamId: null, sport: null });
  });

  it.each([
    [{ content: "" }, "Content is required"],
    [{ content: "x".repeat(501) }, "Content must be less than 500 characters"],
    [{}, "Content is required"],
  ])("validates like creation: %j", async (body, message) => {
    const a = await signedIn();
    const post = await postBy(a.c);
    const res = await a.c.patch(`/api/posts/${post.id}`, body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("refuses an unknown team (400), someone else's post (403), a missing post (404), no session (401)", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const post = await postBy(a.c);
    expect((await a.c.patch(`/api/posts/${post.id}`, { content: "x", teamId: 999999 })).status).toBe(400);
    const other = await b.c.patch(`/api/posts/${post.id}`, { content: "Hijacked" });
    expect(other.status).toBe(403);
    expect((await a.c.patch(`/api/posts/99999999`, { content: "x" })).status).toBe(404);
    expect((await t.client().patch(`/api/posts/${post.id}`, { content: "x" })).status).toBe(401);
    const unchanged = await a.c.get(`/api/posts/user/${a.id}`);
    expect(unchanged.json.items[0]).toMatchObject({ content: "Original take", editedAt: null });
  });
});

describe("PATCH /api/posts/:id/comments/:commentId", () => {
  it("lets the comment's author edit it (edited time shown), nobody else", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const post = await postBy(a.c);
    const comment = (await b.c.post(`/api/posts/${post.id}/comments`, { content: "First!" })).json;
    expect(comment.editedAt).toBeNull();
    const res = await b.c.patch(`/api/posts/${post.id}/comments/${comment.id}`, { content: "Second thoughts" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ id: comment.id, content: "Second thoughts" });
    expect(res.json.editedAt).toEqual(expect.any(String));
    // Not even the post's author may change someone else's comment.
    expect((await a.c.patch(`/api/posts/${post.id}/comments/${comment.id}`, { content: "Nope" })).status).toBe(403);
    const list = await a.c.get(`/api/posts/${post.id}/comments`);
    expect(list.json.items[0]).toMatchObject({ content: "Second thoughts", editedAt: res.json.editedAt });
    const count = (await a.c.get(`/api/posts/user/${a.id}`)).json.items[0].commentCount;
    expect(count).toBe(1);
  });

  it("validates like creation and answers 404 for a comment of another post", async () => {
    const a = await signedIn();
    const post = await postBy(a.c);
    const other = await postBy(a.c, "Another");
    const comment = (await a.c.post(`/api/posts/${post.id}/comments`, { content: "Hi" })).json;
    const empty = await a.c.patch(`/api/posts/${post.id}/comments/${comment.id}`, { content: " " });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe("Comment is required");
    const long = await a.c.patch(`/api/posts/${post.id}/comments/${comment.id}`, { content: "y".repeat(201) });
    expect(long.json.message).toBe("Comment must be less than 200 characters");
    expect((await a.c.patch(`/api/posts/${other.id}/comments/${comment.id}`, { content: "x" })).status).toBe(404);
  });
});
