import { describe, expect, it } from "vitest";
import { resultOf } from "@shared/game-result";
import { gameSchema, type Game } from "@shared/schemas/live";
import type { League } from "@shared/schemas/teams";
import { EspnPayloadError, parseEspnScoreboard } from "./espn-payload";
import { mapEspnScoreboard } from "./espn-scoreboard";
import { fixtureFiles, readFixture } from "./fixtures";

const LEAGUE_OF: Record<string, League> = {
  nba: "nba",
  nfl: "nfl",
  mlb: "mlb",
  nhl: "nhl",
  mls: "mls",
  ncaaf: "college-football",
  "premier-league": "premier-league",
  "fifa-world-cup": "fifa-world-cup",
};
const leagueOfFile = (f: string) => LEAGUE_OF[Object.keys(LEAGUE_OF).find((k) => f.startsWith(`${k}-`))!]!;
const NOW = new Date("2026-11-22T12:00:00Z");
const map = (file: string) => mapEspnScoreboard(leagueOfFile(file), readFixture(file), NOW);
const game = (file: string, espnId: string): Game => {
  const g = map(file).find((x) => x.id.endsWith(`-${espnId}`));
  if (!g) throw new Error(`${espnId} not in ${file}`);
  return g;
};

describe("ESPN scoreboard adapter on the recorded payloads", () => {
  const files = fixtureFiles("scoreboard");

  it("finds the fixtures", () => {
    expect(files.length).toBe(17);
  });

  it.each(fixtureFiles("scoreboard"))("maps every event of %s to a valid game", (file) => {
    const payload = readFixture(file);
    const games = map(file);
    expect(games.length).toBe(payload.events.length);
    for (const g of games) {
      expect(() => gameSchema.parse(g)).not.toThrow();
      expect(g.homeTeam.logo).toMatch(/^\/api\/teams\//); // our own logos, never ESPN's CDN
      expect(g.awayTeam.logo).toMatch(/^\/api\/teams\//);
      if (g.gameStatus === "final") expect(g.winner).not.toBeNull();
    }
  });

  it("maps catalogue teams onto our ids for every current team of the US leagues", () => {
    const unmatched: string[] = [];
    for (const f of [
      "nba-scoreboard.json",
      "nfl-scoreboard.json",
      "mlb-scoreboard.json",
      "nhl-scoreboard.json",
      "mls-scoreboard.json",
      "premier-league-scoreboard.json",
    ])
      for (const g of map(f)) for (const t of [g.homeTeam, g.awayTeam]) if (t.id === null) unmatched.push(t.name);
    // 2022 and 2024-25 payloads: only teams that no longer exist or were relegated stay unmatched
    expect([...new Set(unmatched)].sort()).toEqual([
      "Arizona Coyotes",
      "Ipswich Town",
      "Leicester City",
      "Southampton",
    ]);
  });

  it("a final NBA game: string scores to numbers, W/L", () => {
    const g = game("nba-scoreboard.json", "401736814");
    expect(g).toMatchObject({
      league: "nba",
      sport: "basketball",
      gameStatus: "final",
      homeScore: 116,
      awayScore: 110,
      winner: "home",
      statusDetail: "Final",
      gameTime: "2024-12-16T02:30:00.000Z",
    });
    expect(g.homeTeam).toMatchObject({ name: "Los Angeles Lakers", abbreviation: "LAL" });
    expect(g.awayTeam).toMatchObject({ name: "Memphis Grizzlies", abbreviation: "MEM" });
    expect([resultOf(g, "home"), resultOf(g, "away")]).toEqual(["W", "L"]);
  });

  it("a live NFL game in the 4th quarter", () => {
    const g = game("nfl-scoreboard-live.json", "401437634");
    expect(g).toMatchObject({
      gameStatus: "live",
      homeScore: 14,
      awayScore: 20,
      statusDetail: "0:16 - 4th",
      period: 4,
      clock: "0:16",
      winner: null,
    });
    expect(g.homeTeam.name).toBe("Cincinnati Bengals");
    expect(g.awayTeam.name).toBe("Pittsburgh Steelers");
    expect(resultOf(g, "home")).toBeNull();
  });

  it("a live MLB game and a postponed one (state post but not final, scores '0' are not scores)", () => {
    expect(game("mlb-scoreboard-live.json", "401695831")).toMatchObject({
      gameStatus: "live",
      statusDetail: "Top 5th",
      homeScore: 0,
      awayScore: 5,
      homeTeam: { name: "San Francisco Giants" },
      awayTeam: { name: "San Diego Padres" },
    });
    const postponed = game("mlb-scoreboard-live.json", "401695827");
    expect(postponed).toMatchObject({
      gameStatus: "other",
      statusDetail: "Postponed",
      homeScore: null,
      awayScore: null,
      winner: null,
    });
    expect(postponed.homeTeam.name).toBe("St. Louis Cardinals");
  });

  it("a suspended MLB game keeps its score but is not final; extra innings are final", () => {
    expect(game("mlb-scoreboard.json", "401695844")).toMatchObject({
      gameStatus: "other",
      statusDetail: "Suspended",
      homeScore: 3,
      awayScore: 3,
      winner: null,
    });
    expect(game("mlb-scoreboard.json", "401695856")).toMatchObject({
      gameStatus: "final",
      statusDetail: "Final/10",
      homeScore: 5,
      awayScore: 4,
      winner: "home",
    });
  });

  it("a World Cup shoot-out: level score, winner by penalties", () => {
    const g = game("fifa-world-cup-scoreboard.json", "760489");
    expect(g).toMatchObject({
      league: "fifa-world-cup",
      gameStatus: "final",
      statusDetail: "FT-Pens",
      homeScore: 1,
      awayScore: 1,
      homeShootout: 3,
      awayShootout: 4,
      winner: "away",
    });
    expect(g.homeTeam).toMatchObject({ name: "Germany", abbreviation: "GER" });
    expect(g.awayTeam).toMatchObject({ name: "Paraguay", abbreviation: "PAR" });
    expect([resultOf(g, "home"), resultOf(g, "away")]).toEqual(["L", "W"]);
  });

  it("placeholder teams without logos get a neutral badge and no catalogue id", () => {
    const g = game("fifa-world-cup-scoreboard-knockout-live.json", "760509");
    expect(g.gameStatus).toBe("upcoming");
    expect(g.homeTeam).toEqual({
      id: null,
      name: "Round of 32 14 Winner",
      abbreviation: "RD32",
      logo: "/api/teams/badges/RD32.svg",
    });
    expect([g.homeScore, g.awayScore]).toEqual([null, null]);
    const live = game("fifa-world-cup-scoreboard-knockout-live.json", "760499");
    expect(live).toMatchObject({ gameStatus: "live", statusDetail: "96'", homeScore: 1, awayScore: 1 });
    // ESPN spells it "United States"; matched on the FIFA code
    const usa = game("fifa-world-cup-scoreboard-knockout-live.json", "760507");
    expect(usa.homeTeam).toMatchObject({ name: "USA", abbreviation: "USA" });
    expect(usa.homeTeam.id).not.toBeNull();
  });

  it("a draw in the Premier League is a tie (T/T); an NHL overtime final", () => {
    const draws = map("premier-league-scoreboard.json").filter((g) => g.homeScore === g.awayScore);
    for (const d of draws) expect([resultOf(d, "home"), resultOf(d, "away")]).toEqual(["T", "T"]);
    expect(game("nhl-scoreboard.json", "401461454")).toMatchObject({
      gameStatus: "final",
      statusDetail: "Final/OT",
      homeScore: 3,
      awayScore: 4,
      winner: "away",
    });
  });

  it("an upcoming game has its kick-off time and no scores; a TBD time is null", () => {
    const mls = map("mls-scoreboard-scheduled-single.json")[0]!;
    expect(mls.gameStatus).toBe("upcoming");
    expect(mls.gameTime).toMatch(/^2025-0[56]-\d\dT/);
    expect([mls.homeScore, mls.awayScore]).toEqual([null, null]);
    const payload = readFixture("mls-scoreboard-scheduled-single.json");
    payload.events[0].competitions[0].timeValid = false;
    const tbd = mapEspnScoreboard("mls", payload, NOW)[0]!;
    expect(tbd.gameTime).toBeNull();
    expect(tbd.statusDetail).toBe("TBD");
  });

  it("rejects what is not a scoreboard, and skips the events that do not fit", () => {
    for (const bad of [null, "<html>", {}, { events: "none" }, [1, 2], { message: "Service Unavailable" }])
      expect(() => mapEspnScoreboard("nba", bad)).toThrow(EspnPayloadError);
    const good = readFixture("nba-scoreboard.json").events[0];
    const comp = good.competitions[0];
    const broken = [
      {},
      null,
      42,
      { ...good, id: { value: good.id } }, // an id that is neither a string nor a number
      { ...good, competitions: [] }, // no competition
      { ...good, competitions: [{ ...comp, competitors: [comp.competitors[0]] }] }, // one side only
      {
        ...good,
        competitions: [{ ...comp, competitors: comp.competitors.map((c: object) => ({ ...c, score: [1] })) }],
      },
      { ...good, competitions: [{ ...comp, status: { ...comp.status, period: "4th" } }] },
      {
        ...good,
        competitions: [{ ...comp, competitors: comp.competitors.map((c: object) => ({ ...c, team: "LAL" })) }],
      },
    ];
    expect(parseEspnScoreboard({ events: [...broken, good] }).skipped).toBe(broken.length);
    const games = mapEspnScoreboard("nba", { events: [...broken, good] }, NOW);
    expect(games.map((g) => g.id)).toEqual([`espn-nba-${good.id}`]);
    expect(mapEspnScoreboard("nba", { events: [] })).toEqual([]);
  });
});
