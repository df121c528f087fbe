import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

// The event's own page reads GET /api/events/:id, its attendees and its .ics: a viewer who may
// not see the event learns nothing of it, not even that it exists.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
async function signedIn() {
  const c = t.client();
  const reg = await c.registerFresh();
  return { c, id: reg.user.id };
}
async function createEvent(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/events", {
    title: `Detail ${randomUUID().slice(0, 8)}`,
    sport: "hockey",
    location: "Rink Bar",
    eventDate: inDays(2),
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; title: string };
}

describe("an event a viewer may not see", () => {
  it("answers exactly as an unknown id, on every read of its page", async () => {
    const host = await signedIn();
    const stranger = await signedIn();
    const club = await host.c.post("/api/communities", {
      name: `Closed ${randomUUID().slice(0, 8)}`,
      sport: "hockey",
      isPrivate: true,
    });
    expect(club.status).toBe(201);
    // Marked public, but in a private community: members only all the same.
    const event = await createEvent(host.c, { communityId: club.json.id, isPublic: true });
    for (const suffix of ["", "/attendees", "/calendar.ics"]) {
      const hidden = await stranger.c.get(`/api/events/${event.id}${suffix}`);
      const unknown = await stranger.c.get(`/api/events/2147483000${suffix}`);
      expect(hidden.status).toBe(404);
      expect(hidden.json).toEqual(unknown.json);
      expect(hidden.text).not.toContain(event.title);
    }
    expect((await host.c.get(`/api/events/${event.id}`)).status).toBe(200);
  });
});

describe("the calendar file", () => {
  it("links back to the event's own page", async () => {
    const host = await signedIn();
    const event = await createEvent(host.c);
    const res = await host.c.get(`/api/events/${event.id}/calendar.ics`);
    expect(res.status).toBe(200);
    const vevent = new ICAL.Component(ICAL.parse(res.text)).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("url")).toBe(`${t.app.config.publicOrigin}/events/${event.id}`);
  });
});
