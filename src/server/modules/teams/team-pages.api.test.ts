import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ICAL from "ical.js";
import { gameSchema, type Game } from "@shared/schemas/live";
import { leagueStandingsSchema, type StandingsEntry } from "@shared/schemas/standings";
import { teamDetailSchema, teamScheduleSchema } from "@shared/schemas/team-pages";
import { LEAGUE_SLUGS, sportOfLeague } from "@shared/schemas/teams";
import { teamsOfLeague } from "../../catalogue/teams";
import { startTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { uniqueSeed } from "../../test/sockets";
import { teamCalendar } from "./team-calendar";

// Team pages and tables on the simulator. The clock is pinned (SIM_CLOCK) and runs 10,000 times
// slower than real time, so the whole file reads one snapshot of the season.
let t: TestApp;
let fan: TestClient;
beforeAll(async () => {
  t = await startTestApp({ SIM_SEED: uniqueSeed(), SIM_TIME_SCALE: "0.0001" });
  fan = t.client();
  await fan.registerFresh();
});
afterAll(async () => {
  await t?.close();
});

const finalsOf = (games: Game[]) => games.filter((g) => g.gameStatus === "final");

/** W/L/D/T/OTL of a team counted from the finals of its schedule. */
function countResults(teamId: number, games: Game[], sport: string) {
  const c = { wins: 0, losses: 0, draws: 0, ties: 0, otLosses: 0 };
  for (const g of finalsOf(games)) {
    const home = g.homeTeam.id === teamId;
    const mine = home ? g.homeScore! : g.awayScore!;
    const theirs = home ? g.awayScore! : g.homeScore!;
    if (sport === "soccer") {
      if (mine > theirs) c.wins++;
      else if (mine < theirs) c.losses++;
      else c.draws++;
    } else if (g.winner === "tie") c.ties++;
    else if (g.winner === (home ? "home" : "away")) c.wins++;
    else if (sport === "hockey" && /OT|SO/.test(g.statusDetail)) c.otLosses++;
    else c.losses++;
  }
  return c;
}

describe("GET /api/standings/:league", () => {
  it("needs a session, and 404s an unknown league", async () => {
    expect((await t.client().get("/api/standings/nba")).status).toBe(401);
    expect((await fan.get("/api/standings/wnba")).status).toBe(404);
    expect((await fan.get("/api/standings/nba")).status).toBe(200);
  });

  it("lays each league out as its fans expect", async () => {
    const groups = async (league: string) =>
      leagueStandingsSchema.parse((await fan.get(`/api/standings/${league}`)).json).groups;
    expect((await groups("nba")).map((g) => g.name)).toEqual(["Eastern Conference", "Western Conference"]);
    const nfl = await groups("nfl");
    expect(nfl).toHaveLength(8);
    expect(nfl.filter((g) => g.conference === "AFC").map((g) => g.name)).toEqual([
      "AFC East",
      "AFC North",
      "AFC South",
      "AFC West",
    ]);
    const mlb = await groups("mlb");
    expect(mlb.map((g) => g.name)).toEqual(["AL East", "AL Central", "AL West", "NL East", "NL Central", "NL West"]);
    expect(new Set(mlb.map((g) => g.conference))).toEqual(new Set(["American League", "National League"]));
    const nhl = await groups("nhl");
    expect(nhl.map((g) => [g.conference, g.entries.length])).toEqual([
      ["Eastern Conference", 8],
      ["Eastern Conference", 8],
      ["Western Conference", 8],
      ["Western Conference", 8],
    ]);
    expect((await groups("mls")).map((g) => g.name)).toEqual(["Eastern Conference", "Western Conference"]);
    for (const league of ["liga-mx", "premier-league", "la-liga", "serie-a", "bundesliga", "ligue-1"]) {
      const [table, ...rest] = await groups(league);
      expect(rest).toEqual([]);
      expect(table!.entries.some((e) => e.note)).toBe(true);
    }
    const wc = await groups("fifa-world-cup");
    expect(wc.map((g) => g.name)).toEqual("ABCDEFGHIJKL".split("").map((l) => `Group ${l}`));
    expect(wc.every((g) => g.entries.length === 4)).toBe(true);
    expect((await groups("college-football")).map((g) => g.name)).toContain("SEC");
  });

  it("answers with an ETag and 304 when nothing changed", async () => {
    const first = await fan.get("/api/standings/premier-league");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await fan.request("GET", "/api/standings/premier-league", undefined, { "if-none-match": etag });
    expect(again.status).toBe(304);
  });
});

describe("team pages agree with the tables and schedules", () => {
  it("for every team of every league: record = table row = finals of the schedule", async () => {
    for (const league of LEAGUE_SLUGS) {
      const sport = sportOfLeague(league)!;
      const table = leagueStandingsSchema.parse((await fan.get(`/api/standings/${league}`)).json);
      const rows = new Map<number, StandingsEntry & { group: string }>();
      for (const g of table.groups) for (const e of g.entries) rows.set(e.team.id!, { ...e, group: g.name });
      for (const team of teamsOfLeague(league)) {
        const [page, sched] = await Promise.all([
          fan.get(`/api/teams/${team.id}`),
          fan.get(`/api/teams/${team.id}/schedule`),
        ]);
        const detail = teamDetailSchema.parse(page.json);
        const schedule = teamScheduleSchema.parse(sched.json);
        const row = rows.get(team.id)!;
        const counted = countResults(team.id, schedule.games, sport);
        const where = `${league} ${team.abbreviation}`;
        expect(row.wins, where).toBe(counted.wins);
        expect(row.losses, where).toBe(counted.losses);
        expect(detail.record.wins, where).toBe(row.wins);
        expect(detail.record.losses, where).toBe(row.losses);
        expect(row.gamesPlayed, where).toBe(finalsOf(schedule.games).length);
        if (sport === "soccer") {
          expect(row.draws, where).toBe(counted.draws);
          expect(detail.record.draws, where).toBe(row.draws);
          expect(row.points, where).toBe(3 * row.wins + row.draws!);
          expect(detail.record.summary).toBe(`${row.wins}-${row.draws}-${row.losses}`);
        } else if (sport === "hockey") {
          expect(row.otLosses, where).toBe(counted.otLosses);
          expect(detail.record.otLosses, where).toBe(row.otLosses);
          expect(row.points, where).toBe(2 * row.wins + row.otLosses!);
          expect(detail.record.summary).toBe(`${row.wins}-${row.losses}-${row.otLosses}`);
        } else {
          expect(row.ties ?? 0, where).toBe(counted.ties);
          expect(detail.record.ties ?? 0, where).toBe(row.ties ?? 0);
        }
        expect(detail.standing?.rank, where).toBe(row.rank);
        expect(detail.standing?.summary, where).toMatch(new RegExp(`^${row.rank}(st|nd|rd|th) in ${row.group}$`));
        // form and last games: the latest finals, newest first
        const latest = finalsOf(schedule.games).reverse().slice(0, 5);
        expect(
          detail.lastGames.map((g) => g.id),
          where,
        ).toEqual(latest.map((g) => g.id));
        expect(detail.form.length, where).toBe(latest.length);
        expect(detail.nextGames.every((g) => g.gameStatus === "upcoming" || g.gameStatus === "live")).toBe(true);
      }
    }
  }, 180_000);

  it("shows the season so far at the first start: every league has played games", async () => {
    for (const league of LEAGUE_SLUGS) {
      const table = leagueStandingsSchema.parse((await fan.get(`/api/standings/${league}`)).json);
      expect(
        table.groups.flatMap((g) => g.entries).every((e) => e.gamesPlayed > 5),
        league,
      ).toBe(true);
    }
  });

  it("a past final of a schedule is the game the game centre serves", async () => {
    const lakers = teamsOfLeague("nba").find((x) => x.abbreviation === "LAL")!;
    const schedule = teamScheduleSchema.parse((await fan.get(`/api/teams/${lakers.id}/schedule`)).json);
    const old = finalsOf(schedule.games)[0]!;
    const game = await fan.get(`/api/games/${old.id}`);
    expect(game.status).toBe(200);
    expect(gameSchema.parse(game.json)).toMatchObject({
      gameStatus: "final",
      homeScore: old.homeScore,
      awayScore: old.awayScore,
    });
  });

  it("404s an unknown team, 400s a malformed id", async () => {
    for (const path of ["/api/teams/999999", "/api/teams/999999/schedule", "/api/teams/999999/calendar.ics"])
      expect((await fan.get(path)).status, path).toBe(404);
    expect((await fan.get("/api/teams/abc")).status).toBe(400);
    expect((await t.client().get("/api/teams/1001")).status).toBe(401);
  });
});

describe("following a team", () => {
  it("adds and removes the favourite; the followers count moves with it", async () => {
    const c = t.client();
    await c.registerFresh();
    const team = teamsOfLeague("nhl")[3]!;
    const before = teamDetailSchema.parse((await c.get(`/api/teams/${team.id}`)).json);
    expect(before.isFavorite).toBe(false);
    expect((await t.client().request("PUT", `/api/teams/${team.id}/follow`)).status).toBe(401);
    const followed = await c.request("PUT", `/api/teams/${team.id}/follow`);
    expect(followed.json).toEqual({ isFavorite: true, followers: before.followers + 1 });
    expect((await c.request("PUT", `/api/teams/${team.id}/follow`)).json.followers).toBe(before.followers + 1);
    expect((await c.get("/api/auth/me")).json.user.favoriteTeams).toContain(team.id);
    expect(teamDetailSchema.parse((await c.get(`/api/teams/${team.id}`)).json).isFavorite).toBe(true);
    const unfollowed = await c.delete(`/api/teams/${team.id}/follow`);
    expect(unfollowed.json).toEqual({ isFavorite: false, followers: before.followers });
    expect((await c.get("/api/auth/me")).json.user.favoriteTeams).not.toContain(team.id);
    expect((await c.request("PUT", "/api/teams/999999/follow")).status).toBe(404);
  });
});

describe("GET /api/teams/:id/calendar.ics", () => {
  // At the normal speed of the pinned board (the slowed clock above puts past games centuries back).
  let t: TestApp;
  let fan: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ SIM_SEED: uniqueSeed() });
    fan = t.client();
    await fan.registerFresh();
  });
  afterAll(async () => {
    await t?.close();
  });
  const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
  const lakers = () => teamsOfLeague("nba").find((x) => x.abbreviation === "LAL")!;

  it("is a public RFC 5545 calendar of the season: stable UIDs, UTC starts, Away at Home, the game's page", async () => {
    const anon = t.client();
    const res = await anon.get(`/api/teams/${lakers().id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const schedule = teamScheduleSchema.parse((await fan.get(`/api/teams/${lakers().id}/schedule`)).json);
    const events = parse(res.text).getAllSubcomponents("vevent");
    expect(events.length).toBe(schedule.games.filter((g) => g.gameTime).length);
    const byUid = new Map(events.map((e) => [e.getFirstPropertyValue("uid") as string, e]));
    for (const g of schedule.games) {
      const e = byUid.get(`${g.id}@fanzone`)!;
      expect(e, g.id).toBeTruthy();
      const start = e.getFirstPropertyValue("dtstart") as ICAL.Time;
      expect(start.zone?.tzid).toBe("UTC");
      // to the second: iCalendar times have no milliseconds
      expect(start.toJSDate().getTime()).toBe(Math.floor(Date.parse(g.gameTime!) / 1000) * 1000);
      const summary = e.getFirstPropertyValue("summary");
      expect(summary).toMatch(new RegExp(`^${g.awayTeam.name} at ${g.homeTeam.name}`));
      expect(summary).not.toMatch(/\d+-\d+/); // spoiler-safe by default
      expect(e.getFirstPropertyValue("url")).toMatch(new RegExp(`/games/${g.id}$`));
    }
    expect(res.text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    // the same UIDs the next time
    const again = parse((await anon.get(`/api/teams/${lakers().id}/calendar.ics`)).text);
    expect(again.getAllSubcomponents("vevent").map((e) => e.getFirstPropertyValue("uid"))).toEqual([...byUid.keys()]);
  });

  it("shows scores only when asked", async () => {
    const text = (await t.client().get(`/api/teams/${lakers().id}/calendar.ics?scores=1`)).text;
    const schedule = teamScheduleSchema.parse((await fan.get(`/api/teams/${lakers().id}/schedule`)).json);
    const final = finalsOf(schedule.games)[0]!;
    const e = parse(text)
      .getAllSubcomponents("vevent")
      .find((x) => x.getFirstPropertyValue("uid") === `${final.id}@fanzone`)!;
    expect(e.getFirstPropertyValue("summary")).toContain(`(${final.awayScore}-${final.homeScore})`);
    expect((await t.client().get(`/api/teams/${lakers().id}/calendar.ics?scores=yes`)).status).toBe(400);
  });

  it("answers 304 for its ETag", async () => {
    const first = await t.client().get(`/api/teams/${lakers().id}/calendar.ics`);
    const etag = first.headers.get("etag")!;
    const again = await t.client().request("GET", `/api/teams/${lakers().id}/calendar.ics`, undefined, {
      "if-none-match": etag,
    });
    expect(again.status).toBe(304);
  });
});

describe("team calendars over time", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SIM_SEED: uniqueSeed(), SIM_CONTROL: "true", RATE_LIMIT_SCALE: "0.05" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("raise an event's SEQUENCE when its game is rescheduled or postponed, and only then", async () => {
    const team = teamsOfLeague("mlb")[0]!;
    // The last three games as not yet played: a seed may postpone one of them (2% of outdoor games).
    const games = (await t.app.seasons.schedule(team)).slice(-3).map((g) => ({
      ...g,
      id: `${g.id}-${uniqueSeed()}`,
      gameStatus: "upcoming" as const,
      statusDetail: "",
    }));
    const sequences = async (list: Game[]) => {
      const cal = new ICAL.Component(
        ICAL.parse(await teamCalendar(t.app.db, team, list, { origin: "https://fanzone.test", scores: false })),
      );
      return cal
        .getAllSubcomponents("vevent")
        .map((e) => [e.getFirstPropertyValue("sequence"), e.getFirstPropertyValue("status")]);
    };
    expect(await sequences(games)).toEqual([
      [0, "CONFIRMED"],
      [0, "CONFIRMED"],
      [0, "CONFIRMED"],
    ]);
    expect(await sequences(games)).toEqual(await sequences(games));
    const moved = games.map((g, i) =>
      i === 1 ? { ...g, gameTime: new Date(Date.parse(g.gameTime!) + 2 * 3600_000).toISOString() } : g,
    );
    expect((await sequences(moved)).map(([s]) => s)).toEqual([0, 1, 0]);
    const postponed = moved.map((g, i) =>
      i === 2 ? { ...g, gameStatus: "other" as const, statusDetail: "Postponed" } : g,
    );
    expect(await sequences(postponed)).toEqual([
      [0, "CONFIRMED"],
      [1, "CONFIRMED"],
      [1, "CANCELLED"],
    ]);
  });

  it("are rate limited by address", async () => {
    const anon = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await anon.get(`/api/teams/${teamsOfLeague("nba")[0]!.id}/calendar.ics`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("a final recorded by the live board shows in its league's table", async () => {
    const c = t.client();
    await c.registerFresh();
    await t.app.live.poll();
    const live = t.app.live.list().find((g) => g.gameStatus === "live" && g.league === "nba")!;
    const rowOf = async () =>
      leagueStandingsSchema
        .parse((await c.get("/api/standings/nba")).json)
        .groups.flatMap((g) => g.entries)
        .find((e) => e.team.id === live.homeTeam.id)!;
    const before = await rowOf();
    expect((await c.post("/api/sim/advance", { minutes: 300 })).status).toBe(200);
    const final = t.app.live.getGame(live.id)!;
    expect(final.gameStatus).toBe("final");
    const after = await rowOf();
    expect(after.gamesPlayed).toBe(before.gamesPlayed + 1);
    expect(after.wins).toBe(before.wins + (final.winner === "home" ? 1 : 0));
    await t.app.gameRecorder.flush();
    expect((await c.get(`/api/games/${live.id}`)).json).toMatchObject({
      gameStatus: "final",
      homeScore: final.homeScore,
      awayScore: final.awayScore,
    });
  });
});
