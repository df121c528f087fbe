import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eventSchema } from "@shared/schemas/events";
import type { Game } from "@shared/schemas/live";
import { teamDetailSchema, type TeamDetail } from "@shared/schemas/team-pages";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { uniqueSeed } from "../../test/sockets";
import { listWatchPartiesOfGames } from "../events/events.service";

// A team page's followers, communities and watch parties come from a read cache
// (docs/decisions/0630-read-caches.md), dropped on the domain events of what it shows (1340).
// Each test reads the page first (so the cache holds it), changes something through the API, and
// expects the very next read to show it; and what a viewer may not see stays hidden though
// another viewer's read filled the cache. The clock runs 10,000 times slower than real time: one
// season snapshot.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: uniqueSeed(), SIM_TIME_SCALE: "0.0001" });
});
afterAll(async () => t?.close());

const PASSWORD = "Touchdown!42";
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;
const soon = () => new Date(Date.now() + 3_600_000 + Math.floor(Math.random() * 60_000)).toISOString();

async function fan() {
  const c = t.client();
  const reg = await c.registerFresh({ password: PASSWORD });
  return { c, id: reg.user.id };
}

async function page(c: TestClient, teamId: number): Promise<TeamDetail> {
  const res = await c.get(`/api/teams/${teamId}`);
  expect(res.status, res.text).toBe(200);
  return teamDetailSchema.parse(res.json);
}

const teamsTaken = new Set<number>();
/**
 * A team of its own for each test (a page shows a few communities and watch parties), with a
 * game of the live board among its next games: watch parties are made for such a game. Either
 * side of an upcoming game will do, so even a seed with a thin board has teams enough.
 */
async function teamWithGame(c: TestClient): Promise<{ teamId: number; game: Game }> {
  const board = (await c.get("/api/live/scores")).json as Game[];
  const upcoming = board.filter((g) => g.gameStatus === "upcoming");
  for (const game of upcoming) {
    for (const teamId of [game.homeTeam.id, game.awayTeam.id]) {
      if (teamId === null || teamsTaken.has(teamId)) continue;
      if (!(await page(c, teamId)).nextGames.some((g) => g.id === game.id)) continue;
      teamsTaken.add(teamId);
      return { teamId, game };
    }
  }
  throw new Error(
    `no team left with an upcoming game of the board (${upcoming.length} upcoming, ${teamsTaken.size} teams taken)`,
  );
}

async function createCommunity(c: TestClient, teamId: number, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/communities", { name: unique("Supporters"), sport: "basketball", teamId, ...body });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; name: string };
}

async function createParty(c: TestClient, game: Game, body: Record<string, unknown> = {}) {
  const res = await c.post("/api/events", {
    title: unique("Watch party"),
    sport: game.sport,
    location: "Sports Bar, Main St",
    eventDate: soon(),
    gameId: game.id,
    ...body,
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number };
}

const communityIn = (p: TeamDetail, id: number) => p.communities.find((c) => c.id === id);
const partyIn = (p: TeamDetail, id: number) => p.watchParties.find((e) => e.id === id);

describe("a team page's fans part shows every change on the next read", () => {
  it("followers: a follow, an unfollow, and a follower's account deleted", async () => {
    const [viewer, other] = [await fan(), await fan()];
    const { teamId } = await teamWithGame(viewer.c);
    const before = await page(viewer.c, teamId);
    expect(before.isFavorite).toBe(false);
    expect((await other.c.request("PUT", `/api/teams/${teamId}/follow`)).status).toBe(200);
    expect((await page(viewer.c, teamId)).followers).toBe(before.followers + 1);
    expect(await page(other.c, teamId)).toMatchObject({ followers: before.followers + 1, isFavorite: true });
    expect((await other.c.delete(`/api/teams/${teamId}/follow`)).status).toBe(200);
    expect((await page(viewer.c, teamId)).followers).toBe(before.followers);
    expect((await page(other.c, teamId)).isFavorite).toBe(false);
    expect((await other.c.request("PUT", `/api/teams/${teamId}/follow`)).status).toBe(200);
    expect((await page(viewer.c, teamId)).followers).toBe(before.followers + 1);
    const gone = await other.c.request("DELETE", "/api/users/me", { password: PASSWORD });
    expect(gone.status, gone.text).toBe(200);
    expect((await page(viewer.c, teamId)).followers).toBe(before.followers);
  });

  it("communities: a new one, a join and a leave, a join request, and its creator's account deleted", async () => {
    const [owner, viewer] = [await fan(), await fan()];
    const { teamId } = await teamWithGame(viewer.c);
    await page(viewer.c, teamId);
    await page(owner.c, teamId);
    const club = await createCommunity(owner.c, teamId);
    expect(communityIn(await page(viewer.c, teamId), club.id)).toMatchObject({ memberCount: 1, membership: null });
    expect(communityIn(await page(owner.c, teamId), club.id)?.membership).toBe("member");

    expect((await viewer.c.post(`/api/communities/${club.id}/join`, {})).status).toBe(200);
    expect(communityIn(await page(viewer.c, teamId), club.id)).toMatchObject({ memberCount: 2, membership: "member" });
    expect(communityIn(await page(owner.c, teamId), club.id)).toMatchObject({ memberCount: 2, membership: "member" });
    expect((await viewer.c.post(`/api/communities/${club.id}/leave`, {})).status).toBe(200);
    expect(communityIn(await page(viewer.c, teamId), club.id)).toMatchObject({ memberCount: 1, membership: null });

    // A private one is listed to its members only: a request is not membership, approval is.
    const closed = await createCommunity(owner.c, teamId, { isPrivate: true });
    expect(communityIn(await page(owner.c, teamId), closed.id)).toMatchObject({
      isPrivate: true,
      membership: "member",
    });
    expect(communityIn(await page(viewer.c, teamId), closed.id)).toBeUndefined();
    expect((await viewer.c.post(`/api/communities/${closed.id}/join`, {})).status).toBe(200);
    expect(communityIn(await page(viewer.c, teamId), closed.id)).toBeUndefined();
    expect((await owner.c.post(`/api/communities/${closed.id}/requests/${viewer.id}/approve`)).status).toBe(200);
    expect(communityIn(await page(viewer.c, teamId), closed.id)).toMatchObject({
      membership: "member",
      memberCount: 2,
    });

    // The creator leaves: the community nobody else joined goes, the other passes to its member.
    const gone = await owner.c.request("DELETE", "/api/users/me", { password: PASSWORD });
    expect(gone.status, gone.text).toBe(200);
    expect(communityIn(await page(viewer.c, teamId), club.id)).toBeUndefined();
    expect(communityIn(await page(viewer.c, teamId), closed.id)).toMatchObject({ memberCount: 1 });
  });

  it("watch parties: a new one, RSVPs, an edit, a creator's deletion, one that started", async () => {
    const [host, viewer, other] = [await fan(), await fan(), await fan()];
    const { teamId, game } = await teamWithGame(viewer.c);
    await page(viewer.c, teamId);
    await page(other.c, teamId);
    const party = await createParty(host.c, game);
    expect(partyIn(await page(viewer.c, teamId), party.id)).toMatchObject({ currentAttendees: 1, myRsvp: null });
    expect(partyIn(await page(host.c, teamId), party.id)?.myRsvp).toBe("going");

    expect((await viewer.c.post(`/api/events/${party.id}/rsvp`, { status: "going" })).status).toBe(200);
    expect(partyIn(await page(viewer.c, teamId), party.id)).toMatchObject({ currentAttendees: 2, myRsvp: "going" });
    const seenByOther = partyIn(await page(other.c, teamId), party.id);
    expect(seenByOther).toMatchObject({ currentAttendees: 2, myRsvp: null });
    expect(seenByOther?.attendees.map((a) => a.id)).toContain(viewer.id);
    expect((await viewer.c.delete(`/api/events/${party.id}/rsvp`)).status).toBe(200);
    expect(partyIn(await page(viewer.c, teamId), party.id)).toMatchObject({ currentAttendees: 1, myRsvp: null });

    expect((await host.c.patch(`/api/events/${party.id}`, { title: "Renamed party" })).status).toBe(200);
    expect(partyIn(await page(viewer.c, teamId), party.id)?.title).toBe("Renamed party");

    // Not public: its creator sees it, nobody else does (though the creator's read filled the cache).
    const closed = await createParty(host.c, game, { isPublic: false });
    expect(partyIn(await page(host.c, teamId), closed.id)).toBeDefined();
    expect(partyIn(await page(viewer.c, teamId), closed.id)).toBeUndefined();

    // The clock, not a write: two hours on, the party (due within one hour and a minute) has started.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 3_600_000 });
    try {
      expect(partyIn(await page(viewer.c, teamId), party.id)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }

    const later = await createParty(host.c, game);
    expect(partyIn(await page(viewer.c, teamId), later.id)).toBeDefined();
    const gone = await host.c.request("DELETE", "/api/users/me", { password: PASSWORD });
    expect(gone.status, gone.text).toBe(200);
    expect(partyIn(await page(viewer.c, teamId), later.id)).toBeUndefined();
  });
});

describe("a team page's cached watch parties stay private", () => {
  it("a private community's party, cached for a member first, shows to members only", async () => {
    const [owner, outsider] = [await fan(), await fan()];
    const { teamId, game } = await teamWithGame(owner.c);
    const club = await createCommunity(owner.c, teamId, { isPrivate: true, sport: game.sport });
    const party = await createParty(owner.c, game, { communityId: club.id, isPublic: true });
    // The member reads first: the cache now holds the party for this team.
    expect(partyIn(await page(owner.c, teamId), party.id)).toBeDefined();
    expect(partyIn(await page(outsider.c, teamId), party.id)).toBeUndefined();
    // Nor the community itself: a private one is listed to its members only (0970).
    expect(communityIn(await page(owner.c, teamId), club.id)?.membership).toBe("member");
    expect(communityIn(await page(outsider.c, teamId), club.id)).toBeUndefined();

    expect((await outsider.c.post(`/api/communities/${club.id}/join`, {})).status).toBe(200);
    expect(partyIn(await page(outsider.c, teamId), party.id)).toBeUndefined(); // a request is not membership
    expect((await owner.c.post(`/api/communities/${club.id}/requests/${outsider.id}/approve`)).status).toBe(200);
    expect(partyIn(await page(outsider.c, teamId), party.id)).toBeDefined();
    expect((await outsider.c.post(`/api/communities/${club.id}/leave`, {})).status).toBe(200);
    expect(partyIn(await page(outsider.c, teamId), party.id)).toBeUndefined();
    expect(partyIn(await page(owner.c, teamId), party.id)).toBeDefined();
  });

  it("each viewer's cached parties are what the database says: public, not public, a private community's", async () => {
    const [owner, member, outsider] = [await fan(), await fan(), await fan()];
    const { teamId, game } = await teamWithGame(owner.c);
    const club = await createCommunity(owner.c, teamId, { isPrivate: true, sport: game.sport });
    expect((await member.c.post(`/api/communities/${club.id}/join`, {})).status).toBe(200);
    expect((await owner.c.post(`/api/communities/${club.id}/requests/${member.id}/approve`)).status).toBe(200);
    const party = await createParty(owner.c, game, { communityId: club.id });
    const open = await createParty(outsider.c, game);
    const hidden = await createParty(member.c, game, { isPublic: false });
    // The member reads first: the cache holds every party of the team, whoever may see it.
    expect(partyIn(await page(member.c, teamId), party.id)).toBeDefined();
    expect(partyIn(await page(outsider.c, teamId), party.id)).toBeUndefined();
    expect(communityIn(await page(outsider.c, teamId), club.id)).toBeUndefined();
    expect(partyIn(await page(owner.c, teamId), hidden.id)).toBeUndefined();

    for (const v of [owner, member, outsider]) {
      const p = await page(v.c, teamId);
      const fromDb = await listWatchPartiesOfGames(
        { db: t.app.db, game: (gid) => t.app.live.getGame(gid) ?? t.app.seasons.findGame(gid), now: () => new Date() },
        v.id,
        p.nextGames.map((g) => g.id),
        5,
      );
      expect(p.watchParties).toEqual(fromDb.map((e) => eventSchema.parse(e)));
    }
    expect(partyIn(await page(outsider.c, teamId), open.id)).toBeDefined();
    expect(partyIn(await page(member.c, teamId), hidden.id)).toBeDefined();
  });
});

describe("a viewer's kept team page", () => {
  it("shows a watch party's game as the live board has it now (a score moves without a write)", async () => {
    const [host, viewer] = [await fan(), await fan()];
    const { teamId, game } = await teamWithGame(viewer.c);
    const party = await createParty(host.c, game);
    expect(partyIn(await page(viewer.c, teamId), party.id)?.game).toMatchObject({ id: game.id, homeScore: null });
    const real = t.app.live.getGame.bind(t.app.live);
    const spy = vi
      .spyOn(t.app.live, "getGame")
      .mockImplementation((id: string) =>
        id === game.id ? { ...real(id)!, gameStatus: "live", homeScore: 3, awayScore: 1 } : real(id),
      );
    try {
      expect(partyIn(await page(viewer.c, teamId), party.id)?.game).toMatchObject({
        gameStatus: "live",
        homeScore: 3,
        awayScore: 1,
      });
    } finally {
      spy.mockRestore();
    }
    expect(partyIn(await page(viewer.c, teamId), party.id)?.game).toMatchObject({ homeScore: null });
  });

  it("drops a watch party once it starts, with no write", async () => {
    const [host, viewer] = [await fan(), await fan()];
    const { teamId, game } = await teamWithGame(viewer.c);
    const startsAt = Date.now() + 2_500;
    const party = await createParty(host.c, game, { eventDate: new Date(startsAt).toISOString() });
    expect(partyIn(await page(viewer.c, teamId), party.id)).toBeDefined();
    await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now()) + 100));
    expect(partyIn(await page(viewer.c, teamId), party.id)).toBeUndefined();
  });

  it("answers 304 to its ETag until something on it changes", async () => {
    const [viewer, other] = [await fan(), await fan()];
    const { teamId } = await teamWithGame(viewer.c);
    const first = await viewer.c.get(`/api/teams/${teamId}`);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await viewer.c.request("GET", `/api/teams/${teamId}`, undefined, { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect((await other.c.request("PUT", `/api/teams/${teamId}/follow`)).status).toBe(200);
    const changed = await viewer.c.request("GET", `/api/teams/${teamId}`, undefined, { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(teamDetailSchema.parse(changed.json).followers).toBe(teamDetailSchema.parse(first.json).followers + 1);
  });
});
