import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();
const unique = (prefix = "Watch party") => `${prefix} ${randomUUID().slice(0, 8)}`;

async function signedIn() {
  const c = t.client();
  const reg = await c.registerFresh();
  return { c, id: reg.user.id, username: reg.username };
}

async function createEvent(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/events", {
    title: unique(),
    sport: "basketball",
    location: "Sports Bar, Main St",
    eventDate: inDays(3),
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

async function createCommunity(c: TestClient, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/communities", { name: unique("Club"), sport: "basketball", ...body });
  expect(res.status, res.text).toBe(201);
  return res.json;
}

/** Moves an event into the past the way time would (the API refuses past dates on create). */
async function makePast(eventId: number) {
  await t.app.database.query("update events set event_date = now() - interval '2 days' where id = $1", [eventId]);
}

const ids = (page: { items: { id: number }[] }) => page.items.map((e) => e.id);

describe("POST /api/events", () => {
  it("creates the event with the creator attending", async () => {
    const { c, id, username } = await signedIn();
    const date = inDays(5);
    const res = await c.post("/api/events", {
      title: "  Finals Night  ",
      description: "Big screen",
      sport: "Basketball",
      location: "The Corner Pub",
      eventDate: date,
      maxAttendees: 30,
      isPublic: true,
      creatorId: id,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      title: "Finals Night",
      description: "Big screen",
      sport: "basketball",
      location: "The Corner Pub",
      eventDate: date,
      maxAttendees: 30,
      communityId: null,
      isPublic: true,
      creatorId: id,
      currentAttendees: 1,
      myRsvp: "going",
      isPast: false,
      gameId: null,
      game: null,
    });
    expect(res.json.attendees).toEqual([{ id, username, firstName: "Test", avatar: null }]);
  });

  it.each([
    [{ title: undefined }, "Event title is required"],
    [{ title: " " }, "Event title is required"],
    [{ sport: undefined }, "Sport is required"],
    [{ sport: "" }, "Sport is required"],
    [{ location: undefined }, "Location is required"],
    [{ location: "" }, "Location is required"],
    [{ eventDate: undefined }, "Event date is required"],
    [{ eventDate: "" }, "Event date is required"],
    [{ eventDate: "next friday" }, "Event date must be a valid date and time"],
    [{ eventDate: new Date(Date.now() - 60_000).toISOString() }, "Event date must be in the future"],
    [{ maxAttendees: 0 }, "Maximum attendees must be at least 1"],
    [{ maxAttendees: -3 }, "Maximum attendees must be at least 1"],
    [{ maxAttendees: 2.5 }, "Maximum attendees must be a whole number"],
  ])("answers 400 for %o with the SPEC message", async (override, message) => {
    const { c } = await signedIn();
    const res = await c.post("/api/events", {
      title: unique(),
      sport: "soccer",
      location: "Pub",
      eventDate: inDays(1),
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("never creates for someone else (403) and needs a session (401)", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const title = unique();
    const res = await a.c.post("/api/events", {
      title,
      sport: "soccer",
      location: "Pub",
      eventDate: inDays(1),
      creatorId: b.id,
    });
    expect(res.status).toBe(403);
    expect((await a.c.get(`/api/events?search=${encodeURIComponent(title)}`)).json.items).toEqual([]);
    const anon = t.client();
    expect(
      (await anon.post("/api/events", { title, sport: "soccer", location: "Pub", eventDate: inDays(1) })).status,
    ).toBe(401);
    expect((await anon.get("/api/events")).status).toBe(401);
    expect((await anon.get("/api/events/user/1")).status).toBe(401);
    expect((await anon.post("/api/events/1/rsvp", { status: "going" })).status).toBe(401);
  });

  it("links a community only for its members", async () => {
    const owner = await signedIn();
    const outsider = await signedIn();
    const community = await createCommunity(owner.c);
    const inIt = await createEvent(owner.c, { communityId: community.id });
    expect(inIt).toMatchObject({ communityId: community.id, communityName: community.name });
    const refused = await outsider.c.post("/api/events", {
      title: unique(),
      sport: "soccer",
      location: "Pub",
      eventDate: inDays(1),
      communityId: community.id,
    });
    expect(refused.status).toBe(403);
    const unknown = await owner.c.post("/api/events", {
      title: unique(),
      sport: "soccer",
      location: "Pub",
      eventDate: inDays(1),
      communityId: 2147483600,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe("Unknown community");
  });
});

describe("GET /api/events", () => {
  it("lists only future events, soonest first, with title search, sport filter and a cursor", async () => {
    const { c } = await signedIn();
    const tag = randomUUID().slice(0, 8);
    const later = await createEvent(c, { title: `${tag} Derby`, eventDate: inDays(4), sport: "soccer" });
    const soon = await createEvent(c, { title: `${tag} Tip-off`, eventDate: inDays(1), sport: "basketball" });
    const mid = await createEvent(c, { title: `${tag} Puck drop`, eventDate: inDays(2), sport: "hockey" });
    const gone = await createEvent(c, { title: `${tag} Old game`, eventDate: inDays(1) });
    await makePast(gone.id);

    const page1 = await c.get(`/api/events?search=${tag.toUpperCase()}&limit=2`);
    expect(ids(page1.json)).toEqual([soon.id, mid.id]);
    const page2 = await c.get(`/api/events?search=${tag}&limit=2&cursor=${page1.json.nextCursor}`);
    expect(ids(page2.json)).toEqual([later.id]);
    expect(page2.json.nextCursor).toBeNull();
    expect(ids((await c.get(`/api/events?search=${tag}&sport=hockey`)).json)).toEqual([mid.id]);

    const past = await c.get(`/api/events?search=${tag}&when=past`);
    expect(ids(past.json)).toEqual([gone.id]);
    expect(past.json.items[0].isPast).toBe(true);
    expect((await c.get("/api/events?limit=500")).status).toBe(400);
  });

  it("lists a user's events (created or going), latest first, with past ones marked", async () => {
    const host = await signedIn();
    const fan = await signedIn();
    const hosted = await createEvent(host.c, { eventDate: inDays(2) });
    const other = await createEvent(host.c, { eventDate: inDays(9) });
    const notMine = await createEvent(host.c, { eventDate: inDays(6) });
    await fan.c.post(`/api/events/${other.id}/rsvp`, { status: "going", userId: fan.id });
    await fan.c.post(`/api/events/${notMine.id}/rsvp`, { status: "maybe" });
    const own = await createEvent(fan.c, { eventDate: inDays(1) });
    await makePast(own.id);

    const mine = await fan.c.get(`/api/events/user/${fan.id}`);
    expect(ids(mine.json)).toEqual([other.id, own.id]);
    expect(mine.json.items[1].isPast).toBe(true);
    expect(ids((await fan.c.get(`/api/events/user/${fan.id}?when=upcoming`)).json)).toEqual([other.id]);
    expect(ids((await fan.c.get(`/api/events/user/${host.id}?when=upcoming`)).json)).toEqual([
      hosted.id,
      notMine.id,
      other.id,
    ]);
  });
});

describe("RSVP", () => {
  it("goes and cancels again, with counts and attendee previews both people see", async () => {
    const host = await signedIn();
    const fan = await signedIn();
    const event = await createEvent(host.c, { maxAttendees: 10 });
    const going = await fan.c.post(`/api/events/${event.id}/rsvp`, { userId: fan.id, status: "going" });
    expect(going.status).toBe(200);
    expect(going.json).toMatchObject({ currentAttendees: 2, myRsvp: "going" });
    expect(going.json.attendees.map((a: { id: number }) => a.id)).toEqual([host.id, fan.id]);
    expect((await fan.c.post(`/api/events/${event.id}/rsvp`, { status: "going" })).json.currentAttendees).toBe(2);
    expect((await host.c.get(`/api/events/${event.id}`)).json).toMatchObject({ currentAttendees: 2, myRsvp: "going" });

    const cancelled = await fan.c.delete(`/api/events/${event.id}/rsvp`);
    expect(cancelled.json).toMatchObject({ currentAttendees: 1, myRsvp: null });
    expect((await fan.c.delete(`/api/events/${event.id}/rsvp`)).json.currentAttendees).toBe(1);
    const maybe = await fan.c.post(`/api/events/${event.id}/rsvp`, { status: "maybe" });
    expect(maybe.json).toMatchObject({ currentAttendees: 1, myRsvp: "maybe" });
    await fan.c.post(`/api/events/${event.id}/rsvp`, { status: "going" });
    const notGoing = await fan.c.post(`/api/events/${event.id}/rsvp`, { status: "not_going" });
    expect(notGoing.json).toMatchObject({ currentAttendees: 1, myRsvp: "not_going" });
    expect((await fan.c.post(`/api/events/${event.id}/rsvp`, { status: "sure" })).status).toBe(400);
  });

  it("does not RSVP for someone else (403)", async () => {
    const host = await signedIn();
    const fan = await signedIn();
    const event = await createEvent(host.c);
    const res = await host.c.post(`/api/events/${event.id}/rsvp`, { userId: fan.id, status: "going" });
    expect(res.status).toBe(403);
    expect((await fan.c.get(`/api/events/${event.id}`)).json).toMatchObject({ currentAttendees: 1, myRsvp: null });
    expect((await host.c.request("DELETE", `/api/events/${event.id}/rsvp`, { userId: fan.id })).status).toBe(403);
  });

  it("refuses a full event with 409 'Event is full' and keeps the count exact under concurrent RSVPs", async () => {
    const host = await signedIn();
    const event = await createEvent(host.c, { maxAttendees: 5 });
    const fans = await Promise.all(Array.from({ length: 10 }, () => signedIn()));
    const results = await Promise.all(fans.map((f) => f.c.post(`/api/events/${event.id}/rsvp`, { status: "going" })));
    const ok = results.filter((r) => r.status === 200);
    const full = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(4);
    expect(full).toHaveLength(6);
    expect(full[0]!.json.message).toBe("Event is full");
    const after = await host.c.get(`/api/events/${event.id}`);
    expect(after.json.currentAttendees).toBe(5);
    const attendees = await host.c.get(`/api/events/${event.id}/attendees?limit=100`);
    expect(attendees.json.items).toHaveLength(5);
    expect(after.json.attendees).toHaveLength(3);

    // One seat frees up: exactly one of the waiting fans gets it.
    const inside = fans.filter((_, i) => results[i]!.status === 200);
    const outside = fans.filter((_, i) => results[i]!.status === 409);
    await inside[0]!.c.delete(`/api/events/${event.id}/rsvp`);
    const retry = await Promise.all(outside.map((f) => f.c.post(`/api/events/${event.id}/rsvp`, { status: "going" })));
    expect(retry.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await host.c.get(`/api/events/${event.id}`)).json.currentAttendees).toBe(5);
  });

  it("keeps the count exact when many fans RSVP and cancel at once", async () => {
    const host = await signedIn();
    const event = await createEvent(host.c);
    const fans = await Promise.all(Array.from({ length: 12 }, () => signedIn()));
    await Promise.all(
      fans.flatMap((f) => [
        f.c.post(`/api/events/${event.id}/rsvp`, {}),
        f.c.post(`/api/events/${event.id}/rsvp`, { status: "going" }),
      ]),
    );
    expect((await host.c.get(`/api/events/${event.id}`)).json.currentAttendees).toBe(13);
    await Promise.all(
      fans
        .slice(0, 7)
        .flatMap((f) => [
          f.c.delete(`/api/events/${event.id}/rsvp`),
          f.c.post(`/api/events/${event.id}/rsvp`, { status: "not_going" }),
        ]),
    );
    expect((await host.c.get(`/api/events/${event.id}`)).json.currentAttendees).toBe(6);
    expect((await host.c.get(`/api/events/${event.id}/attendees?limit=100`)).json.items).toHaveLength(6);
  });

  it("refuses RSVP changes to a past event with 409", async () => {
    const host = await signedIn();
    const fan = await signedIn();
    const event = await createEvent(host.c);
    await fan.c.post(`/api/events/${event.id}/rsvp`, { status: "going" });
    await makePast(event.id);
    const late = await signedIn();
    const res = await late.c.post(`/api/events/${event.id}/rsvp`, { status: "going" });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This event has already taken place");
    expect((await fan.c.delete(`/api/events/${event.id}/rsvp`)).status).toBe(409);
    expect((await host.c.get(`/api/events/${event.id}`)).json).toMatchObject({ currentAttendees: 2, isPast: true });
  });

  it("answers 404 for an unknown event", async () => {
    const { c } = await signedIn();
    expect((await c.post("/api/events/2147483600/rsvp", { status: "going" })).status).toBe(404);
    expect((await c.get("/api/events/2147483600")).status).toBe(404);
  });
});

describe("private events", () => {
  it("are visible to the creator, attendees and the linked community's members only", async () => {
    const host = await signedIn();
    const member = await signedIn();
    const stranger = await signedIn();
    const tag = randomUUID().slice(0, 8);
    const community = await createCommunity(host.c);
    await member.c.post(`/api/communities/${community.id}/join`, {});
    const solo = await createEvent(host.c, { title: `${tag} solo`, isPublic: false });
    const club = await createEvent(host.c, {
      title: `${tag} club`,
      isPublic: false,
      communityId: community.id,
      eventDate: inDays(4),
    });
    expect(solo.isPublic).toBe(false);

    expect(ids((await host.c.get(`/api/events?search=${tag}`)).json)).toEqual([solo.id, club.id]);
    expect(ids((await member.c.get(`/api/events?search=${tag}`)).json)).toEqual([club.id]);
    expect(ids((await stranger.c.get(`/api/events?search=${tag}`)).json)).toEqual([]);
    expect(ids((await stranger.c.get(`/api/events/user/${host.id}`)).json)).toEqual([]);
    expect(ids((await stranger.c.get(`/api/events?communityId=${community.id}`)).json)).toEqual([]);
    for (const path of [
      `/api/events/${solo.id}`,
      `/api/events/${solo.id}/attendees`,
      `/api/events/${solo.id}/calendar.ics`,
    ])
      expect((await stranger.c.get(path)).status).toBe(404);
    expect((await stranger.c.post(`/api/events/${club.id}/rsvp`, { status: "going" })).status).toBe(404);

    // A member who RSVPs keeps seeing it after leaving the community (as an attendee).
    expect((await member.c.post(`/api/events/${club.id}/rsvp`, { status: "going" })).json.currentAttendees).toBe(2);
    await member.c.post(`/api/communities/${community.id}/leave`, {});
    expect((await member.c.get(`/api/events/${club.id}`)).status).toBe(200);
  });

  it("in a private community stay hidden from pending requesters until approval", async () => {
    const host = await signedIn();
    const fan = await signedIn();
    const community = await createCommunity(host.c, { isPrivate: true });
    const event = await createEvent(host.c, { isPublic: false, communityId: community.id });
    await fan.c.post(`/api/communities/${community.id}/join`, {});
    expect((await fan.c.get(`/api/events/${event.id}`)).status).toBe(404);
    await host.c.post(`/api/communities/${community.id}/requests/${fan.id}/approve`);
    expect((await fan.c.get(`/api/events/${event.id}`)).status).toBe(200);
  });
});

describe("watch parties and calendars", () => {
  it("attach the live game from the live board and refuse unknown games", async () => {
    const game = {
      id: "nba-401",
      league: "NBA",
      sport: "basketball",
      gameStatus: "live",
      gameTime: "Q3 4:12",
      homeTeam: { name: "Los Angeles Lakers", abbreviation: "LAL", logo: "/logos/lal.svg" },
      awayTeam: { name: "Boston Celtics", abbreviation: "BOS", logo: "/logos/bos.svg" },
      homeScore: 78,
      awayScore: 74,
    };
    const real = t.app.live.getGame.bind(t.app.live);
    const spy = vi
      .spyOn(t.app.live, "getGame")
      .mockImplementation((id: string) => (id === game.id ? (game as never) : real(id)));
    try {
      const { c } = await signedIn();
      const event = await createEvent(c, { gameId: "nba-401" });
      expect(event.game).toMatchObject({ id: "nba-401", homeScore: 78, awayScore: 74, gameStatus: "live" });
      game.homeScore = 81;
      expect((await c.get(`/api/events/${event.id}`)).json.game.homeScore).toBe(81);
      const bad = await c.post("/api/events", {
        title: unique(),
        sport: "soccer",
        location: "Pub",
        eventDate: inDays(1),
        gameId: "nope",
      });
      expect(bad.status).toBe(400);
      expect(bad.json.message).toBe("Unknown game");
    } finally {
      spy.mockRestore();
    }
  });

  it("follow a real game of the simulated live board", async () => {
    const { c } = await signedIn();
    const games = (await c.get("/api/live/scores")).json as { id: string; homeScore: number | null }[];
    expect(games.length).toBeGreaterThan(0);
    const event = await createEvent(c, { gameId: games[0]!.id });
    expect(event.game).toMatchObject({ id: games[0]!.id });
    const unknown = await c.post("/api/events", {
      title: unique(),
      sport: "soccer",
      location: "Pub",
      eventDate: inDays(1),
      gameId: "no-such-game",
    });
    expect(unknown.status).toBe(400);
  });

  it("offer an .ics download with the event's time, place and escaped text", async () => {
    const { c } = await signedIn();
    const date = "2031-03-14T19:30:00.000Z";
    const event = await createEvent(c, {
      title: "Derby; Reds, Blues",
      location: "Pub, Dock St",
      eventDate: date,
      description: "Line one\nLine two",
    });
    const res = await c.get(`/api/events/${event.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="derby-reds-blues-${event.id}.ics"`);
    expect(res.text).toContain("BEGIN:VCALENDAR\r\n");
    expect(res.text).toContain(`UID:event-${event.id}@fanzone\r\n`);
    expect(res.text).toContain("DTSTART:20310314T193000Z\r\n");
    expect(res.text).toContain("DTEND:20310314T223000Z\r\n");
    expect(res.text).toContain("SUMMARY:Derby\\; Reds\\, Blues\r\n");
    expect(res.text).toContain("LOCATION:Pub\\, Dock St\r\n");
    expect(res.text).toContain("DESCRIPTION:Line one\\nLine two\r\n");
    // One stamped event that a calendar reads back as it was entered.
    const [vevent, ...more] = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents("vevent");
    expect(more).toEqual([]);
    expect(vevent!.getFirstPropertyValue("summary")).toBe("Derby; Reds, Blues");
    expect(vevent!.getFirstPropertyValue("description")).toBe("Line one\nLine two");
    expect(vevent!.hasProperty("dtstamp")).toBe(true);
  });
});
