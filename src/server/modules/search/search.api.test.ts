import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLD_FROM, FOLD_TO, fold } from "@shared/search-fold";
import { SEARCH_GROUP_MAX } from "@shared/limits";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const tag = () => randomUUID().replace(/-/g, "").slice(0, 8);
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const ids = (list: { id: number }[]) => list.map((x) => x.id);

async function signedIn(names: { firstName?: string; lastName?: string } = {}) {
  const c = t.client();
  const reg = await c.registerFresh(names);
  return { c, id: reg.user.id };
}
async function community(c: TestClient, name: string, isPrivate = false) {
  const res = await c.post("/api/communities", { name, sport: "soccer", isPrivate });
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
}
async function event(c: TestClient, body: Record<string, unknown>) {
  const res = await c.post("/api/events", {
    sport: "soccer",
    location: "Bar Central",
    eventDate: inDays(3),
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json.id as number;
}
const search = (c: TestClient, q: string, extra = "") => c.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);

describe("GET /api/search", () => {
  it("finds teams from the catalogue, case and accents aside", async () => {
    const { c } = await signedIn();
    const res = await search(c, "atletico");
    expect(res.status).toBe(200);
    expect(res.json.teams.map((x: { name: string }) => x.name)).toContain("Atlético Madrid");
    const upper = await search(c, "LAKERS");
    expect(upper.json.teams[0]).toMatchObject({ name: "Los Angeles Lakers", league: "nba", abbreviation: "LAL" });
    expect(upper.json.teams[0].logo).toMatch(/^\/api\/teams\/logos\/\d+\.svg$/);
  });

  it("finds people, communities and events by accent-free text, in their groups", async () => {
    const k = tag();
    const host = await signedIn({ firstName: "José", lastName: `Núñez${k}` });
    const viewer = await signedIn();
    const clubId = await community(host.c, `Peña Atlética ${k}`);
    const eventId = await event(host.c, { title: `Noche de Fútbol ${k}` });

    const people = await search(viewer.c, `nunez${k}`);
    expect(ids(people.json.people)).toEqual([host.id]);
    expect(people.json.people[0]).toMatchObject({ firstName: "José", friendStatus: "none" });
    expect(ids((await search(viewer.c, `pena atletica ${k}`)).json.communities)).toEqual([clubId]);
    const events = (await search(viewer.c, `FUTBOL ${k}`)).json.events;
    expect(ids(events)).toEqual([eventId]);
    expect(events[0]).toMatchObject({ title: `Noche de Fútbol ${k}`, myRsvp: null, isPast: false });
    // And the accented query finds the plain text.
    expect(ids((await search(viewer.c, `Noché de Fútbol ${k}`)).json.events)).toEqual([eventId]);
  });

  it("shows a private community only to its members", async () => {
    const k = tag();
    const host = await signedIn();
    const stranger = await signedIn();
    const clubId = await community(host.c, `Secret Supporters ${k}`, true);
    expect(ids((await search(host.c, `supporters ${k}`)).json.communities)).toEqual([clubId]);
    expect((await search(stranger.c, `supporters ${k}`)).json.communities).toEqual([]);
    // A pending request is not membership.
    expect((await stranger.c.post(`/api/communities/${clubId}/join`, {})).status).toBeLessThan(300);
    expect((await search(stranger.c, `supporters ${k}`)).json.communities).toEqual([]);
  });

  it("shows only the events the viewer may see", async () => {
    const k = tag();
    const host = await signedIn();
    const member = await signedIn();
    const stranger = await signedIn();
    const privateClub = await community(host.c, `Inner Circle ${k}`, true);
    const openClub = await community(host.c, `Open Terrace ${k}`);
    await member.c.post(`/api/communities/${openClub}/join`, {});
    const open = await event(host.c, { title: `Derby ${k} open`, eventDate: inDays(2) });
    const hidden = await event(host.c, { title: `Derby ${k} inner`, communityId: privateClub, eventDate: inDays(3) });
    const club = await event(host.c, {
      title: `Derby ${k} terrace`,
      communityId: openClub,
      isPublic: false,
      eventDate: inDays(4),
    });
    const solo = await event(host.c, { title: `Derby ${k} solo`, isPublic: false, eventDate: inDays(5) });

    expect(ids((await search(host.c, `derby ${k}`)).json.events)).toEqual([open, hidden, club, solo]);
    expect(ids((await search(member.c, `derby ${k}`)).json.events)).toEqual([open, club]);
    expect(ids((await search(stranger.c, `derby ${k}`)).json.events)).toEqual([open]);
  });

  it("leaves out people who blocked the viewer or whom the viewer blocked", async () => {
    const k = tag();
    const fan = await signedIn({ lastName: `Blocker${k}` });
    const viewer = await signedIn();
    expect(ids((await search(viewer.c, `blocker${k}`)).json.people)).toEqual([fan.id]);
    expect((await fan.c.post(`/api/users/${viewer.id}/block`)).status).toBe(200);
    expect((await search(viewer.c, `blocker${k}`)).json.people).toEqual([]);
  });

  it("bounds every group", async () => {
    const k = tag();
    const host = await signedIn();
    for (let i = 0; i < SEARCH_GROUP_MAX + 2; i++)
      await event(host.c, { title: `Many ${k} ${i}`, eventDate: inDays(2 + i) });
    const full = await search(host.c, `many ${k}`);
    expect(full.json.events).toHaveLength(SEARCH_GROUP_MAX);
    expect((await search(host.c, `many ${k}`, "&limit=3")).json.events).toHaveLength(3);
    expect((await search(host.c, "a")).json.teams.length).toBeLessThanOrEqual(SEARCH_GROUP_MAX);
    expect((await search(host.c, `many ${k}`, `&limit=${SEARCH_GROUP_MAX + 1}`)).status).toBe(400);
  });

  it("treats % and _ as text, not wildcards", async () => {
    const k = tag();
    const host = await signedIn();
    const id = await event(host.c, { title: `100%_real ${k}` });
    await event(host.c, { title: `100 real ${k}` });
    expect(ids((await search(host.c, `100%_real ${k}`)).json.events)).toEqual([id]);
  });

  it("validates the query and needs a session", async () => {
    const { c } = await signedIn();
    const empty = await c.get("/api/search?q=%20%20");
    expect(empty.status).toBe(400);
    expect(empty.json.issues[0].message).toBe("Type something to search for");
    expect((await c.get(`/api/search?q=${"x".repeat(61)}`)).status).toBe(400);
    expect((await t.client().get("/api/search?q=lakers")).status).toBe(401);
  });
});

describe("search rate limit", () => {
  it("answers 429 with Retry-After past 60 searches a minute", async () => {
    const limited = await startTestApp({ RATE_LIMIT_SCALE: "1" }, { embedded: true });
    try {
      const c = limited.client();
      await c.registerFresh();
      for (let i = 0; i < 60; i++) expect((await c.get(`/api/search?q=team${i}`)).status).toBe(200);
      const res = await c.get("/api/search?q=one-more");
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe("search_fold (the database's folding)", () => {
  it("folds every letter as the shared fold() does", async () => {
    const [row] = await t.app.database.query<{ folded: string }>("select search_fold($1) as folded", [
      `${FOLD_FROM} Atlético MÜNCHEN Łódź`,
    ]);
    expect(row!.folded).toBe(`${FOLD_TO} atletico munchen lodz`);
    expect(fold(`${FOLD_FROM} Atlético MÜNCHEN Łódź`)).toBe(row!.folded);
  });
});
