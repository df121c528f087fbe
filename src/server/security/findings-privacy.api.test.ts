import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "@shared/schemas/common";
import { startTestApp, type TestApp } from "../test/test-app";
import { MatrixWorld } from "./matrix-world";

// Findings 3, 4 and 7 of the security review: what strangers may see, and forged cursors.
let t: TestApp;
let w: MatrixWorld;
beforeAll(async () => {
  t = await startTestApp();
  w = await new MatrixWorld(t).init();
});
afterAll(async () => t?.close());

describe("security review", () => {
  it("finding 3: a user's private communities are listed only to members", async () => {
    const other = await w.other.client.get(`/api/communities/user/${w.owner.id}`);
    expect(other.status).toBe(200);
    const seen = other.json.items.map((c: { id: number }) => c.id);
    expect(seen).toContain(w.publicCommunityId);
    expect(seen).not.toContain(w.privateCommunityId);

    const own = await w.owner.client.get(`/api/communities/user/${w.owner.id}`);
    expect(own.json.items.map((c: { id: number }) => c.id)).toContain(w.privateCommunityId);

    // A fellow member sees it on the owner's profile.
    const member = await w.account();
    await member.client.post(`/api/communities/${w.privateCommunityId}/join`);
    await w.owner.client.post(`/api/communities/${w.privateCommunityId}/requests/${member.id}/approve`);
    const fellow = await member.client.get(`/api/communities/user/${w.owner.id}`);
    expect(fellow.json.items.map((c: { id: number }) => c.id)).toContain(w.privateCommunityId);
  });

  it("finding 4: an event of a private community is visible to its members only, attendees too", async () => {
    // Created with the defaults (isPublic omitted, as the dialog used to send true).
    const explicit = await w.owner.client.post("/api/events", {
      title: "Members-only watch party",
      description: "",
      sport: "soccer",
      location: "The Anchor",
      eventDate: new Date(Date.now() + 5 * 24 * 3600_000).toISOString(),
      communityId: w.privateCommunityId,
      isPublic: true,
    });
    expect(explicit.status).toBe(201);
    expect(explicit.json.isPublic).toBe(false);
    for (const id of [w.privateEventId, explicit.json.id]) {
      expect((await w.other.client.get(`/api/events/${id}`)).status).toBe(404);
      expect((await w.other.client.get(`/api/events/${id}/attendees`)).status).toBe(404);
      expect((await w.owner.client.get(`/api/events/${id}`)).status).toBe(200);
    }
    const list = await w.other.client.get("/api/events?limit=100");
    const titles = list.json.items.map((e: { id: number }) => e.id);
    expect(titles).not.toContain(w.privateEventId);
    const theirs = await w.other.client.get(`/api/events/user/${w.owner.id}?limit=100`);
    expect(theirs.json.items.map((e: { id: number }) => e.id)).not.toContain(w.privateEventId);
    // An RSVP does not let a non-member in: a former member loses sight of it.
    const member = await w.account();
    await member.client.post(`/api/communities/${w.privateCommunityId}/join`);
    await w.owner.client.post(`/api/communities/${w.privateCommunityId}/requests/${member.id}/approve`);
    expect((await member.client.post(`/api/events/${w.privateEventId}/rsvp`, { status: "going" })).status).toBe(200);
    await member.client.post(`/api/communities/${w.privateCommunityId}/leave`);
    expect((await member.client.get(`/api/events/${w.privateEventId}`)).status).toBe(404);
  });

  it("finding 7: forged page cursors answer 400 with a message on every paged endpoint", async () => {
    const forged = [
      encodeCursor({ t: "not-a-date", id: 1 }),
      encodeCursor({ d: "not-a-date", id: 1 }),
      encodeCursor({ t: "2026-01-01 00:00:00+00", id: 1e15 }),
      encodeCursor({ d: "2026-01-01T00:00:00.000Z", id: 1e15 }),
      encodeCursor({ id: 1e15 }),
      encodeCursor({ id: -1 }),
      "%%%",
    ];
    const paged = [
      "/api/posts/feed",
      `/api/posts/user/${w.owner.id}`,
      `/api/posts/${w.postId}/comments`,
      "/api/events",
      "/api/events?when=past",
      `/api/events/user/${w.owner.id}`,
      `/api/events/${w.publicEventId}/attendees`,
      "/api/communities",
      `/api/communities/user/${w.owner.id}`,
      `/api/communities/${w.privateCommunityId}/members`,
      `/api/communities/${w.privateCommunityId}/requests`,
    ];
    for (const path of paged)
      for (const cursor of forged) {
        const sep = path.includes("?") ? "&" : "?";
        const res = await w.owner.client.get(`${path}${sep}cursor=${encodeURIComponent(cursor)}`);
        expect({ path, cursor, status: res.status }).toEqual({ path, cursor, status: 400 });
        expect(res.json.message).toMatch(/cursor/i);
      }
  });
});
