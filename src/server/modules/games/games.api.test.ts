import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Game } from "@shared/schemas/live";
import {
  gameCommentPageSchema,
  gameDetailSchema,
  leaderboardSchema,
  predictionStateSchema,
} from "@shared/schemas/games";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { uniqueSeed, waitFor } from "../../test/sockets";
import { befriend, ProbeGame } from "../../test/probe-game";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: uniqueSeed() });
});
afterAll(async () => {
  await t?.close();
});

const signedIn = async () => {
  const c = t.client();
  const { user } = await c.registerFresh();
  return Object.assign(c, { id: user.id });
};
const detail = async (c: TestClient, id: string) => gameDetailSchema.parse((await c.get(`/api/games/${id}`)).json);
const pick = async (c: TestClient, id: string) =>
  predictionStateSchema.parse((await c.get(`/api/games/${id}/prediction`)).json);

describe("game centre: games and their timeline", () => {
  it("needs a session, and answers 404 for a game nobody reported", async () => {
    expect((await t.client().get("/api/games/anything")).status).toBe(401);
    const c = await signedIn();
    expect((await c.get("/api/games/probe-unknown")).status).toBe(404);
    expect((await c.get("/api/games/bad%20id")).status).toBe(400);
  });

  it("stores a game the leader reports and builds its timeline from each change", async () => {
    const c = await signedIn();
    const g = new ProbeGame(t);
    await g.move({});
    expect((await detail(c, g.id)).timeline).toEqual([]);

    await g.kickOff();
    await g.score(1, 0);
    await g.move({ clock: "20'" }); // only the clock moved: no entry
    await g.score(1, 1, 2);
    await g.final(1, 1);
    const d = await detail(c, g.id);
    expect(d).toMatchObject({ id: g.id, gameStatus: "final", homeScore: 1, awayScore: 1, winner: "tie" });
    expect(d.timeline.map((e) => [e.kind, e.homeScore, e.awayScore])).toEqual([
      ["start", 0, 0],
      ["score", 1, 0],
      ["period", 1, 1],
      ["score", 1, 1],
      ["final", 1, 1],
    ]);
    expect(d.timeline[1]!.text).toBe("Goal! Probe Rovers (TUN 0–1 PRV)");
    expect(d.timeline[2]!.text).toBe("Start of Second half");
    expect(d.timeline[4]!.text).toBe("Final (FT): TUN 1–1 PRV");

    // The same final reported again, and a replay of the game from the start (a sped-up
    // simulator restarted the same day), change nothing: a finished game stays as it ended.
    await g.final(1, 1);
    await g.move({ gameStatus: "upcoming", homeScore: null, awayScore: null, winner: null, statusDetail: "Scheduled" });
    await g.kickOff();
    const again = await detail(c, g.id);
    expect(again.timeline).toEqual(d.timeline);
    expect(again).toMatchObject({ gameStatus: "final", homeScore: 1, awayScore: 1 });
  });

  it("keeps a finished game readable once it has left the live board", async () => {
    const c = await signedIn();
    const g = new ProbeGame(t, { league: "nba", sport: "basketball" });
    await g.kickOff();
    await g.final(101, 99);
    // The leader's next full snapshot replaces the board with the provider's games only.
    expect(t.app.live.getGame(g.id)).toBeDefined();
    const board = t.app.live as unknown as { lastResync: number };
    await waitFor(async () => {
      board.lastResync = 0; // the snapshot is due
      await t.app.live.poll();
      return t.app.live.getGame(g.id) === undefined;
    });
    expect(await detail(c, g.id)).toMatchObject({ gameStatus: "final", homeScore: 101, awayScore: 99 });
  });
});

describe("game centre: predictions", () => {
  it("validates the pick: winner, both scores or neither, a score agreeing with the winner, draws only where possible", async () => {
    const c = await signedIn();
    const soccer = new ProbeGame(t);
    await soccer.move({});
    const nba = new ProbeGame(t, { league: "nba", sport: "basketball" });
    await nba.move({});
    const post = (id: string, body: unknown) => c.post(`/api/games/${id}/prediction`, body);
    expect((await post(soccer.id, { winner: "nobody" })).status).toBe(400);
    expect((await post(soccer.id, { winner: "home", homeScore: 2 })).status).toBe(400);
    expect((await post(soccer.id, { winner: "home", homeScore: 1, awayScore: 2 })).status).toBe(400);
    expect((await post(soccer.id, { winner: "home", homeScore: -1, awayScore: -2 })).status).toBe(400);
    expect((await post(nba.id, { winner: "draw" })).status).toBe(400);
    expect((await post(soccer.id, { winner: "draw", homeScore: 0, awayScore: 0 })).status).toBe(200);
    expect((await post("probe-unknown", { winner: "home" })).status).toBe(404);
  });

  it("accepts and changes a pick until kick-off, refuses it after (409), and scores it once at the final", async () => {
    const [exact, winner, wrong, late] = [await signedIn(), await signedIn(), await signedIn(), await signedIn()];
    const g = new ProbeGame(t);
    await g.move({});
    expect(await pick(exact, g.id)).toMatchObject({ state: "open", drawAllowed: true, prediction: null });

    const first = await exact.post(`/api/games/${g.id}/prediction`, { winner: "away" });
    expect(first.status).toBe(200);
    const changed = await exact.post(`/api/games/${g.id}/prediction`, { winner: "home", homeScore: 2, awayScore: 1 });
    expect(changed.json).toMatchObject({ state: "open", prediction: { winner: "home", homeScore: 2, awayScore: 1 } });
    await winner.post(`/api/games/${g.id}/prediction`, { winner: "home", homeScore: 3, awayScore: 0 });
    await wrong.post(`/api/games/${g.id}/prediction`, { winner: "draw" });

    await g.kickOff();
    const refused = await late.post(`/api/games/${g.id}/prediction`, { winner: "home" });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("Predictions closed when the game started");
    expect((await exact.post(`/api/games/${g.id}/prediction`, { winner: "away" })).status).toBe(409);
    expect(await pick(exact, g.id)).toMatchObject({ state: "locked", prediction: { winner: "home", points: null } });

    await g.score(1, 0);
    await g.score(2, 1, 2);
    await g.final(2, 1);
    expect(await pick(exact, g.id)).toMatchObject({ state: "scored", prediction: { points: 3, exact: true } });
    expect(await pick(winner, g.id)).toMatchObject({ state: "scored", prediction: { points: 1, exact: false } });
    expect(await pick(wrong, g.id)).toMatchObject({ state: "scored", prediction: { points: 0, exact: false } });
    expect(await pick(late, g.id)).toMatchObject({ state: "locked", prediction: null });

    // A repeated final, even a corrected score, does not score again.
    const scoredAt = (await pick(exact, g.id)).prediction!.scoredAt;
    await g.final(2, 1);
    await g.final(3, 1);
    expect(await pick(exact, g.id)).toMatchObject({ prediction: { points: 3, scoredAt } });
    expect(await pick(winner, g.id)).toMatchObject({ prediction: { points: 1 } });
  });
});

describe("game centre: leaderboards", () => {
  it("ranks the viewer and their friends by points from scored predictions", async () => {
    const [me, friend, stranger] = [await signedIn(), await signedIn(), await signedIn()];
    await befriend(me, friend);
    const g = new ProbeGame(t, { league: "nba", sport: "basketball" });
    await g.move({});
    await me.post(`/api/games/${g.id}/prediction`, { winner: "away", homeScore: 98, awayScore: 104 });
    await friend.post(`/api/games/${g.id}/prediction`, { winner: "away" });
    await stranger.post(`/api/games/${g.id}/prediction`, { winner: "away", homeScore: 98, awayScore: 104 });
    await g.kickOff();
    await g.final(98, 104);
    const scoredAt = Date.parse((await pick(me, g.id)).prediction!.scoredAt!);

    for (const period of ["week", "season"] as const) {
      const board = leaderboardSchema.parse((await me.get(`/api/leaderboards?scope=friends&period=${period}`)).json);
      // Whether this game's points fall in the period depends only on the period's start.
      if (scoredAt < Date.parse(board.since)) {
        expect(board.items).toEqual([]);
        continue;
      }
      expect(board.items.map((e) => [e.rank, e.user.id, e.points, e.predictions, e.exact])).toEqual([
        [1, me.id, 3, 1, 1],
        [2, friend.id, 1, 1, 0],
      ]);
    }
    const friendsView = leaderboardSchema.parse(
      (await friend.get("/api/leaderboards?scope=friends&period=season")).json,
    );
    expect(friendsView.items.map((e) => e.user.id).sort()).toEqual([me.id, friend.id].sort());
  });

  it("ranks a community's members; a private community's board is for its members only", async () => {
    const [owner, member, outsider] = [await signedIn(), await signedIn(), await signedIn()];
    const name = `Pickers ${owner.id}`;
    const pub = (await owner.post("/api/communities", { name, sport: "soccer" })).json;
    expect((await member.post(`/api/communities/${pub.id}/join`, {})).status).toBe(200);
    const priv = (await owner.post("/api/communities", { name: `${name} private`, sport: "soccer", isPrivate: true }))
      .json;

    const g = new ProbeGame(t);
    await g.move({});
    await member.post(`/api/games/${g.id}/prediction`, { winner: "home", homeScore: 1, awayScore: 0 });
    await outsider.post(`/api/games/${g.id}/prediction`, { winner: "home", homeScore: 1, awayScore: 0 });
    await owner.post(`/api/games/${g.id}/prediction`, { winner: "away" });
    await g.kickOff();
    await g.final(1, 0);

    const board = leaderboardSchema.parse(
      (await outsider.get(`/api/leaderboards?scope=community:${pub.id}&period=season`)).json,
    );
    expect(board.items.map((e) => [e.rank, e.user.id, e.points])).toEqual([
      [1, member.id, 3],
      [2, owner.id, 0],
    ]);
    expect((await outsider.get(`/api/leaderboards?scope=community:${priv.id}`)).status).toBe(403);
    expect((await owner.get(`/api/leaderboards?scope=community:${priv.id}`)).status).toBe(200);
    expect((await owner.get("/api/leaderboards?scope=community:999999999")).status).toBe(404);
    expect((await owner.get("/api/leaderboards?scope=everyone")).status).toBe(400);
    expect((await owner.get("/api/leaderboards?period=decade")).status).toBe(400);
  });

  it("pages a long ranking", async () => {
    const owner = await signedIn();
    const community = (await owner.post("/api/communities", { name: `Big board ${owner.id}`, sport: "soccer" })).json;
    const g = new ProbeGame(t);
    await g.move({});
    const people = [owner];
    for (let i = 0; i < 4; i++) {
      const p = await signedIn();
      await p.post(`/api/communities/${community.id}/join`, {});
      people.push(p);
    }
    for (const [i, p] of people.entries())
      await p.post(`/api/games/${g.id}/prediction`, i % 2 ? { winner: "home" } : { winner: "away" });
    await g.kickOff();
    await g.final(2, 0);
    const url = `/api/leaderboards?scope=community:${community.id}&period=season&limit=2`;
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = leaderboardSchema.parse(
        (await owner.get(cursor ? `${url}&cursor=${encodeURIComponent(cursor)}` : url)).json,
      );
      seen.push(...page.items.map((e) => e.user.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(5);
    expect(new Set(seen).size).toBe(5);
  });
});

describe("game centre: match thread", () => {
  it("adds, pages and deletes comments; only the author deletes", async () => {
    const [author, other] = [await signedIn(), await signedIn()];
    const g = new ProbeGame(t);
    await g.move({});
    const url = `/api/games/${g.id}/comments`;
    expect((await author.post(url, { content: "" })).status).toBe(400);
    expect((await author.post(url, { content: "x".repeat(281) })).status).toBe(400);
    const max = await author.post(url, { content: "y".repeat(280) });
    expect(max.status).toBe(201);
    for (const n of [1, 2, 3]) expect((await author.post(url, { content: `comment ${n}` })).status).toBe(201);

    const first = gameCommentPageSchema.parse((await other.get(`${url}?limit=2`)).json);
    expect(first.items.map((c) => c.content)).toEqual(["comment 3", "comment 2"]);
    const second = gameCommentPageSchema.parse(
      (await other.get(`${url}?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`)).json,
    );
    expect(second.items.map((c) => c.content)).toEqual(["comment 1", "y".repeat(280)]);
    expect(second.nextCursor).toBeNull();
    expect((await other.get(`${url}?cursor=garbage`)).status).toBe(400);

    const id = first.items[0]!.id;
    expect((await other.delete(`${url}/${id}`)).status).toBe(403);
    expect((await author.delete(`/api/games/probe-other/comments/${id}`)).status).toBe(404);
    expect((await author.delete(`${url}/${id}`)).status).toBe(204);
    expect((await author.delete(`${url}/${id}`)).status).toBe(404);
    expect((await other.post("/api/games/probe-unknown/comments", { content: "hi" })).status).toBe(404);
  });

  it("rate limits comments per user (429)", async () => {
    const strict = await startTestApp({ SIM_SEED: uniqueSeed(), RATE_LIMIT_SCALE: "0.1" });
    try {
      const c = strict.client();
      await c.registerFresh();
      const g = new ProbeGame(strict);
      await g.move({});
      expect((await c.post(`/api/games/${g.id}/comments`, { content: "one" })).status).toBe(201);
      const second = await c.post(`/api/games/${g.id}/comments`, { content: "two" });
      expect(second.status).toBe(429);
      expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  }, 120_000); // boots a second app with strict limits: slow on a busy machine
});

describe("game centre: watch parties", () => {
  it("lists the watch parties of the game the viewer may see, with the friends going", async () => {
    const [host, friend, me] = [await signedIn(), await signedIn(), await signedIn()];
    await befriend(me, friend);
    const game = t.app.live.list().find((x) => x.gameStatus === "upcoming") ?? t.app.live.list()[0]!;
    const eventDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const party = (
      await host.post("/api/events", {
        title: `Watch party ${host.id}`,
        sport: game.sport,
        location: "The Corner Pub",
        eventDate,
        gameId: game.id,
      })
    ).json;
    const hidden = (
      await host.post("/api/events", {
        title: `Private party ${host.id}`,
        sport: game.sport,
        location: "Host's living room",
        eventDate,
        gameId: game.id,
        isPublic: false,
      })
    ).json;
    expect((await friend.post(`/api/events/${party.id}/rsvp`, { status: "going" })).status).toBe(200);

    const d = await detail(me, game.id);
    const mine = d.watchParties.filter((p) => p.id === party.id || p.id === hidden.id);
    expect(mine.map((p) => p.id)).toEqual([party.id]);
    expect(mine[0]!.friendsGoing.map((f) => f.id)).toEqual([friend.id]);
    const hostView = await detail(host, game.id);
    expect(hostView.watchParties.map((p) => p.id)).toEqual(expect.arrayContaining([party.id, hidden.id]));
    expect(hostView.watchParties.find((p) => p.id === party.id)!.friendsGoing).toEqual([]);
  });

  it("shows a game's first watch party at once, though the page was read without one", async () => {
    const [host, fan] = [await signedIn(), await signedIn()];
    // A game nobody has linked a party to yet: its page is read (and its "none" kept) first.
    let game: Game | undefined;
    for (const g of t.app.live.list().filter((x) => x.gameStatus === "upcoming"))
      if ((await detail(fan, g.id)).watchParties.length === 0) {
        game = g;
        break;
      }
    const party = (
      await host.post("/api/events", {
        title: `First party ${host.id}`,
        sport: game!.sport,
        location: "The Corner Pub",
        eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        gameId: game!.id,
      })
    ).json;
    expect((await detail(fan, game!.id)).watchParties.map((p) => p.id)).toEqual([party.id]);
  });
});
