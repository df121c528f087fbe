import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_THANKS } from "@shared/schemas/moderation";
import { SESSION_ENDED_CLOSE } from "../../realtime/socket-hub";
import { openSocket } from "../../test/sockets";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
const adminEmail = `admin_${randomUUID().slice(0, 8)}@example.test`;
let admin: Fan;

interface Fan {
  c: TestClient;
  id: number;
  email: string;
  password: string;
}

async function fan(email?: string): Promise<Fan> {
  const c = t.client();
  const r = await c.registerFresh(email ? { email } : {});
  return { c, id: r.user.id, email: r.email, password: r.password };
}
async function post(f: Fan, content = `Post ${randomUUID()}`): Promise<number> {
  const res = await f.c.post("/api/posts", { content });
  expect(res.status, res.text).toBe(201);
  return res.json.id;
}
async function report(f: Fan, kind: string, id: number, reason = "spam", details?: string) {
  return f.c.post("/api/reports", { subject: { kind, id }, reason, ...(details ? { details } : {}) });
}
async function queue(): Promise<{ reportId: number; subject: { kind: string; id: number } }[]> {
  const items = [];
  let cursor: string | null = null;
  do {
    const res = await admin.c.get(`/api/admin/reports?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status, res.text).toBe(200);
    items.push(...res.json.items);
    cursor = res.json.nextCursor;
  } while (cursor);
  return items;
}
const queued = async (kind: string, id: number) =>
  (await queue()).find((i) => i.subject.kind === kind && i.subject.id === id) as
    (Record<string, unknown> & { reportId: number }) | undefined;
const feedIds = async (f: Fan) =>
  ((await f.c.get("/api/posts/feed?limit=100")).json.items as { id: number }[]).map((p) => p.id);

beforeAll(async () => {
  // Upper case in the setting: emails compare without case.
  t = await startTestApp({ ADMIN_EMAILS: ` someone@else.test , ${adminEmail.toUpperCase()}` });
  admin = await fan(adminEmail);
  // ADMIN_EMAILS counts for a verified address only.
  await t.verifyAddress(adminEmail);
});
afterAll(async () => t?.close());

describe("POST /api/reports", () => {
  it("takes one open report per reporter and subject; another after a decision", async () => {
    const author = await fan();
    const reporter = await fan();
    const p = await post(author);
    const first = await report(reporter, "post", p, "harassment", "Mean words");
    expect(first.status, first.text).toBe(201);
    expect(first.json.message).toBe(REPORT_THANKS);
    const again = await report(reporter, "post", p, "spam");
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already reported/);
    expect((await admin.c.post(`/api/admin/reports/${first.json.id}/dismiss`)).status).toBe(200);
    expect((await report(reporter, "post", p, "spam")).status).toBe(201);
  });

  it("reports every kind of subject the reporter can see", async () => {
    const owner = await fan();
    const reporter = await fan();
    const p = await post(owner);
    const comment = (await owner.c.post(`/api/posts/${p}/comments`, { content: "A comment" })).json.id;
    const community = (
      await owner.c.post("/api/communities", { name: `Report me ${randomUUID().slice(0, 8)}`, sport: "soccer" })
    ).json.id;
    const event = (
      await owner.c.post("/api/events", {
        title: "Watch party",
        sport: "soccer",
        location: "The Anchor",
        eventDate: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
      })
    ).json.id;
    for (const [kind, id] of [
      ["post", p],
      ["comment", comment],
      ["user", owner.id],
      ["community", community],
      ["event", event],
    ] as const) {
      const res = await report(reporter, kind, id, "other");
      expect(res.status, `${kind}: ${res.text}`).toBe(201);
    }
  });

  it("answers 404 for what the reporter cannot see, without telling it exists", async () => {
    const author = await fan();
    const reporter = await fan();
    // A members-only event of a private community.
    const community = (
      await author.c.post("/api/communities", {
        name: `Private ${randomUUID().slice(0, 8)}`,
        sport: "soccer",
        isPrivate: true,
      })
    ).json.id;
    const privateEvent = (
      await author.c.post("/api/events", {
        title: "Members only",
        sport: "soccer",
        location: "Back room",
        eventDate: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
        communityId: community,
      })
    ).json.id;
    const missing = await report(reporter, "event", privateEvent);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("Event not found");
    // A post of someone who blocked the reporter, and one that does not exist.
    const blocker = await fan();
    const hidden = await post(blocker);
    await blocker.c.post(`/api/users/${reporter.id}/block`);
    expect((await report(reporter, "post", hidden)).status).toBe(404);
    expect((await report(reporter, "post", 2_000_000_000)).status).toBe(404);
    expect((await report(reporter, "comment", 2_000_000_000)).status).toBe(404);
    expect((await report(reporter, "user", 2_000_000_000)).status).toBe(404);
    expect((await report(reporter, "community", 2_000_000_000)).status).toBe(404);
  });

  it("refuses reporting oneself (400), bad input (400) and no session (401)", async () => {
    const me = await fan();
    const mine = await post(me);
    for (const [kind, id] of [
      ["user", me.id],
      ["post", mine],
    ] as const) {
      const res = await report(me, kind, id);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("You cannot report yourself or your own content");
    }
    const other = await fan();
    const p = await post(other);
    expect((await report(me, "post", p, "rude")).status).toBe(400);
    expect((await report(me, "thread", p)).status).toBe(400);
    const long = await report(me, "post", p, "other", "x".repeat(501));
    expect(long.status).toBe(400);
    expect(long.json.message).toBe("Details must be at most 500 characters");
    expect((await t.client().post("/api/reports", { subject: { kind: "post", id: p }, reason: "spam" })).status).toBe(
      401,
    );
  });
});

describe("administrators", () => {
  it("/api/auth/me says who is an administrator", async () => {
    expect((await admin.c.get("/api/auth/me")).json.user.isAdmin).toBe(true);
    const someone = await fan();
    expect((await someone.c.get("/api/auth/me")).json.user.isAdmin).toBe(false);
  });

  it("everything under /api/admin is the 404 of a path that does not exist, for other users and signed out", async () => {
    const someone = await fan();
    const target = await fan();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/reports"],
      ["GET", "/api/admin/audit"],
      ["POST", "/api/admin/reports/1/dismiss"],
      ["POST", "/api/admin/reports/1/remove"],
      ["POST", `/api/admin/users/${target.id}/suspend`, { until: null, reason: "x" }],
      ["POST", `/api/admin/users/${target.id}/unsuspend`],
      // Invalid input too: the check comes before validation, so nothing tells the route exists.
      ["POST", `/api/admin/users/abc/suspend`, { until: "soon" }],
    ];
    for (const [method, path, body] of calls) {
      const unknown = { message: `No such endpoint: ${method} ${path}`, code: "not_found" };
      for (const res of [await someone.c.request(method, path, body), await t.client().request(method, path, body)]) {
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.json, `${method} ${path}`).toEqual(unknown);
      }
    }
    expect((await target.c.get("/api/auth/me")).status).toBe(200);
  });
});

describe("the report queue", () => {
  it("groups the open reports of a subject with its content, the counts per reason and the latest details", async () => {
    const author = await fan();
    const p = await post(author, "Buy cheap tickets here!!!");
    const reporters = [await fan(), await fan(), await fan()];
    await report(reporters[0]!, "post", p, "spam", "Ticket spam");
    await report(reporters[1]!, "post", p, "spam");
    await report(reporters[2]!, "post", p, "harassment", "And rude");
    const item = await queued("post", p);
    expect(item).toMatchObject({
      subject: { kind: "post", id: p },
      text: "Buy cheap tickets here!!!",
      removed: false,
      author: { id: author.id },
      authorSuspended: false,
      reportCount: 3,
      reasons: { spam: 2, harassment: 1, hate: 0, violence: 0, other: 0 },
      details: ["And rude", "Ticket spam"],
    });
    // A user report shows the user; a page of one has a cursor to the next.
    const target = await fan();
    await report(reporters[0]!, "user", target.id, "hate");
    expect(await queued("user", target.id)).toMatchObject({ author: { id: target.id }, reasons: { hate: 1 } });
    const page1 = await admin.c.get("/api/admin/reports?limit=1");
    expect(page1.json.items).toHaveLength(1);
    const page2 = await admin.c.get(`/api/admin/reports?limit=1&cursor=${page1.json.nextCursor}`);
    expect(page2.json.items[0].reportId).toBeGreaterThan(page1.json.items[0].reportId);
    expect((await admin.c.get("/api/admin/reports?cursor=nonsense")).status).toBe(400);
  });

  it("dismissing closes every open report on the subject; the content stays", async () => {
    const author = await fan();
    const p = await post(author);
    const a = await report(await fan(), "post", p);
    await report(await fan(), "post", p, "other");
    const res = await admin.c.post(`/api/admin/reports/${a.json.id}/dismiss`);
    expect(res.json).toEqual({ status: "dismissed", closedReports: 2 });
    expect(await queued("post", p)).toBeUndefined();
    expect(await feedIds(author)).toContain(p);
    expect((await admin.c.post(`/api/admin/reports/${a.json.id}/dismiss`)).status).toBe(409);
    expect((await admin.c.post(`/api/admin/reports/2000000000/dismiss`)).status).toBe(404);
  });
});

describe("removing content", () => {
  it("hides a post from everyone but its author, who sees it removed and is notified", async () => {
    const author = await fan();
    const reporter = await fan();
    const p = await post(author, "Something nasty");
    const r = await report(reporter, "post", p, "hate");
    await report(await fan(), "post", p, "hate");
    expect(await feedIds(reporter)).toContain(p);
    const res = await admin.c.post(`/api/admin/reports/${r.json.id}/remove`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ status: "removed", closedReports: 2 });

    expect(await feedIds(reporter)).not.toContain(p);
    expect((await reporter.c.get(`/api/posts/${p}/comments`)).status).toBe(404);
    expect((await reporter.c.post(`/api/posts/${p}/like`)).status).toBe(404);
    const own = (await author.c.get(`/api/posts/user/${author.id}`)).json.items as { id: number; removed: boolean }[];
    expect(own.find((x) => x.id === p)).toMatchObject({ removed: true });
    const bell = (await author.c.get("/api/notifications")).json.items as {
      type: string;
      text: string;
      actor: unknown;
    }[];
    expect(bell[0]).toMatchObject({ type: "content_removed", text: "A moderator removed your post", actor: null });
    expect(await queued("post", p)).toBeUndefined();
    expect((await admin.c.post(`/api/admin/reports/${r.json.id}/remove`)).status).toBe(409);
    // Nobody can report it again (they no longer see it).
    expect((await report(await fan(), "post", p)).status).toBe(404);
  });

  it("removing a comment keeps the post's comment count exact", async () => {
    const author = await fan();
    const commenter = await fan();
    const p = await post(author);
    const keep = (await commenter.c.post(`/api/posts/${p}/comments`, { content: "Fine comment" })).json.id;
    const bad = (await commenter.c.post(`/api/posts/${p}/comments`, { content: "Awful comment" })).json.id;
    const r = await report(author, "comment", bad, "harassment");
    expect(r.status, r.text).toBe(201);
    expect((await admin.c.post(`/api/admin/reports/${r.json.id}/remove`)).status).toBe(200);
    const ids = ((await author.c.get(`/api/posts/${p}/comments`)).json.items as { id: number }[]).map((c) => c.id);
    expect(ids).toEqual([keep]);
    const mine = (await commenter.c.get(`/api/posts/${p}/comments`)).json.items as { id: number; removed: boolean }[];
    expect(mine.find((c) => c.id === bad)).toMatchObject({ removed: true });
    const [row] = await t.app.database.query<{ comment_count: number }>(
      "select comment_count from posts where id = $1",
      [p],
    );
    expect(row!.comment_count).toBe(1);
    const feedPost = (await author.c.get(`/api/posts/user/${author.id}`)).json.items[0];
    expect(feedPost).toMatchObject({ id: p, commentCount: 1 });
    // The commenter deleting it afterwards does not count it twice.
    expect((await commenter.c.delete(`/api/posts/${p}/comments/${bad}`)).status).toBe(204);
    const [after] = await t.app.database.query<{ comment_count: number }>(
      "select comment_count from posts where id = $1",
      [p],
    );
    expect(after!.comment_count).toBe(1);
    const bell = (await commenter.c.get("/api/notifications")).json.items as { type: string; text: string }[];
    expect(bell.map((n) => n.text)).toContain("A moderator removed your comment");
  });

  it("only posts and comments can be removed (400); content its author deleted is 404", async () => {
    const target = await fan();
    const r = await report(await fan(), "user", target.id);
    const res = await admin.c.post(`/api/admin/reports/${r.json.id}/remove`);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Only posts and comments can be removed/);
    const author = await fan();
    const p = await post(author);
    const r2 = await report(await fan(), "post", p);
    expect((await author.c.delete(`/api/posts/${p}`)).status).toBe(204);
    expect((await admin.c.post(`/api/admin/reports/${r2.json.id}/remove`)).status).toBe(404);
    expect((await admin.c.post(`/api/admin/reports/${r2.json.id}/dismiss`)).status).toBe(200);
  });
});

describe("suspensions", () => {
  const inDays = (d: number) => new Date(Date.now() + d * 24 * 3600_000).toISOString();

  it("ends the user's sessions and sockets; sign-in is refused with the date until unsuspended", async () => {
    const user = await fan();
    const second = t.client();
    expect((await second.post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
    const socket = openSocket(t, user.c);
    await socket.opened;
    const closed = new Promise<number>((resolve) => socket.ws.on("close", (code) => resolve(code)));
    const r = await report(await fan(), "user", user.id, "harassment");

    const until = "2099-03-04T05:06:00.000Z";
    const res = await admin.c.post(`/api/admin/users/${user.id}/suspend`, { until, reason: "Harassment" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ userId: user.id, suspended: true, until });
    expect(await closed).toBe(SESSION_ENDED_CLOSE.code);
    expect((await user.c.get("/api/auth/me")).status).toBe(401);
    expect((await second.get("/api/auth/me")).status).toBe(401);
    const login = await t.client().post("/api/auth/login", { email: user.email, password: user.password });
    expect(login.status).toBe(403);
    expect(login.json.message).toBe("Your account is suspended until 4 March 2099 at 05:06 UTC");
    // A wrong password still says only that the credentials are wrong.
    expect((await t.client().post("/api/auth/login", { email: user.email, password: "Wrong-pass-1" })).status).toBe(
      401,
    );
    // The report about the user was decided by the suspension.
    expect(await queued("user", user.id)).toBeUndefined();
    expect((await admin.c.post(`/api/admin/reports/${r.json.id}/dismiss`)).status).toBe(409);

    const forGood = await admin.c.post(`/api/admin/users/${user.id}/suspend`, { until: null, reason: "Again" });
    expect(forGood.json).toEqual({ userId: user.id, suspended: true, until: null });
    const refused = await t.client().post("/api/auth/login", { email: user.email, password: user.password });
    expect(refused.json.message).toBe("Your account is suspended for good");

    expect((await admin.c.post(`/api/admin/users/${user.id}/unsuspend`)).json).toEqual({
      userId: user.id,
      suspended: false,
      until: null,
    });
    expect((await t.client().post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
    expect((await admin.c.post(`/api/admin/users/${user.id}/unsuspend`)).status).toBe(409);
  });

  it("a suspension that has ended no longer stops sign-in", async () => {
    const user = await fan();
    expect(
      (await admin.c.post(`/api/admin/users/${user.id}/suspend`, { until: inDays(1), reason: "Cool off" })).status,
    ).toBe(200);
    await t.app.database.query("update user_suspensions set until = now() - interval '1 minute' where user_id = $1", [
      user.id,
    ]);
    expect((await t.client().post("/api/auth/login", { email: user.email, password: user.password })).status).toBe(200);
  });

  it("refuses a past date, a missing reason, oneself and unknown users", async () => {
    const user = await fan();
    const past = await admin.c.post(`/api/admin/users/${user.id}/suspend`, { until: inDays(-1), reason: "x" });
    expect(past.status).toBe(400);
    expect(past.json.message).toBe("The suspension must end in the future");
    const noReason = await admin.c.post(`/api/admin/users/${user.id}/suspend`, { until: null, reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe("Say why the user is suspended");
    expect((await admin.c.post(`/api/admin/users/${user.id}/suspend`, { until: "tomorrow", reason: "x" })).status).toBe(
      400,
    );
    expect((await admin.c.post(`/api/admin/users/${admin.id}/suspend`, { until: null, reason: "x" })).status).toBe(400);
    expect((await admin.c.post(`/api/admin/users/2000000000/suspend`, { until: null, reason: "x" })).status).toBe(404);
    expect((await user.c.get("/api/auth/me")).status).toBe(200);
  });
});

describe("the audit trail", () => {
  it("records every action with who, what, which subject and when, newest first", async () => {
    const author = await fan();
    const p = await post(author);
    const r = await report(await fan(), "post", p, "violence");
    await admin.c.post(`/api/admin/reports/${r.json.id}/remove`);
    const user = await fan();
    await admin.c.post(`/api/admin/users/${user.id}/suspend`, { until: null, reason: "Spam account" });
    await admin.c.post(`/api/admin/users/${user.id}/unsuspend`);
    // On PostgreSQL every API file shares one database: other files' administrators act at the
    // same time, so this reads the newest entries and keeps this file's administrator's.
    const page = await admin.c.get("/api/admin/audit?limit=50");
    expect(page.status).toBe(200);
    const adminPerson = { id: admin.id };
    const mine = (page.json.items as { admin: { id: number } }[]).filter((e) => e.admin.id === admin.id);
    expect(mine.slice(0, 3)).toMatchObject([
      { action: "unsuspend", admin: adminPerson, subject: { kind: "user", id: null }, targetUser: { id: user.id } },
      {
        action: "suspend",
        admin: adminPerson,
        targetUser: { id: user.id },
        details: { until: null, reason: "Spam account" },
      },
      {
        action: "remove",
        admin: adminPerson,
        subject: { kind: "post", id: p },
        targetUser: { id: author.id },
        reportId: r.json.id,
        details: { reason: "violence", closedReports: 1 },
      },
    ]);
    expect(Date.parse(page.json.items[0].createdAt)).not.toBeNaN();
    const first = await admin.c.get("/api/admin/audit?limit=3");
    const next = await admin.c.get(`/api/admin/audit?limit=3&cursor=${first.json.nextCursor}`);
    expect(next.json.items[0].id).toBeLessThan(first.json.items[2].id);
  });
});
