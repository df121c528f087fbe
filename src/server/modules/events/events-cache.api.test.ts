import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

// GET /api/events (upcoming) comes from a per-instance read cache (docs/decisions/0630-read-caches.md),
// dropped on the domain events of what it shows (1340). Each test reads the list first (so the
// cache holds it), changes something through the API, and expects the very next read to show it.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();
const unique = (prefix = "Cached party") => `${prefix} ${randomUUID().slice(0, 8)}`;

interface ListedEvent {
  id: number;
  myRsvp: string | null;
  currentAttendees: number;
  title: string;
  attendees: { id: number }[];
}

async function fan() {
  const c = t.client();
  const reg = await c.registerFresh();
  return { c, id: reg.user.id };
}

async function createEvent(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/events", {
    title: unique(),
    sport: "basketball",
    location: "Sports Bar, Main St",
    // Soon: within the first page of upcoming events whatever else the database holds.
    eventDate: new Date(Date.now() + 60_000 + Math.floor(Math.random() * 60_000)).toISOString(),
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json as ListedEvent;
}

async function upcoming(c: TestClient, query = ""): Promise<ListedEvent[]> {
  const res = await c.get(`/api/events?limit=100${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json.items;
}
const listed = async (c: TestClient, id: number) => (await upcoming(c)).find((e) => e.id === id);

describe("the upcoming events' read cache shows every change on the next read", () => {
  it("a new public event, then an RSVP: count and attendees for everyone, myRsvp for the fan only", async () => {
    const [host, guest, other] = [await fan(), await fan(), await fan()];
    await upcoming(guest.c);
    await upcoming(other.c);
    const e = await createEvent(host.c);
    expect(await listed(guest.c, e.id)).toMatchObject({ myRsvp: null, currentAttendees: 1 });
    expect((await guest.c.post(`/api/events/${e.id}/rsvp`, { status: "going" })).status).toBe(200);
    expect(await listed(guest.c, e.id)).toMatchObject({ myRsvp: "going", currentAttendees: 2 });
    const seenByOther = await listed(other.c, e.id);
    expect(seenByOther).toMatchObject({ myRsvp: null, currentAttendees: 2 });
    expect(seenByOther?.attendees.map((a) => a.id)).toContain(guest.id);
    expect((await guest.c.delete(`/api/events/${e.id}/rsvp`)).status).toBe(200);
    expect(await listed(guest.c, e.id)).toMatchObject({ myRsvp: null, currentAttendees: 1 });
  });

  it("a non-public event: its creator sees it, others do not", async () => {
    const [host, other] = [await fan(), await fan()];
    await upcoming(other.c);
    const e = await createEvent(host.c, { isPublic: false });
    expect(await listed(host.c, e.id)).toBeDefined();
    expect(await listed(other.c, e.id)).toBeUndefined();
  });

  it("a private community's event: members only, from the moment they are approved until they leave", async () => {
    const [owner, outsider] = [await fan(), await fan()];
    const community = await owner.c.post("/api/communities", {
      name: unique("Club"),
      sport: "basketball",
      isPrivate: true,
    });
    expect(community.status, community.text).toBe(201);
    const e = await createEvent(owner.c, { communityId: community.json.id, isPublic: true });
    expect(await listed(owner.c, e.id)).toBeDefined();
    expect(await listed(outsider.c, e.id)).toBeUndefined();
    // A request is not membership; the approval is.
    expect((await outsider.c.post(`/api/communities/${community.json.id}/join`, {})).status).toBe(200);
    expect(await listed(outsider.c, e.id)).toBeUndefined();
    const approved = await owner.c.post(`/api/communities/${community.json.id}/requests/${outsider.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(await listed(outsider.c, e.id)).toBeDefined();
    expect((await outsider.c.post(`/api/communities/${community.json.id}/leave`, {})).status).toBe(200);
    expect(await listed(outsider.c, e.id)).toBeUndefined();
    expect(await listed(owner.c, e.id)).toBeDefined();
  });

  it("an edited event, and one that started since the list was read (time passes without a write)", async () => {
    const [host, viewer] = [await fan(), await fan()];
    const e = await createEvent(host.c);
    expect(await listed(viewer.c, e.id)).toBeDefined();
    expect((await host.c.patch(`/api/events/${e.id}`, { title: "Renamed party" })).status).toBe(200);
    expect(await listed(viewer.c, e.id)).toMatchObject({ title: "Renamed party" });
    // The clock, not a write: ten minutes on, the event (due within two) has started.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
    try {
      expect(await listed(viewer.c, e.id)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("pages through the cache like through the database: no event twice, soonest first", async () => {
    const host = await fan();
    const mine: number[] = [];
    for (let i = 0; i < 5; i++) mine.push((await createEvent(host.c, { eventDate: inDays(0.5 + i / 10) })).id);
    const seen: { id: number; eventDate: string }[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 200; page++) {
      const res = await host.c.get(`/api/events?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.items);
      cursor = res.json.nextCursor;
      if (!cursor) break;
    }
    const ids = seen.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(mine));
    const dates = seen.map((e) => e.eventDate);
    expect([...dates].sort()).toEqual(dates);
  });
});
