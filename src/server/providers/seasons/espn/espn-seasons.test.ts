import { describe, expect, it } from "vitest";
import { gameSchema } from "@shared/schemas/live";
import { leagueStandingsSchema } from "@shared/schemas/standings";
import { teamsOfLeague } from "../../../catalogue/teams";
import { EspnPayloadError } from "../../scores/espn/espn-payload";
import { tallyFinals } from "../compute-standings";
import { readSeasonFixture } from "./fixtures";
import { mapEspnSchedule } from "./espn-schedule";
import { espnScheduleUrl, espnSeasons, espnStandingsUrl } from "./espn-seasons";
import { mapEspnStandings } from "./espn-standings";

const team = (league: "nba" | "nhl" | "premier-league" | "mls" | "nfl", abbr: string) =>
  teamsOfLeague(league).find((t) => t.abbreviation === abbr)!;
const entry = (s: ReturnType<typeof mapEspnStandings>, abbr: string) =>
  s.groups.flatMap((g) => g.entries.map((e) => ({ ...e, group: g.name }))).find((e) => e.team.abbreviation === abbr)!;

describe("ESPN standings on recorded payloads", () => {
  it("NBA: two conferences of 15, ranked by seed, W-L, PCT, GB, streak", () => {
    const s = leagueStandingsSchema.parse(mapEspnStandings("nba", readSeasonFixture("nba-standings.json")));
    expect(s.season).toBe("2025-26");
    expect(s.groups.map((g) => [g.name, g.entries.length])).toEqual([
      ["Eastern Conference", 15],
      ["Western Conference", 15],
    ]);
    expect(entry(s, "DET")).toMatchObject({
      rank: 1,
      wins: 60,
      losses: 22,
      gamesPlayed: 82,
      winPercent: 0.732,
      gamesBehind: 0,
      streak: "W3",
      team: { id: team("nba", "DET").id, name: "Detroit Pistons" },
    });
    expect(s.groups[0]!.entries[1]!.gamesBehind).toBeGreaterThan(0);
  });

  it("NFL: entries put in seed order whatever ESPN's order, ties counted", () => {
    const s = leagueStandingsSchema.parse(mapEspnStandings("nfl", readSeasonFixture("nfl-standings.json")));
    const afc = s.groups[0]!;
    expect(afc.name).toBe("American Football Conference");
    expect(afc.entries[0]!.team.abbreviation).toBe("KC");
    expect(afc.entries.map((e) => e.rank)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(afc.entries.every((e) => e.ties !== undefined)).toBe(true);
  });

  it("NHL: W-L-OTL and points = 2 W + OTL", () => {
    const s = leagueStandingsSchema.parse(mapEspnStandings("nhl", readSeasonFixture("nhl-standings.json")));
    const all = s.groups.flatMap((g) => g.entries);
    expect(all).toHaveLength(32);
    for (const e of all) expect(e.points).toBe(2 * e.wins + e.otLosses!);
    expect(all.find((e) => e.rank === 1 && e.wins === 53)).toMatchObject({ losses: 22, otLosses: 7, points: 113 });
  });

  it("Premier League: one table, draws, goals, points = 3 W + D, ESPN's zones", () => {
    const s = leagueStandingsSchema.parse(mapEspnStandings("premier-league", readSeasonFixture("eng1-standings.json")));
    expect(s.groups).toHaveLength(1);
    expect(s.groups[0]!.name).toBe("English Premier League");
    const [first] = s.groups[0]!.entries;
    expect(first).toMatchObject({ rank: 1, wins: 25, draws: 9, losses: 4, points: 84, goalsFor: 86, goalsAgainst: 41 });
    expect(first!.goalDifference).toBe(45);
    expect(first!.note).toEqual({ description: "Champions League", color: "#81D6AC" });
    for (const e of s.groups[0]!.entries) expect(e.points).toBe(3 * e.wins + e.draws!);
    expect(s.groups[0]!.entries.at(-1)!.note?.description).toBe("Relegation");
  });

  it("World Cup: twelve groups, ranked by ESPN's rank though listed out of order", () => {
    const s = leagueStandingsSchema.parse(
      mapEspnStandings("fifa-world-cup", readSeasonFixture("fifa-world-standings.json")),
    );
    expect(s.groups.map((g) => g.name)).toEqual("ABCDEFGHIJKL".split("").map((l) => `Group ${l}`));
    expect(s.groups[0]!.entries.map((e) => e.team.abbreviation)).toEqual(["MEX", "KOR", "CZE", "RSA"]);
    expect(s.groups[0]!.entries[0]!.team.id).toBe(
      teamsOfLeague("fifa-world-cup").find((t) => t.abbreviation === "MEX")!.id,
    );
  });

  it("rejects what is no standings payload", () => {
    expect(() => mapEspnStandings("nba", { error: "nope" })).toThrow(EspnPayloadError);
  });
});

describe("ESPN team schedules on recorded payloads", () => {
  it("NBA: finals with scores and scheduled games without, oldest first", () => {
    const games = mapEspnSchedule("nba", readSeasonFixture("nba-team-13-schedule.json"));
    expect(games).toHaveLength(13);
    for (const g of games) expect(() => gameSchema.parse(g)).not.toThrow();
    expect(games.filter((g) => g.gameStatus === "final")).toHaveLength(6);
    expect(games.filter((g) => g.gameStatus === "upcoming").every((g) => g.homeScore === null)).toBe(true);
    const times = games.map((g) => g.gameTime!);
    expect([...times].sort()).toEqual(times);
    expect(games.every((g) => g.homeTeam.id === team("nba", "LAL").id || g.awayTeam.id === team("nba", "LAL").id)).toBe(
      true,
    );
  });

  it("NHL: the finals add up to ESPN's own record, 38-25-8", () => {
    const det = team("nhl", "DET");
    const games = mapEspnSchedule("nhl", readSeasonFixture("nhl-team-5-schedule.json"));
    expect(games).toHaveLength(82);
    const t = tallyFinals(
      "nhl",
      games.filter((g) => g.gameStatus === "final"),
    ).get(det.id)!;
    expect([t.wins, t.losses, t.otLosses]).toEqual([38, 25, 8]);
  });

  it("Premier League: newest first from ESPN, oldest first here; 15-11-12 W-D-L", () => {
    const bou = teamsOfLeague("premier-league").find((t) => t.abbreviation === "BOU")!;
    const games = mapEspnSchedule("premier-league", readSeasonFixture("eng1-team-349-schedule.json"));
    expect(games).toHaveLength(38);
    expect(games[0]!.gameTime! < games[37]!.gameTime!).toBe(true);
    const t = tallyFinals("premier-league", games).get(bou.id)!;
    expect([t.wins, t.draws, t.losses]).toEqual([15, 11, 12]);
  });

  it("NFL before the season: every game upcoming, no scores", () => {
    const games = mapEspnSchedule("nfl", readSeasonFixture("nfl-team-12-schedule-2025.json"));
    expect(games).toHaveLength(17);
    expect(games.every((g) => g.gameStatus === "upcoming" && g.homeScore === null)).toBe(true);
  });
});

describe("the ESPN season provider", () => {
  const respond = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("asks the standings and schedule endpoints (soccer fixtures too) and remembers the answers", async () => {
    let clock = 0;
    const asked: string[] = [];
    const provider = espnSeasons({
      now: () => clock,
      fetch: (async (url: string) => {
        asked.push(url);
        if (url.includes("/standings")) return respond(readSeasonFixture("eng1-standings.json"));
        if (url.includes("fixture=true")) return respond({ events: [] });
        return respond(readSeasonFixture("eng1-team-349-schedule.json"));
      }) as typeof fetch,
    });
    const at = provider.snapshotAt();
    await provider.standings("premier-league", at);
    await provider.standings("premier-league", at);
    const bou = teamsOfLeague("premier-league").find((t) => t.abbreviation === "BOU")!;
    expect(await provider.schedule(bou, at)).toHaveLength(38);
    expect(asked).toEqual([
      espnStandingsUrl("premier-league"),
      espnScheduleUrl("premier-league", bou.espnId!),
      espnScheduleUrl("premier-league", bou.espnId!, true),
    ]);
    expect(asked[0]).toBe("https://site.api.espn.com/apis/v2/sports/soccer/eng.1/standings");
    clock += 61_000;
    await provider.standings("premier-league", provider.snapshotAt());
    expect(asked.filter((u) => u.includes("/standings"))).toHaveLength(2);
  });

  it("serves the last good table when ESPN fails, and 503 when it has none yet", async () => {
    let fail = false;
    let clock = 0;
    const provider = espnSeasons({
      now: () => clock,
      fetch: (async () => (fail ? respond({}, 500) : respond(readSeasonFixture("nba-standings.json")))) as typeof fetch,
    });
    const good = await provider.standings("nba", 0);
    fail = true;
    clock += 120_000;
    expect(await provider.standings("nba", 0)).toEqual(good);
    await expect(provider.standings("nhl", 0)).rejects.toMatchObject({ statusCode: 503 });
  });
});
