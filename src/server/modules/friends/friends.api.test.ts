import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

async function person(firstName = "Test", lastName = "Fan") {
  const c = t.client();
  const reg = await c.registerFresh({ firstName, lastName });
  return { c, id: reg.user.id, username: reg.username };
}
const ids = (res: { json: { id: number }[] }) => res.json.map((f) => f.id);
const requesters = (c: TestClient) =>
  c.get("/api/friends/requests").then((r) => r.json.map((q: { userId: number }) => q.userId));

describe("friends", () => {
  it("request, accept: both sides see each other; unfriend removes both sides", async () => {
    const a = await person("Alice");
    const b = await person("Bob");
    const sent = await a.c.post("/api/friends/request", { friendId: b.id });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ status: "request_sent", message: "Friend request sent" });
    const reqs = await b.c.get("/api/friends/requests");
    expect(reqs.json).toHaveLength(1);
    expect(reqs.json[0]).toMatchObject({
      userId: a.id,
      status: "pending",
      firstName: "Alice",
      user: { firstName: "Alice" },
    });
    expect((await b.c.get(`/api/users/${a.id}`)).json.friendStatus).toBe("request_received");
    expect((await a.c.get(`/api/users/${b.id}`)).json.friendStatus).toBe("request_sent");

    const acc = await b.c.post("/api/friends/accept", { friendId: a.id });
    expect(acc.json).toEqual({ status: "friends", message: "You are now friends!" });
    expect(ids(await a.c.get("/api/friends"))).toEqual([b.id]);
    expect(ids(await b.c.get("/api/friends"))).toEqual([a.id]);
    expect(await requesters(b.c)).toEqual([]);
    expect((await a.c.get(`/api/users/${b.id}`)).json).toMatchObject({ friendStatus: "friends", friendCount: 1 });

    const un = await b.c.post("/api/friends/unfriend", { friendId: a.id });
    expect(un.json.message).toBe("Friend removed");
    expect(ids(await a.c.get("/api/friends"))).toEqual([]);
    expect(ids(await b.c.get("/api/friends"))).toEqual([]);
    expect((await b.c.post("/api/friends/unfriend", { friendId: a.id })).status).toBe(404);
  });

  it("refuses duplicates and self; a request back makes you friends", async () => {
    const a = await person();
    const b = await person();
    expect((await a.c.post("/api/friends/request", { friendId: a.id })).json.message).toBe(
      "You cannot send a friend request to yourself",
    );
    await a.c.post("/api/friends/request", { friendId: b.id });
    const dup = await a.c.post("/api/friends/request", { friendId: b.id });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe("Friend request already sent");
    const back = await b.c.post("/api/friends/request", { friendId: a.id });
    expect(back.json.status).toBe("friends");
    expect(ids(await a.c.get("/api/friends"))).toEqual([b.id]);
    const again = await a.c.post("/api/friends/request", { friendId: b.id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("You are already friends");
    expect((await a.c.post("/api/friends/request", { friendId: 2_100_000_000 })).status).toBe(404);
  });

  it("two simultaneous requests in opposite directions end as one friendship", async () => {
    const a = await person();
    const b = await person();
    const results = await Promise.all([
      a.c.post("/api/friends/request", { friendId: b.id }),
      b.c.post("/api/friends/request", { friendId: a.id }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(ids(await a.c.get("/api/friends"))).toEqual([b.id]);
    expect(ids(await b.c.get("/api/friends"))).toEqual([a.id]);
  });

  it("decline removes the request on both sides; the requester may ask again after a cooldown", async () => {
    const a = await person();
    const b = await person();
    await a.c.post("/api/friends/request", { friendId: b.id });
    const dec = await b.c.post("/api/friends/decline", { friendId: a.id });
    expect(dec.json.message).toBe("Friend request declined");
    expect(await requesters(b.c)).toEqual([]);
    expect((await a.c.get(`/api/users/${b.id}`)).json.friendStatus).toBe("none");
    // Asking again at once is refused (the end of the cooldown: security finding 10's test).
    const again = await a.c.post("/api/friends/request", { friendId: b.id });
    expect(again.status).toBe(429);
    expect(again.json.message).toBe("This fan declined your friend request. You can ask again in 7 days.");
    expect(await requesters(b.c)).toEqual([]);
  });

  it("nobody can answer a request that is not addressed to them", async () => {
    const a = await person();
    const b = await person();
    const mallory = await person();
    await a.c.post("/api/friends/request", { friendId: b.id });
    expect((await mallory.c.post("/api/friends/accept", { friendId: a.id })).status).toBe(404);
    expect((await mallory.c.post("/api/friends/decline", { friendId: a.id })).status).toBe(404);
    // The requester cannot accept their own request either.
    const own = await a.c.post("/api/friends/accept", { friendId: b.id });
    expect(own.status).toBe(404);
    expect(own.json.message).toBe("No pending friend request from this user");
    expect(await requesters(b.c)).toEqual([a.id]);
    expect(ids(await a.c.get("/api/friends"))).toEqual([]);
    expect((await t.client().post("/api/friends/accept", { friendId: a.id })).status).toBe(401);
    expect((await a.c.post("/api/friends/request", { friendId: "x" })).status).toBe(400);
  });

  it("find: name or username, case-insensitive, contains, never oneself, with friend state", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await person(`Zed${tag}`, "Searcher");
    const b = await person(`Zed${tag}`, "Quarterback");
    const res = await a.c.get(`/api/friends/find?q=${encodeURIComponent(`ZED${tag.toUpperCase()}`)}`);
    expect(ids(res)).toEqual([b.id]);
    expect(res.json[0]).toMatchObject({ friendStatus: "none", lastName: "Quarterback" });
    expect(res.json[0]).not.toHaveProperty("email");
    expect(ids(await a.c.get(`/api/friends/find?q=${b.username.slice(2).toUpperCase()}`))).toEqual([b.id]);
    expect(ids(await a.c.get(`/api/friends/find?q=${encodeURIComponent(`${tag} quarterb`)}`))).toEqual([b.id]);
    expect((await a.c.get("/api/friends/find?q=%25")).json.every((u: { id: number }) => u.id !== a.id)).toBe(true);
    expect((await a.c.get("/api/friends/find?q=")).status).toBe(400);
  });
});
