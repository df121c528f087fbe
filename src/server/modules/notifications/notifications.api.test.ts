import { randomUUID } from "node:crypto";
import { NOTIFICATION_TYPES } from "@shared/schemas/notifications";
import { describe, expect, it } from "vitest";
import type { AppNotification } from "@shared/schemas/notifications";
import type { ServerMessage } from "@shared/realtime/messages";
import type { TestApp, TestClient } from "../../test/test-app";
import { useInstancePair } from "../../test/instance-pair";
import { openSocket, waitFor } from "../../test/sockets";

// Every kind through real HTTP and /ws: who hears of what, and who never does. With REDIS_URL and
// DATABASE_URL set, the recipient's socket is on a second instance (fan-out through the bus).
let t: TestApp;
let other: TestApp;
useInstancePair((pair) => ({ a: t, b: other } = pair));

const unique = (p = "N") => `${p} ${randomUUID().slice(0, 8)}`;
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

interface Fan {
  c: TestClient;
  id: number;
  firstName: string;
}
async function fan(firstName = "Fan"): Promise<Fan> {
  const c = t.client();
  const reg = await c.registerFresh({ firstName });
  return { c, id: reg.user.id, firstName };
}

async function list(f: Fan): Promise<{ items: AppNotification[]; unreadCount: number; nextCursor: string | null }> {
  const res = await f.c.get("/api/notifications");
  expect(res.status, res.text).toBe(200);
  return res.json;
}

const notificationsIn = (messages: ServerMessage[]) =>
  messages.filter((m): m is Extract<ServerMessage, { type: "notification" }> => m.type === "notification");

/** A socket of `f` on the other instance (when there is one). */
async function socketOf(f: Fan) {
  const c = other.client();
  // the same session cookie works on every instance (one database)
  const s = openSocket(other, f.c);
  void c;
  await s.opened;
  return s;
}

describe("friend requests", () => {
  it("reaches the addressee's open sockets without a subscription, and the acceptance reaches the requester", async () => {
    const maya = await fan("Maya");
    const sam = await fan("Sam");
    const samSocket = await socketOf(sam);
    const mayaSocket = await socketOf(maya);

    expect((await maya.c.post("/api/friends/request", { friendId: sam.id })).status).toBe(200);
    await waitFor(() => notificationsIn(samSocket.messages).length === 1);
    const pushed = notificationsIn(samSocket.messages)[0]!.data;
    expect(pushed).toMatchObject({
      type: "friend_request",
      readAt: null,
      actor: { id: maya.id, firstName: "Maya" },
      subject: { kind: "user", id: maya.id },
      text: "Maya sent you a friend request",
    });
    const samList = await list(sam);
    expect(samList.unreadCount).toBe(1);
    expect(samList.items[0]).toEqual(pushed);

    expect((await sam.c.post("/api/friends/accept", { friendId: maya.id })).status).toBe(200);
    await waitFor(() => notificationsIn(mayaSocket.messages).length === 1);
    expect(notificationsIn(mayaSocket.messages)[0]!.data).toMatchObject({
      type: "friend_accepted",
      actor: { id: sam.id },
      text: "Sam accepted your friend request",
    });
    // Nobody hears of their own actions.
    expect((await list(maya)).items.map((i) => i.type)).toEqual(["friend_accepted"]);
    expect((await list(sam)).items.map((i) => i.type)).toEqual(["friend_request"]);
    samSocket.ws.close();
    mayaSocket.ws.close();
  });

  it("asking someone who had asked you tells them you are now friends", async () => {
    const a = await fan("Ana");
    const b = await fan("Ben");
    await a.c.post("/api/friends/request", { friendId: b.id });
    await b.c.post("/api/friends/request", { friendId: a.id });
    expect((await list(a)).items.map((i) => [i.type, i.actor?.id])).toEqual([["friend_accepted", b.id]]);
  });
});

describe("communities", () => {
  it("a private community's join request reaches only its creator; the approval reaches the requester", async () => {
    const owner = await fan("Olivia");
    const asker = await fan("Ari");
    const member = await fan("Mo");
    const name = unique("Secret club");
    const c = (await owner.c.post("/api/communities", { name, sport: "basketball", isPrivate: true })).json;
    await asker.c.post(`/api/communities/${c.id}/join`, {});
    // asking twice is one request
    await asker.c.post(`/api/communities/${c.id}/join`, {});

    const ownerList = await list(owner);
    expect(ownerList.items).toHaveLength(1);
    expect(ownerList.items[0]).toMatchObject({
      type: "join_request",
      actor: { id: asker.id },
      subject: { kind: "community", id: c.id },
      text: `Ari asked to join ${name}`,
    });
    expect((await list(asker)).items).toHaveLength(0);
    expect((await list(member)).items).toHaveLength(0);

    await owner.c.post(`/api/communities/${c.id}/requests/${asker.id}/approve`);
    await owner.c.post(`/api/communities/${c.id}/requests/${asker.id}/approve`); // harmless twice
    const askerList = await list(asker);
    expect(askerList.items.map((i) => [i.type, i.text])).toEqual([["join_approved", `You're now a member of ${name}`]]);
    expect((await list(owner)).items).toHaveLength(1); // the approver hears nothing of their own approval
  });

  it("a declined request tells the requester nothing, and joining a public community notifies nobody", async () => {
    const owner = await fan();
    const asker = await fan();
    const priv = (await owner.c.post("/api/communities", { name: unique("Club"), sport: "soccer", isPrivate: true }))
      .json;
    const pub = (await owner.c.post("/api/communities", { name: unique("Open"), sport: "soccer" })).json;
    await asker.c.post(`/api/communities/${priv.id}/join`, {});
    await owner.c.post(`/api/communities/${priv.id}/requests/${asker.id}/decline`);
    await asker.c.post(`/api/communities/${pub.id}/join`, {});
    expect((await list(asker)).items).toHaveLength(0);
    expect((await list(owner)).items.map((i) => i.type)).toEqual(["join_request"]);
  });
});

describe("events", () => {
  async function createEvent(f: Fan, body: Record<string, unknown> = {}) {
    const res = await f.c.post("/api/events", {
      title: unique("Watch party"),
      sport: "basketball",
      location: "The Corner Bar",
      eventDate: inMinutes(3 * 24 * 60),
      ...body,
    });
    expect(res.status, res.text).toBe(201);
    return res.json as { id: number; title: string; eventDate: string };
  }

  it("an RSVP (going or maybe) reaches the event's creator, once per change", async () => {
    const host = await fan("Hana");
    const guest = await fan("Gus");
    const e = await createEvent(host);
    await guest.c.post(`/api/events/${e.id}/rsvp`, { status: "going" });
    await guest.c.post(`/api/events/${e.id}/rsvp`, { status: "going" }); // unchanged: nothing new
    await guest.c.post(`/api/events/${e.id}/rsvp`, { status: "not_going" });
    const items = (await list(host)).items;
    expect(items.map((i) => [i.type, i.text, i.subject])).toEqual([
      ["event_rsvp", `Gus is going to ${e.title}`, { kind: "event", id: e.id }],
    ]);
    expect((await list(guest)).items).toHaveLength(0);
  });

  it("a private event can only be answered (and so only notify) by those who may see it", async () => {
    const host = await fan();
    const stranger = await fan();
    const e = await createEvent(host, { isPublic: false });
    expect((await stranger.c.post(`/api/events/${e.id}/rsvp`, { status: "going" })).status).toBe(404);
    expect((await list(host)).items).toHaveLength(0);
  });

  it("event_reminder: one hour before, to everyone going (not maybe), once, on a driven clock", async () => {
    const host = await fan("Hal");
    const going = await fan();
    const maybe = await fan();
    const e = await createEvent(host, { eventDate: inMinutes(3 * 60) });
    await going.c.post(`/api/events/${e.id}/rsvp`, { status: "going" });
    await maybe.c.post(`/api/events/${e.id}/rsvp`, { status: "maybe" });
    const start = new Date(e.eventDate).getTime();
    const { reminders } = t.app.notificationJobs;

    await reminders.run(new Date(start - 61 * 60_000)); // not yet
    expect((await list(going)).items).toHaveLength(0);
    await reminders.run(new Date(start - 60 * 60_000));
    await reminders.run(new Date(start - 59 * 60_000)); // a second sweep adds nothing
    for (const f of [going, host]) {
      const items = (await list(f)).items.filter((i) => i.type === "event_reminder");
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ actor: null, subject: { kind: "event", id: e.id } });
    }
    expect((await list(going)).items[0]!.text).toBe(`${e.title} starts in an hour`);
    expect((await list(maybe)).items).toHaveLength(0);
  });
});

describe("posts", () => {
  async function post(f: Fan) {
    const res = await f.c.post("/api/posts", { content: unique("Big win tonight") });
    expect(res.status, res.text).toBe(201);
    return res.json as { id: number };
  }

  it("likes on one post collapse into one item; the author's own like and a re-like add nothing", async () => {
    const author = await fan("Ava");
    const likers = [await fan("Maya"), await fan("Leo"), await fan("Kim"), await fan("Ola")];
    const p = await post(author);
    const socket = await socketOf(author);
    await author.c.post(`/api/posts/${p.id}/like`);
    for (const l of likers) expect((await l.c.post(`/api/posts/${p.id}/like`)).status).toBe(200);
    // Leo unlikes and likes again: still four people
    await likers[1]!.c.post(`/api/posts/${p.id}/like`);
    await likers[1]!.c.post(`/api/posts/${p.id}/like`);

    const { items, unreadCount } = await list(author);
    expect(unreadCount).toBe(1);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: "post_like",
      actor: { id: likers[3]!.id },
      subject: { kind: "post", id: p.id },
      text: "Ola and 3 others liked your post",
    });
    // the last state reaches the socket (coalesced: at most one message per window)
    await waitFor(() => notificationsIn(socket.messages).at(-1)?.data.text === "Ola and 3 others liked your post");
    expect(new Set(notificationsIn(socket.messages).map((m) => m.data.id))).toEqual(new Set([items[0]!.id]));
    socket.ws.close();
  });

  it("likes more than an hour apart start a new group", async () => {
    const author = await fan();
    const p = await post(author);
    const svc = t.app.notifications;
    const [x, y] = [await fan("Xia"), await fan("Yan")];
    const base = { recipientId: author.id, type: "post_like" as const, subject: { kind: "post" as const, id: p.id } };
    await svc.notify({ ...base, actorId: x.id });
    // Age the open group past the hour, as time would.
    await t.app.database.query(
      `update notifications set group_started_at = group_started_at - interval '61 minutes' where recipient_id = $1`,
      [author.id],
    );
    await svc.notify({ ...base, actorId: y.id });
    expect((await list(author)).items.map((i) => i.text)).toEqual(["Yan liked your post", "Xia liked your post"]);
  });

  it("a comment reaches the author with an excerpt; commenting on one's own post does not", async () => {
    const author = await fan();
    const friend = await fan("Cleo");
    const p = await post(author);
    await author.c.post(`/api/posts/${p.id}/comments`, { content: "Thanks all" });
    await friend.c.post(`/api/posts/${p.id}/comments`, { content: "What   a\nfinish!" });
    expect((await list(author)).items.map((i) => [i.type, i.text])).toEqual([
      ["post_comment", 'Cleo commented on your post: "What a finish!"'],
    ]);
  });
});

describe("reading and paging", () => {
  it("pages newest first with a cursor; marks read by ids (only one's own) or all", async () => {
    const me = await fan();
    const senders = [await fan(), await fan(), await fan()];
    for (const s of senders) await s.c.post("/api/friends/request", { friendId: me.id });
    const p1 = (await me.c.get("/api/notifications?limit=2")).json;
    expect(p1.items).toHaveLength(2);
    expect(p1.items[0].actor.id).toBe(senders[2]!.id);
    const p2 = (await me.c.get(`/api/notifications?limit=2&cursor=${p1.nextCursor}`)).json;
    expect(p2.items.map((i: AppNotification) => i.actor?.id)).toEqual([senders[0]!.id]);
    expect(p2.nextCursor).toBeNull();
    expect((await me.c.get("/api/notifications?cursor=%%%")).status).toBe(400);

    // Someone else's id is ignored, not an error and not a leak.
    const stranger = await fan();
    const res = await stranger.c.post("/api/notifications/read", { ids: [p1.items[0].id] });
    expect(res.json).toEqual({ unreadCount: 0 });
    expect((await list(me)).unreadCount).toBe(3);

    expect((await me.c.post("/api/notifications/read", { ids: [p1.items[0].id] })).json).toEqual({ unreadCount: 2 });
    const after = await list(me);
    expect(after.items[0]!.readAt).not.toBeNull();
    expect(after.items[1]!.readAt).toBeNull();
    expect((await me.c.post("/api/notifications/read", { all: true })).json).toEqual({ unreadCount: 0 });
    expect((await me.c.post("/api/notifications/read", { ids: [] })).status).toBe(400);
    expect((await me.c.post("/api/notifications/read", {})).status).toBe(400);
  });

  it("is signed-in only", async () => {
    const anon = t.client();
    expect((await anon.get("/api/notifications")).status).toBe(401);
    expect((await anon.post("/api/notifications/read", { all: true })).status).toBe(401);
    expect((await anon.get("/api/notifications/preferences")).status).toBe(401);
  });
});

describe("preferences", () => {
  it("per kind: off in the app means no item; the shape round-trips and is validated", async () => {
    const me = await fan();
    const defaults = (await me.c.get("/api/notifications/preferences")).json;
    expect(defaults.post_comment).toEqual({ inApp: true, push: true });
    expect(Object.keys(defaults).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    const prefs = { ...defaults, friend_request: { inApp: false, push: false } };
    const put = await me.c.request("PUT", "/api/notifications/preferences", prefs);
    expect(put.status, put.text).toBe(200);
    expect(put.json.friend_request).toEqual({ inApp: false, push: false });
    expect((await me.c.request("PUT", "/api/notifications/preferences", { friend_request: true })).status).toBe(400);

    const asker = await fan();
    await asker.c.post("/api/friends/request", { friendId: me.id });
    expect((await list(me)).items).toHaveLength(0);
  });

  it("recipient filters (blocks) keep a notification from being created", async () => {
    const me = await fan();
    const blocked = await fan();
    t.app.notifications.addFilter(({ recipientId, actorId }) => !(recipientId === me.id && actorId === blocked.id));
    await blocked.c.post("/api/friends/request", { friendId: me.id });
    expect((await list(me)).items).toHaveLength(0);
  });
});
