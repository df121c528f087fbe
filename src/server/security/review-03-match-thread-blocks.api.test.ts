import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerMessage } from "@shared/realtime/messages";
import { gameCommentPageSchema, type GameComment } from "@shared/schemas/games";
import { REPORT_THANKS } from "@shared/schemas/moderation";
import { ProbeGame } from "../test/probe-game";
import { openSocket, uniqueSeed, waitFor } from "../test/sockets";
import { startTestApp, type TestApp, type TestClient } from "../test/test-app";

// Review finding 3: the match thread ignored blocks (a blocked user's game comments were listed
// and pushed over /ws to the person who blocked them, and the reverse), and its comments could
// not be reported. Now both directions are filtered in the list and on the socket alike, and a
// game comment is reported, queued and removed like a post's comment.
let t: TestApp;
const adminEmail = `admin_${randomUUID().slice(0, 8)}@example.test`;
let admin: TestClient;

beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: uniqueSeed(), ADMIN_EMAILS: adminEmail });
  admin = t.client();
  await admin.registerFresh({ email: adminEmail });
  await t.verifyAddress(adminEmail); // ADMIN_EMAILS counts for a verified address only
});
afterAll(async () => t?.close());

interface Fan {
  c: TestClient;
  id: number;
}
async function fan(): Promise<Fan> {
  const c = t.client();
  const { user } = await c.registerFresh();
  return { c, id: user.id };
}

async function game() {
  const g = new ProbeGame(t);
  await g.move({});
  return g;
}

async function comment(f: Fan, gameId: string, content: string): Promise<GameComment> {
  const res = await f.c.post(`/api/games/${gameId}/comments`, { content });
  expect(res.status, res.text).toBe(201);
  return res.json as GameComment;
}

async function thread(f: Fan, gameId: string): Promise<GameComment[]> {
  const res = await f.c.get(`/api/games/${gameId}/comments?limit=100`);
  expect(res.status, res.text).toBe(200);
  return gameCommentPageSchema.parse(res.json).items;
}
const idsOf = (items: { id: number }[]) => items.map((c) => c.id);

/** A socket of `f` following the game's page (match thread and timeline). */
async function follower(f: Fan, gameId: string) {
  const sock = openSocket(t, f.c);
  await sock.opened;
  sock.ws.send(JSON.stringify({ type: "subscribe_game", gameId }));
  await waitFor(() => sock.messages.some((m) => m.type === "subscribed" && m.data.topic === `game:${gameId}`));
  return sock;
}
type Msg<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;
const ofType = <T extends ServerMessage["type"]>(messages: ServerMessage[], type: T) =>
  messages.filter((m): m is Msg<T> => m.type === type);
const pushedComments = (messages: ServerMessage[]) => ofType(messages, "game_comment").map((m) => m.data.content);
const pushedDeletions = (messages: ServerMessage[]) => ofType(messages, "game_comment_deleted").map((m) => m.data.id);

describe("review 3: the match thread honours blocks", () => {
  it("lists neither one's comments to the other, both ways; others see both; unblocking restores them", async () => {
    const g = await game();
    const [a, b, c] = [await fan(), await fan(), await fan()];
    const ca = await comment(a, g.id, "A's take");
    const cb = await comment(b, g.id, "B's take");
    const cc = await comment(c, g.id, "C's take");
    expect((await a.c.post(`/api/users/${b.id}/block`)).status).toBe(200);

    expect(idsOf(await thread(a, g.id))).toEqual([cc.id, ca.id]);
    expect(idsOf(await thread(b, g.id))).toEqual([cc.id, cb.id]);
    expect(idsOf(await thread(c, g.id))).toEqual([cc.id, cb.id, ca.id]);

    expect((await a.c.delete(`/api/users/${b.id}/block`)).status).toBe(200);
    expect(idsOf(await thread(a, g.id))).toEqual([cc.id, cb.id, ca.id]);
    expect(idsOf(await thread(b, g.id))).toEqual([cc.id, cb.id, ca.id]);
  });

  it("pushes neither one's new comments nor deletions to the other over /ws, both ways; others get them", async () => {
    const g = await game();
    const [a, b, c] = [await fan(), await fan(), await fan()];
    expect((await b.c.post(`/api/users/${a.id}/block`)).status).toBe(200);
    const [sa, sb, sc] = [await follower(a, g.id), await follower(b, g.id), await follower(c, g.id)];

    const fromB = await comment(b, g.id, "from B");
    await comment(a, g.id, "from A");
    expect((await b.c.delete(`/api/games/${g.id}/comments/${fromB.id}`)).status).toBe(204);
    // C's comment comes after all of them on every socket: once it is in, the rest is settled.
    await comment(c, g.id, "from C");
    await waitFor(() => [sa, sb, sc].every((s) => pushedComments(s.messages).includes("from C")));

    expect(pushedComments(sa.messages)).toEqual(["from A", "from C"]);
    expect(pushedComments(sb.messages)).toEqual(["from B", "from C"]);
    expect(pushedComments(sc.messages)).toEqual(["from B", "from A", "from C"]);
    expect(pushedDeletions(sa.messages)).toEqual([]);
    expect(pushedDeletions(sb.messages)).toEqual([fromB.id]);
    expect(pushedDeletions(sc.messages)).toEqual([fromB.id]);
    for (const s of [sa, sb, sc]) s.ws.close();
  });
});

describe("review 3: reporting a match thread comment", () => {
  async function report(f: Fan | TestClient, id: number, reason = "harassment", details?: string) {
    const c = "c" in f ? f.c : f;
    return c.post("/api/reports", { subject: { kind: "game_comment", id }, reason, ...(details ? { details } : {}) });
  }
  async function queued(id: number) {
    const res = await admin.get("/api/admin/reports?limit=100");
    expect(res.status, res.text).toBe(200);
    let items = res.json.items as { subject: { kind: string; id: number } }[];
    for (let cursor = res.json.nextCursor as string | null; cursor;) {
      const next = await admin.get(`/api/admin/reports?limit=100&cursor=${cursor}`);
      items = [...items, ...next.json.items];
      cursor = next.json.nextCursor;
    }
    return items.find((i) => i.subject.kind === "game_comment" && i.subject.id === id);
  }

  it("is reported like a post's comment, queued for the moderators, and removed for all but its author, live", async () => {
    const g = await game();
    const [author, reporter, reader, blocker] = [await fan(), await fan(), await fan(), await fan()];
    const bad = await comment(author, g.id, `Nasty words ${randomUUID().slice(0, 6)}`);
    const fine = await comment(reader, g.id, "Great match");

    // Nobody reports their own; a blocked pair cannot see each other's; an unknown id is 404.
    expect((await report(author, bad.id)).status).toBe(400);
    expect((await blocker.c.post(`/api/users/${author.id}/block`)).status).toBe(200);
    expect((await report(blocker, bad.id)).status).toBe(404);
    expect((await report(reporter, 2_000_000_000)).status).toBe(404);

    const sent = await report(reporter, bad.id, "harassment", "Insults the players");
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.message).toBe(REPORT_THANKS);
    expect((await report(reporter, bad.id)).status).toBe(409);
    expect(await queued(bad.id)).toMatchObject({
      reportId: sent.json.id,
      subject: { kind: "game_comment", id: bad.id },
      title: "Comment by Test Fan",
      text: bad.content,
      gameId: g.id,
      postId: null,
      removed: false,
      author: { id: author.id },
      reportCount: 1,
      reasons: { harassment: 1 },
      details: ["Insults the players"],
    });

    const open = await follower(reader, g.id);
    const res = await admin.post(`/api/admin/reports/${sent.json.id}/remove`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ status: "removed", closedReports: 1 });

    // The open thread drops it at once, as when its author deletes it.
    await waitFor(() => pushedDeletions(open.messages).includes(bad.id));
    expect(ofType(open.messages, "game_comment_deleted").map((m) => m.data)).toEqual([{ gameId: g.id, id: bad.id }]);
    open.ws.close();
    // Nobody else reads it; its author still does, marked.
    expect(idsOf(await thread(reader, g.id))).toEqual([fine.id]);
    expect(idsOf(await thread(reporter, g.id))).toEqual([fine.id]);
    const own = await thread(author, g.id);
    expect(own.map((c) => [c.id, c.removed])).toEqual([
      [fine.id, false],
      [bad.id, true],
    ]);
    const bell = (await author.c.get("/api/notifications")).json.items as {
      type: string;
      text: string;
      actor: unknown;
      subject: unknown;
    }[];
    expect(bell[0]).toMatchObject({
      type: "content_removed",
      text: "A moderator removed your comment",
      actor: null,
      subject: { kind: "game", id: g.id },
    });

    expect(await queued(bad.id)).toBeUndefined();
    expect((await admin.post(`/api/admin/reports/${sent.json.id}/remove`)).status).toBe(409);
    expect((await report(await fan(), bad.id)).status).toBe(404); // no longer seen, so no longer reported
    const audit = (await admin.get("/api/admin/audit?limit=20")).json.items as {
      action: string;
      subject: unknown;
    }[];
    // The audit log is the deployment's: other tests' removals may be in it too.
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: "remove",
        subject: expect.objectContaining({ kind: "game_comment", id: bad.id }),
      }),
    );
  });

  it("a comment its author deleted cannot be removed (404) and its report is dismissed", async () => {
    const g = await game();
    const [author, reporter] = [await fan(), await fan()];
    const gone = await comment(author, g.id, "Soon gone");
    const sent = await report(reporter, gone.id, "spam");
    expect(sent.status, sent.text).toBe(201);
    expect((await author.c.delete(`/api/games/${g.id}/comments/${gone.id}`)).status).toBe(204);
    const res = await admin.post(`/api/admin/reports/${sent.json.id}/remove`);
    expect(res.status).toBe(404);
    expect(res.json.message).toMatch(/deleted by its author/);
    expect((await admin.post(`/api/admin/reports/${sent.json.id}/dismiss`)).json).toEqual({
      status: "dismissed",
      closedReports: 1,
    });
  });
});
