import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function signedIn(firstName = "Fan") {
  const c = t.client();
  const reg = await c.registerFresh({ firstName });
  return { c, id: reg.user.id, username: reg.username };
}

async function post(c: TestClient, content: string) {
  const res = await c.post("/api/posts", { content });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number };
}

const feedIds = async (c: TestClient) =>
  ((await c.get("/api/posts/feed?limit=100")).json.items as { id: number }[]).map((p) => p.id);

async function friends(a: { c: TestClient; id: number }, b: { c: TestClient; id: number }) {
  expect((await a.c.post("/api/friends/request", { friendId: b.id })).status).toBe(200);
  expect((await b.c.post("/api/friends/accept", { friendId: a.id })).status).toBe(200);
}

describe("block", () => {
  it("hides each one's posts and comments from the other everywhere, and unblock restores them", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const c = await signedIn();
    const pa = await post(a.c, "A's post");
    const pb = await post(b.c, "B's post");
    const pc = await post(c.c, "C's post");
    await b.c.post(`/api/posts/${pc.id}/comments`, { content: "B comments on C" });
    await a.c.post(`/api/posts/${pc.id}/comments`, { content: "A comments on C" });

    const res = await a.c.post(`/api/users/${b.id}/block`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ blocked: true });

    for (const [viewer, hidden, own] of [
      [a, pb, pa],
      [b, pa, pb],
    ] as const) {
      const ids = await feedIds(viewer.c);
      expect(ids).not.toContain(hidden.id);
      expect(ids).toContain(own.id);
      expect(ids).toContain(pc.id);
      const otherId = viewer === a ? b.id : a.id;
      expect((await viewer.c.get(`/api/posts/user/${otherId}`)).json.items).toEqual([]);
      const comments = (await viewer.c.get(`/api/posts/${pc.id}/comments`)).json.items as { userId: number }[];
      expect(comments.map((x) => x.userId)).not.toContain(otherId);
      const preview = (
        (await viewer.c.get(`/api/posts/user/${c.id}`)).json.items[0].comments as { userId: number }[]
      ).map((x) => x.userId);
      expect(preview).toEqual([viewer.id]);
      expect((await viewer.c.get(`/api/posts/${hidden.id}/comments`)).status).toBe(404);
    }
    // Someone else still sees both.
    const ids = await feedIds(c.c);
    expect(ids).toEqual(expect.arrayContaining([pa.id, pb.id]));

    expect((await a.c.delete(`/api/users/${b.id}/block`)).json).toEqual({ blocked: false });
    expect(await feedIds(a.c)).toContain(pb.id);
    expect(await feedIds(b.c)).toContain(pa.id);
  });

  it("refuses likes, comments and friend requests in both directions with 403", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const pa = await post(a.c, "A");
    const pb = await post(b.c, "B");
    await b.c.post(`/api/users/${a.id}/block`);
    for (const [actor, target, p] of [
      [a, b, pb],
      [b, a, pa],
    ] as const) {
      expect((await actor.c.post(`/api/posts/${p.id}/like`)).status).toBe(403);
      expect((await actor.c.request("PUT", `/api/posts/${p.id}/like`)).status).toBe(403);
      const comment = await actor.c.post(`/api/posts/${p.id}/comments`, { content: "hello" });
      expect(comment.status).toBe(403);
      expect(comment.json.message).toBe("You cannot interact with this user");
      expect((await actor.c.post("/api/friends/request", { friendId: target.id })).status).toBe(403);
    }
    const [row] = await t.app.database.query<{ like_count: number; comment_count: number }>(
      "select like_count, comment_count from posts where id = $1",
      [pa.id],
    );
    expect(row).toEqual({ like_count: 0, comment_count: 0 });
  });

  it("ends a friendship and pending requests either way; the blocked user is left out of friend search", async () => {
    const a = await signedIn("Blocker");
    const b = await signedIn("Friendly");
    const c = await signedIn("Pending");
    await friends(a, b);
    expect((await c.c.post("/api/friends/request", { friendId: a.id })).status).toBe(200);
    await a.c.post(`/api/users/${b.id}/block`);
    await a.c.post(`/api/users/${c.id}/block`);
    expect(await a.c.get("/api/friends").then((r) => r.json)).toEqual([]);
    expect(await b.c.get("/api/friends").then((r) => r.json)).toEqual([]);
    expect(await a.c.get("/api/friends/requests").then((r) => r.json)).toEqual([]);
    expect((await a.c.get(`/api/users/${b.id}`)).json).toMatchObject({
      friendStatus: "none",
      friendCount: 0,
      isBlocked: true,
    });
    // b does not learn that a blocked them.
    expect((await b.c.get(`/api/users/${a.id}`)).json).toMatchObject({ friendStatus: "none", isBlocked: false });
    const search = await b.c.get(`/api/friends/find?q=${encodeURIComponent(a.username)}`);
    expect(search.json).toEqual([]);
  });

  it("lists my blocks newest first with cursor pages; refuses myself (400), unknown users (404), no session (401)", async () => {
    const a = await signedIn();
    const others = [await signedIn("One"), await signedIn("Two"), await signedIn("Three")];
    for (const o of others) await a.c.post(`/api/users/${o.id}/block`);
    await a.c.post(`/api/users/${others[0]!.id}/block`); // twice is fine
    const first = await a.c.get("/api/users/me/blocks?limit=2");
    expect(first.json.items.map((u: { id: number }) => u.id)).toEqual([others[2]!.id, others[1]!.id]);
    const second = await a.c.get(`/api/users/me/blocks?limit=2&cursor=${first.json.nextCursor}`);
    expect(second.json).toMatchObject({ items: [{ id: others[0]!.id, firstName: "One" }], nextCursor: null });
    expect((await a.c.post(`/api/users/${a.id}/block`)).status).toBe(400);
    expect((await a.c.post(`/api/users/99999999/block`)).status).toBe(404);
    expect((await t.client().post(`/api/users/${others[0]!.id}/block`)).status).toBe(401);
    expect((await t.client().get("/api/users/me/blocks")).status).toBe(401);
  });
});

describe("mute", () => {
  it("takes the muted user's posts out of my feed only; nothing else changes and they are not told", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await friends(a, b);
    const pb = await post(b.c, "Loud opinions");
    const pa = await post(a.c, "Mine");
    expect((await a.c.post(`/api/users/${b.id}/mute`)).json).toEqual({ muted: true });
    expect(await feedIds(a.c)).not.toContain(pb.id);
    expect(await feedIds(b.c)).toContain(pa.id);
    // Their own page, likes, comments and the friendship are untouched.
    expect((await a.c.get(`/api/posts/user/${b.id}`)).json.items.map((p: { id: number }) => p.id)).toEqual([pb.id]);
    expect((await a.c.post(`/api/posts/${pb.id}/like`)).status).toBe(200);
    expect((await a.c.get("/api/friends")).json.map((f: { id: number }) => f.id)).toEqual([b.id]);
    expect((await a.c.get(`/api/users/${b.id}`)).json).toMatchObject({ isMuted: true, friendStatus: "friends" });
    expect((await b.c.get(`/api/users/${a.id}`)).json).toMatchObject({ isMuted: false });
    expect((await a.c.get("/api/users/me/mutes")).json.items.map((u: { id: number }) => u.id)).toEqual([b.id]);
    expect((await a.c.delete(`/api/users/${b.id}/mute`)).json).toEqual({ muted: false });
    expect(await feedIds(a.c)).toContain(pb.id);
    expect((await a.c.post(`/api/users/${a.id}/mute`)).status).toBe(400);
  });
});

describe("notifications between blocked users", () => {
  it("none passes in either direction while blocked; they flow again after unblocking", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const pa = await post(a.c, "Notify me");
    const pb = await post(b.c, "Notify me too");
    await a.c.post(`/api/users/${b.id}/block`);
    // Contact is refused anyway; a notification produced by any other feature is filtered too.
    const blockedOut = await t.app.notifications.notify({
      recipientId: a.id,
      type: "friend_request",
      actorId: b.id,
      subject: { kind: "user", id: b.id },
    });
    expect(blockedOut).toBeNull();
    const other = await t.app.notifications.notify({
      recipientId: b.id,
      type: "post_like",
      actorId: a.id,
      subject: { kind: "post", id: pb.id },
    });
    expect(other).toBeNull();
    expect((await a.c.get("/api/notifications")).json.items).toEqual([]);
    await a.c.delete(`/api/users/${b.id}/block`);
    expect((await b.c.post(`/api/posts/${pa.id}/like`)).status).toBe(200);
    const items = (await a.c.get("/api/notifications")).json.items as { type: string; actor: { id: number } }[];
    expect(items.map((n) => [n.type, n.actor.id])).toEqual([["post_like", b.id]]);
  });
});
