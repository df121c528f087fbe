import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();

async function signedIn() {
  const c = t.client();
  const reg = await c.registerFresh();
  return { c, id: reg.user.id };
}

async function createEvent(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/events", {
    title: `Watch party ${randomUUID().slice(0, 8)}`,
    sport: "soccer",
    location: "The Local",
    eventDate: inDays(4),
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number };
}

const going = (c: TestClient, id: number) => c.post(`/api/events/${id}/rsvp`, { status: "going" });

describe("PATCH /api/events/:eventId", () => {
  it("lets the creator change details; attendees see the change and when it was edited", async () => {
    const host = await signedIn();
    const fan = await signedIn();
    const e = await createEvent(host.c, { maxAttendees: 5, description: "Big screen" });
    await going(fan.c, e.id);
    const date = inDays(6);
    const res = await host.c.patch(`/api/events/${e.id}`, {
      title: "Moved to Saturday",
      location: "Bigger Bar",
      eventDate: date,
      maxAttendees: 10,
    });
    expect(res.status, res.text).toBe(200);
    const seen = await fan.c.get(`/api/events/${e.id}`);
    expect(seen.json).toMatchObject({
      title: "Moved to Saturday",
      location: "Bigger Bar",
      eventDate: date,
      maxAttendees: 10,
      description: "Big screen",
      currentAttendees: 2,
      myRsvp: "going",
    });
    expect(seen.json.editedAt).toEqual(expect.any(String));
  });

  it("refuses a limit below the people already going, and allows exactly that many or none", async () => {
    const host = await signedIn();
    const e = await createEvent(host.c, { maxAttendees: 5 });
    for (let i = 0; i < 2; i++) await going((await signedIn()).c, e.id);
    const below = await host.c.patch(`/api/events/${e.id}`, { maxAttendees: 2 });
    expect(below.status).toBe(400);
    expect(below.json.message).toBe("Maximum attendees cannot be below the 3 people already going");
    expect((await host.c.patch(`/api/events/${e.id}`, { maxAttendees: 3 })).json.maxAttendees).toBe(3);
    expect((await host.c.patch(`/api/events/${e.id}`, { maxAttendees: null })).json.maxAttendees).toBeNull();
  });

  it("validates like creation and refuses others (403), past events (409), hidden ones (404)", async () => {
    const host = await signedIn();
    const other = await signedIn();
    const e = await createEvent(host.c);
    const blank = await host.c.patch(`/api/events/${e.id}`, { title: " " });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Event title is required");
    const zero = await host.c.patch(`/api/events/${e.id}`, { maxAttendees: 0 });
    expect(zero.json.message).toBe("Maximum attendees must be at least 1");
    const past = await host.c.patch(`/api/events/${e.id}`, { eventDate: inDays(-1) });
    expect(past.json.message).toBe("Event date must be in the future");
    expect((await host.c.patch(`/api/events/${e.id}`, { creatorId: other.id })).status).toBe(400);
    expect((await other.c.patch(`/api/events/${e.id}`, { title: "Mine now" })).status).toBe(403);
    const hidden = await createEvent(host.c, { isPublic: false });
    expect((await other.c.patch(`/api/events/${hidden.id}`, { title: "x" })).status).toBe(404);
    await t.app.database.query("update events set event_date = now() - interval '1 day' where id = $1", [e.id]);
    expect((await host.c.patch(`/api/events/${e.id}`, { title: "Too late" })).status).toBe(409);
  });
});

describe("waitlist", () => {
  it("offers the waitlist only when full; a freed place goes to the first waiting, in order", async () => {
    const host = await signedIn();
    const e = await createEvent(host.c, { maxAttendees: 2 });
    const a = await signedIn();
    const b = await signedIn();
    const c = await signedIn();
    expect((await a.c.post(`/api/events/${e.id}/waitlist`)).status).toBe(409); // still room
    expect((await going(a.c, e.id)).json.currentAttendees).toBe(2);
    const full = await going(b.c, e.id);
    expect(full.status).toBe(409);
    expect(full.json.message).toBe("Event is full");
    const joined = await b.c.post(`/api/events/${e.id}/waitlist`);
    expect(joined.status).toBe(200);
    expect(joined.json).toMatchObject({ myRsvp: "waitlist", waitlistCount: 1, currentAttendees: 2 });
    expect((await c.c.post(`/api/events/${e.id}/waitlist`)).json.waitlistCount).toBe(2);
    expect((await a.c.post(`/api/events/${e.id}/waitlist`)).status).toBe(409); // already going

    const left = await a.c.delete(`/api/events/${e.id}/rsvp`);
    expect(left.json).toMatchObject({ myRsvp: null, currentAttendees: 2, waitlistCount: 1 });
    expect((await b.c.get(`/api/events/${e.id}`)).json.myRsvp).toBe("going");
    expect((await c.c.get(`/api/events/${e.id}`)).json.myRsvp).toBe("waitlist");

    // A change from going to maybe frees a place too; a larger limit promotes everyone who fits.
    await b.c.post(`/api/events/${e.id}/rsvp`, { status: "maybe" });
    expect((await c.c.get(`/api/events/${e.id}`)).json).toMatchObject({ myRsvp: "going", waitlistCount: 0 });
    const d = await signedIn();
    const f = await signedIn();
    await d.c.post(`/api/events/${e.id}/waitlist`);
    await f.c.post(`/api/events/${e.id}/waitlist`);
    const grown = await host.c.patch(`/api/events/${e.id}`, { maxAttendees: 4 });
    expect(grown.json).toMatchObject({ currentAttendees: 4, waitlistCount: 0 });
    const [row] = await t.app.database.query<{ n: number }>(
      "select count(*)::int as n from event_rsvps where event_id = $1 and status = 'going'",
      [e.id],
    );
    expect(row!.n).toBe(4);
  });

  it("leaving the waitlist needs no place and promotes nobody", async () => {
    const host = await signedIn();
    const e = await createEvent(host.c, { maxAttendees: 1 });
    const a = await signedIn();
    await a.c.post(`/api/events/${e.id}/waitlist`);
    const left = await a.c.delete(`/api/events/${e.id}/rsvp`);
    expect(left.json).toMatchObject({ myRsvp: null, waitlistCount: 0, currentAttendees: 1 });
  });

  it("stays exact when several attendees leave at once: each freed place promotes one waiting user", async () => {
    const host = await signedIn();
    const e = await createEvent(host.c, { maxAttendees: 4 });
    const goers = await Promise.all([1, 2, 3].map(() => signedIn()));
    for (const g of goers) expect((await going(g.c, e.id)).status).toBe(200);
    const waiting = await Promise.all([1, 2, 3, 4].map(() => signedIn()));
    for (const w of waiting) expect((await w.c.post(`/api/events/${e.id}/waitlist`)).status).toBe(200);
    await Promise.all(goers.map((g) => g.c.delete(`/api/events/${e.id}/rsvp`)));
    const after = (await host.c.get(`/api/events/${e.id}`)).json;
    expect(after).toMatchObject({ currentAttendees: 4, waitlistCount: 1 });
    const states = await Promise.all(waiting.map(async (w) => (await w.c.get(`/api/events/${e.id}`)).json.myRsvp));
    expect(states).toEqual(["going", "going", "going", "waitlist"]);
    const [row] = await t.app.database.query<{ n: number }>(
      "select count(*)::int as n from event_rsvps where event_id = $1 and status = 'going'",
      [e.id],
    );
    expect(row!.n).toBe(4);
  });
});

describe("waitlist and edit notifications", () => {
  const types = async (c: TestClient) =>
    ((await c.get("/api/notifications")).json.items as { type: string; text: string }[]).map((n) => n.type);

  it("tells the promoted user they got a place, and attendees that the event changed", async () => {
    const host = await signedIn();
    const e = await createEvent(host.c, { maxAttendees: 2, title: "Derby night" });
    const a = await signedIn();
    const w = await signedIn();
    await going(a.c, e.id);
    await w.c.post(`/api/events/${e.id}/waitlist`);
    expect(await types(w.c)).toEqual([]);
    await a.c.delete(`/api/events/${e.id}/rsvp`);
    const [promoted] = (await w.c.get("/api/notifications")).json.items;
    expect(promoted).toMatchObject({
      type: "waitlist_promoted",
      text: "A place freed up: you're going to Derby night",
      subject: { kind: "event", id: e.id },
    });
    await host.c.patch(`/api/events/${e.id}`, { location: "Across the road" });
    expect(await types(w.c)).toEqual(["event_updated", "waitlist_promoted"]);
    // The editor is not told about their own change.
    expect(await types(host.c)).not.toContain("event_updated");
  });
});
