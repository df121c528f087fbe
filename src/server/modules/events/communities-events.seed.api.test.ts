import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-users";
import { startTestApp, type TestApp } from "../../test/test-app";

// The demo data the first start seeds: counters match their rows, and the screens have something to show.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SEED_DEMO_DATA: "true" });
});
afterAll(async () => t?.close());

describe("seeded communities and events", () => {
  it("keep memberCount and currentAttendees equal to their rows", async () => {
    const badCommunities = await t.app.database.query(
      `select c.name from communities c
       where c.member_count <> (select count(*) from community_members m where m.community_id = c.id and m.status = 'member')`,
    );
    const badEvents = await t.app.database.query(
      `select e.title from events e
       where e.current_attendees <> (select count(*) from event_rsvps r where r.event_id = e.id and r.status = 'going')`,
    );
    expect(badCommunities).toEqual([]);
    expect(badEvents).toEqual([]);
  });

  it("give a demo fan communities, upcoming and past events, private ones and a pending request", async () => {
    const c = t.client();
    const login = await c.post("/api/auth/login", { email: "maya.hoops@fanzone.demo", password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const me = login.json.user.id;
    // The PostgreSQL test database is shared with other suites: look seeded rows up by name or owner.
    const sports = await t.app.database.query<{ sport: string }>(
      `select distinct c.sport from communities c join users u on u.id = c.creator_id where u.email like '%@fanzone.demo'`,
    );
    expect(new Set(sports.map((r) => r.sport))).toEqual(
      new Set(["basketball", "football", "soccer", "hockey", "baseball"]),
    );
    const sharks = (await c.get("/api/communities?search=Fantasy%20Football%20Sharks")).json.items;
    expect(sharks).toEqual([expect.objectContaining({ isPrivate: true, membership: "pending" })]);
    expect((await c.get(`/api/communities/user/${me}`)).json.items.length).toBeGreaterThanOrEqual(3);

    const mine = (await c.get(`/api/events/user/${me}?when=upcoming`)).json.items as {
      isPast: boolean;
      title: string;
    }[];
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((e) => !e.isPast)).toBe(true);
    // A private event of a community she belongs to is visible; one of a community she only asked to join is not.
    expect(mine.map((e) => e.title)).toContain("Brooklyn Courtside Members Night");
    expect((await c.get("/api/events?search=Fantasy%20Draft%20Night")).json.items).toEqual([]);
    expect((await c.get("/api/events?search=Longhorns%20Season%20Opener&when=past")).json.items).toHaveLength(1);
  });
});
