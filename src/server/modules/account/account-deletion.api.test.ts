import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE_PASSWORD_MISSING, DELETE_PASSWORD_WRONG } from "@shared/schemas/account";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@shared/schemas/notifications";
import { ProbeGame } from "../../test/probe-game";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { findUserTraces } from "../../test/user-traces";
import { openSocket } from "../../test/sockets";

let t: TestApp;
beforeAll(async () => {
  // The push subscription's host (reserved .test: never reached) counts as a push service.
  t = await startTestApp({ PUSH_SERVICE_HOSTS: "push.example.test" });
});
afterAll(async () => t?.close());

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

async function fan(first = "Fan") {
  const client = t.client();
  const r = await client.registerFresh({ firstName: first });
  return { client, id: r.user.id, email: r.email, username: r.username, password: r.password };
}
type Fan = Awaited<ReturnType<typeof fan>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read as each test needs them
type Json = any;
async function ok(p: Promise<{ status: number; json: Json; text: string }>, status = 200): Promise<Json> {
  const res = await p;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  return res.json;
}

async function imagePost(c: TestClient, content: string) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#06c" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("content", content);
  form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "pic.png");
  return ok(c.request("POST", "/api/posts", form), 201);
}

const community = (c: TestClient, isPrivate = false) =>
  ok(
    c.post("/api/communities", {
      name: `Club ${randomUUID().slice(0, 8)}`,
      description: "Fans together",
      sport: "soccer",
      isPrivate,
    }),
    201,
  );
const event = (c: TestClient, maxAttendees: number | null = null) =>
  ok(
    c.post("/api/events", {
      title: `Watch party ${randomUUID().slice(0, 6)}`,
      description: "Big screen",
      sport: "soccer",
      location: "The Anchor",
      eventDate: inAWeek(),
      maxAttendees,
      communityId: null,
    }),
    201,
  );
const row = async (sql: string, params: unknown[]) =>
  (await t.app.database.query<Record<string, unknown>>(sql, params))[0];

describe("DELETE /api/users/me: a busy account goes without a trace", () => {
  it("removes or hands over everything, keeps every count exact, ends sessions and frees the email", async () => {
    const tag = randomUUID().replace(/-/g, "").slice(0, 10);
    const v = await fan(`Vic${tag}`);
    const [a, b, c] = [await fan("Ana"), await fan("Ben"), await fan("Cat")];

    // Profile, teams, shield, preferences, push.
    const teams = await ok(v.client.get("/api/teams"));
    const teamId = teams[0].id as number;
    await ok(v.client.patch(`/api/users/${v.id}`, { favoriteTeams: [teamId], location: `Town${tag}` }));
    await ok(v.client.request("PUT", "/api/users/me/spoiler-shield", { teamIds: [teamId] }));
    await ok(
      v.client.request("PUT", "/api/notifications/preferences", {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        post_like: { inApp: true, push: false },
      }),
    );
    await ok(
      v.client.post("/api/push/subscriptions", {
        endpoint: `https://push.example.test/${tag}`,
        keys: {
          p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
          auth: "tBHItJI5svbpez7KI4CCXg",
        },
      }),
    );

    // Posts: one with an image; others like and comment on it.
    const withImage = await imagePost(v.client, `Match day ${tag}`);
    const mediaKey = String(withImage.imageUrl).split("/").pop()!;
    await ok(a.client.post(`/api/posts/${withImage.id}/like`));
    await ok(a.client.post(`/api/posts/${withImage.id}/comments`, { content: "Great shot" }), 201);

    // Engagement on someone else's post: a like group shared with another fan, comments.
    const aPost = await ok(a.client.post("/api/posts", { content: "Who's watching tonight?" }), 201);
    await ok(b.client.post(`/api/posts/${aPost.id}/like`));
    await ok(v.client.post(`/api/posts/${aPost.id}/like`));
    await ok(v.client.post(`/api/posts/${aPost.id}/comments`, { content: `Me ${tag}` }), 201);
    await ok(v.client.post(`/api/posts/${aPost.id}/comments`, { content: `Still me ${tag}` }), 201);
    await ok(b.client.post(`/api/posts/${aPost.id}/comments`, { content: "Me too" }), 201);

    // Reports both ways (moderation keeps a report the user filed about others, without its reporter).
    const report = (c: TestClient, id: number) =>
      c.post("/api/reports", { subject: { kind: "post", id }, reason: "spam", details: `Spam ${tag}` });
    expect((await report(v.client, aPost.id)).status).toBeLessThan(300);
    expect((await report(a.client, withImage.id)).status).toBeLessThan(300);

    // Friends, blocks, mutes.
    await ok(v.client.post("/api/friends/request", { friendId: a.id }));
    await ok(a.client.post("/api/friends/accept", { friendId: v.id }));
    await ok(v.client.post("/api/friends/request", { friendId: b.id }));
    await ok(v.client.post(`/api/users/${c.id}/block`));
    await ok(v.client.post(`/api/users/${b.id}/mute`));

    // Communities: one handed over (Ana joined before Ben), one alone (deleted), memberships.
    const handed = await community(v.client);
    await ok(a.client.post(`/api/communities/${handed.id}/join`));
    await ok(b.client.post(`/api/communities/${handed.id}/join`));
    const alone = await community(v.client);
    const joined = await community(a.client);
    await ok(v.client.post(`/api/communities/${joined.id}/join`));
    const privateOne = await community(a.client, true);
    await ok(v.client.post(`/api/communities/${privateOne.id}/join`)); // a pending request

    // Events: one handed over, one cancelled (Ben only said maybe), one full with a waitlist.
    const hosted = await event(v.client);
    await ok(a.client.post(`/api/events/${hosted.id}/rsvp`, { status: "going" }));
    const cancelled = await event(v.client);
    await ok(b.client.post(`/api/events/${cancelled.id}/rsvp`, { status: "maybe" }));
    const full = await event(a.client, 2);
    await ok(v.client.post(`/api/events/${full.id}/rsvp`, { status: "going" }));
    await ok(b.client.post(`/api/events/${full.id}/waitlist`));

    // Game centre.
    const game = new ProbeGame(t);
    await game.move({});
    const gid = encodeURIComponent(game.id);
    await ok(v.client.post(`/api/games/${gid}/prediction`, { winner: "home", homeScore: 2, awayScore: 1 }));
    await ok(v.client.post(`/api/games/${gid}/comments`, { content: `Come on ${tag}` }), 201);

    // A second session with a live socket.
    const other = t.client();
    await ok(other.post("/api/auth/login", { email: v.email, password: v.password }));
    const sock = openSocket(t, other);
    const closed = new Promise<number>((resolve) => sock.ws.on("close", (code) => resolve(code)));
    await sock.opened;

    const trace = { id: v.id, strings: [tag, v.email, v.username, mediaKey] };
    // The scanner sees the account everywhere before (it can fail)...
    const before = await findUserTraces(t.app.database, trace);
    for (const table of ["users.", "posts.", "post_likes.", "post_comments.", "notifications.", "media.", "sessions."])
      expect(
        before.some((f) => f.startsWith(table)),
        `${table} in ${before.join(", ")}`,
      ).toBe(true);
    expect(before.some((f) => f.startsWith("notifications.actor_ids"))).toBe(true);

    const res = await v.client.request("DELETE", "/api/users/me", { password: v.password });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      deleted: true,
      communities: { handedOver: 1, deleted: 1 },
      events: { handedOver: 1, cancelled: 1, deleted: 0 },
    });
    expect(res.headers.getSetCookie().join(";")).toMatch(/fz_session=;/);

    // ...and nowhere after.
    expect(await findUserTraces(t.app.database, trace)).toEqual([]);

    // Sessions and sockets end; the account cannot sign in; the email registers again.
    expect((await v.client.get("/api/auth/me")).status).toBe(401);
    expect((await other.get("/api/auth/me")).status).toBe(401);
    expect(await closed).toBe(4001);
    expect((await t.client().post("/api/auth/login", { email: v.email, password: v.password })).status).toBe(401);
    expect((await fetch(`${t.baseUrl}/api/media/${mediaKey}`)).status).toBe(404);
    expect((await a.client.get(`/api/posts/${withImage.id}/comments`)).status).toBe(404);
    const again = await t.client().post("/api/auth/register", {
      firstName: "Vic",
      lastName: "Again",
      username: v.username,
      email: v.email,
      password: "Another#Season9",
    });
    expect(again.status, again.text).toBe(201);
    expect(again.json.user.id).not.toBe(v.id);

    // Counts stay exact.
    expect(await row("select like_count, comment_count from posts where id = $1", [aPost.id])).toEqual({
      like_count: 1,
      comment_count: 1,
    });
    const handedNow = await ok(a.client.get(`/api/communities/${handed.id}`));
    expect(handedNow.creatorId).toBe(a.id);
    expect(handedNow.memberCount).toBe(2);
    expect((await ok(a.client.get(`/api/communities/${joined.id}`))).memberCount).toBe(1);
    expect((await a.client.get(`/api/communities/${alone.id}`)).status).toBe(404);
    const hostedNow = await ok(a.client.get(`/api/events/${hosted.id}`));
    expect(hostedNow.creatorId).toBe(a.id);
    expect(hostedNow.currentAttendees).toBe(1);
    expect((await b.client.get(`/api/events/${cancelled.id}`)).status).toBe(404);
    // The place Vic freed went to Ben, first on the waitlist.
    const fullNow = await ok(b.client.get(`/api/events/${full.id}`));
    expect(fullNow.currentAttendees).toBe(2);
    expect(await row("select status from event_rsvps where event_id = $1 and user_id = $2", [full.id, b.id])).toEqual({
      status: "going",
    });

    // The like group keeps Ben; the people affected are told.
    const aNotes = (await ok(a.client.get("/api/notifications"))).items as { type: string; text: string }[];
    const group = aNotes.find((n) => n.type === "post_like")!;
    expect(group.text).toBe("Ben liked your post");
    expect(aNotes.filter((n) => n.type === "now_in_charge").map((n) => n.text)).toEqual(
      expect.arrayContaining([
        `You now run ${handed.name}: its creator left FanZone`,
        `You're now the host of ${hosted.title}: its host left FanZone`,
      ]),
    );
    const bTypes = ((await ok(b.client.get("/api/notifications"))).items as { type: string }[]).map((n) => n.type);
    expect(bTypes).toEqual(expect.arrayContaining(["event_cancelled", "waitlist_promoted"]));
    // Ana's friend list no longer has Vic.
    expect(((await ok(a.client.get("/api/friends"))) as { id: number }[]).map((f) => f.id)).not.toContain(v.id);
  }, 180_000);
});

describe("DELETE /api/users/me refusals", () => {
  let v: Fan;
  beforeAll(async () => {
    v = await fan();
  });

  it("answers 400 without a password and 403 with a wrong one, and keeps the account", async () => {
    const missing = await v.client.request("DELETE", "/api/users/me", {});
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(DELETE_PASSWORD_MISSING);
    const empty = await v.client.request("DELETE", "/api/users/me", { password: "" });
    expect(empty.status).toBe(400);
    const wrong = await v.client.request("DELETE", "/api/users/me", { password: "Not-my-password1" });
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toBe(DELETE_PASSWORD_WRONG);
    expect((await v.client.get("/api/auth/me")).status).toBe(200);
  });

  it("answers 401 without a session", async () => {
    expect((await t.client().request("DELETE", "/api/users/me", { password: v.password })).status).toBe(401);
  });
});
