import { describe, expect, it } from "vitest";
import {
  BOX_SCORE_COLUMNS,
  gameSheetSchema,
  type BoxScoreGroup,
  type GameSheet,
  type KeyEvent,
} from "@shared/schemas/game-sheet";
import type { League } from "@shared/schemas/teams";
import { teamsOfLeague } from "../../../catalogue/teams";
import { EspnPayloadError } from "./espn-payload";
import { soccerClock, soccerKind } from "./espn-key-events";
import { mapEspnSummary } from "./espn-summary";
import { readMoreFixture } from "./fixtures";

// Every recorded ESPN game summary (tests/fixtures/espn-more, see its SOURCES.md) mapped to our
// game sheet, and held to what a finished game must satisfy: the line score adds up to the
// score, the box score's points or runs do, and so do the key events.

const teamId = (league: League, abbreviation: string) => {
  const team = teamsOfLeague(league).find((t) => t.abbreviation === abbreviation);
  if (!team) throw new Error(`no ${league} ${abbreviation} in the catalogue`);
  return team.id;
};

interface Case {
  file: string;
  league: League;
  home: string;
  away: string;
  /** Final score (home, away); null before the game. */
  score: [number, number] | null;
  venue: { name: string; city: string };
  broadcasts: string[];
  /** A player of each side that the sheet must put on that side. */
  homePlayer: string;
  awayPlayer: string;
}

const CASES: Case[] = [
  {
    file: "nba-summary-401772994.json",
    league: "nba",
    home: "IND",
    away: "NY",
    score: [125, 108],
    venue: { name: "Gainbridge Fieldhouse", city: "Indianapolis" },
    broadcasts: ["TNT", "truTV", "Max"],
    homePlayer: "Pascal Siakam",
    awayPlayer: "Jalen Brunson",
  },
  {
    file: "nba-summary-401772994-pregame.json",
    league: "nba",
    home: "IND",
    away: "NY",
    score: null,
    venue: { name: "Gainbridge Fieldhouse", city: "Indianapolis" },
    broadcasts: ["TNT", "truTV", "Max"],
    homePlayer: "Pascal Siakam",
    awayPlayer: "Jalen Brunson",
  },
  {
    file: "nfl-summary-401547417.json",
    league: "nfl",
    home: "ATL",
    away: "GB",
    score: [25, 24],
    venue: { name: "Mercedes-Benz Stadium", city: "Atlanta" },
    broadcasts: ["FOX"],
    homePlayer: "Bijan Robinson",
    awayPlayer: "Jordan Love",
  },
  {
    file: "nhl-summary-401774292.json",
    league: "nhl",
    home: "CAR",
    away: "FLA",
    score: [3, 5],
    venue: { name: "Lenovo Center", city: "Raleigh" },
    broadcasts: ["TNT", "truTV", "Max"],
    homePlayer: "Sebastian Aho",
    awayPlayer: "Aleksander Barkov",
  },
  {
    file: "nhl-summary-401803501-pregame.json",
    league: "nhl",
    home: "BUF",
    away: "DET",
    score: null,
    venue: { name: "KeyBank Center", city: "Buffalo" },
    broadcasts: ["MSGB", "FanDuel SN DET", "NHL Net"],
    homePlayer: "Tage Thompson",
    awayPlayer: "Alex DeBrincat",
  },
  {
    file: "mlb-summary-401472463.json",
    league: "mlb",
    home: "PIT",
    away: "CLE",
    score: [7, 5],
    venue: { name: "PNC Park", city: "Pittsburgh" },
    broadcasts: ["ESPN+"],
    homePlayer: "Bryan Reynolds",
    awayPlayer: "Jose Ramirez",
  },
  {
    file: "fifa-world-summary-760415.json",
    league: "fifa-world-cup",
    home: "MEX",
    away: "RSA",
    score: [2, 0],
    venue: { name: "Estadio Banorte", city: "Mexico City" },
    broadcasts: ["FOX", "Tele", "Peacock"],
    homePlayer: "Raúl Jiménez",
    awayPlayer: "Ronwen Williams",
  },
];

const sheetOf = (c: Pick<Case, "file" | "league">): GameSheet => mapEspnSummary(c.league, readMoreFixture(c.file));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const group = (sheet: GameSheet, side: "home" | "away", key: string): BoxScoreGroup =>
  sheet.boxScore![side].groups.find((g) => g.key === key)!;
const num = (v: unknown) => (typeof v === "number" ? v : 0);
/** Names of every player the sheet puts on a side (box score, lineups, leaders). */
function namesOn(sheet: GameSheet, side: "home" | "away"): Set<string> {
  const names = new Set<string>();
  for (const g of sheet.boxScore?.[side].groups ?? []) for (const p of g.players) names.add(p.player.name);
  for (const p of [...(sheet.lineups?.[side].starters ?? []), ...(sheet.lineups?.[side].bench ?? [])])
    names.add(p.name);
  for (const l of sheet.leaders) if (l[side]) names.add(l[side].player.name);
  return names;
}

describe("ESPN game summaries: every recorded one", () => {
  it.each(CASES)("$file: the sheet fits the schema, with its venue, broadcasts and sides", (c) => {
    const sheet = sheetOf(c);
    expect(gameSheetSchema.parse(sheet)).toEqual(sheet);
    expect(sheet.venue).toEqual(c.venue);
    expect(sheet.broadcasts).toEqual(c.broadcasts);
    const home = namesOn(sheet, "home");
    const away = namesOn(sheet, "away");
    expect(home).toContain(c.homePlayer);
    expect(away).toContain(c.awayPlayer);
    expect([...home].filter((n) => away.has(n))).toEqual([]);
    if (sheet.boxScore) {
      expect(sheet.boxScore.home.teamId).toBe(teamId(c.league, c.home));
      expect(sheet.boxScore.away.teamId).toBe(teamId(c.league, c.away));
    }
  });

  it.each(CASES.filter((c) => c.score))("$file: the line score adds up to the final score", (c) => {
    const sheet = sheetOf(c);
    const periods = sheet.lineScore!.periods;
    expect(periods.length).toBeGreaterThanOrEqual(2);
    expect([sum(periods.map((p) => p.home)), sum(periods.map((p) => p.away))]).toEqual(c.score);
  });

  it.each(CASES.filter((c) => c.score))("$file: the box score has the sport's columns, every line on its side", (c) => {
    const sheet = sheetOf(c);
    const sport = teamsOfLeague(c.league)[0]!.sport;
    const expected = BOX_SCORE_COLUMNS[sport] as Record<string, readonly string[]>;
    for (const side of ["home", "away"] as const) {
      const groups = sheet.boxScore![side].groups;
      expect(groups.map((g) => g.key)).toEqual(Object.keys(expected));
      for (const g of groups) {
        expect(g.columns.map((col) => col.key)).toEqual(expected[g.key]);
        expect(g.players.length).toBeGreaterThan(0);
        for (const line of g.players) {
          expect(Object.keys(line.stats)).toEqual(expected[g.key]);
          expect(line.player.id).toMatch(/^\d+$/);
        }
      }
    }
  });

  it.each(CASES.filter((c) => c.score))("$file: the key events' scores end at the final score", (c) => {
    const sheet = sheetOf(c);
    if (c.league === "nba") return expect(sheet.keyEvents).toEqual([]);
    const last = sheet.keyEvents.filter((e) => e.homeScore + e.awayScore > 0).at(-1)!;
    expect([last.homeScore, last.awayScore]).toEqual(c.score);
    // Scores never go down and every id is told once.
    sheet.keyEvents.reduce((prev, e) => {
      expect(e.homeScore).toBeGreaterThanOrEqual(prev.homeScore);
      expect(e.awayScore).toBeGreaterThanOrEqual(prev.awayScore);
      return e;
    });
    expect(new Set(sheet.keyEvents.map((e) => e.id)).size).toBe(sheet.keyEvents.length);
  });

  it("before the game: no box score, line score, team stats or events; leaders, form and meetings are there", () => {
    for (const c of CASES.filter((x) => !x.score)) {
      const sheet = sheetOf(c);
      expect(sheet).toMatchObject({ boxScore: null, lineScore: null, teamStats: [], keyEvents: [] });
      expect(sheet.leaders.length).toBe(3);
      expect(sheet.form.home.length).toBe(5);
      expect(sheet.form.away.length).toBe(5);
      expect(sheet.headToHead.length).toBeGreaterThan(0);
    }
    // NHL: the probable goalies stand in the lineups.
    const nhl = sheetOf(CASES.find((c) => c.file === "nhl-summary-401803501-pregame.json")!);
    expect(nhl.lineups!.home.starters.map((p) => p.name)).toEqual(["Alex Lyon"]);
    expect(nhl.lineups!.home.starters[0]!.position).toBe("G");
    expect(nhl.lineups!.away.starters.length).toBe(1);
    expect(nhl.form.home[0]).toEqual({
      gameId: "espn-nhl-401803486",
      date: "2026-03-25T23:30:00.000Z",
      opponentId: teamId("nhl", "BOS"),
      home: true,
      teamScore: 3,
      opponentScore: 4,
      result: "L",
    });
  });
});

describe("ESPN game summaries: basketball", () => {
  const sheet = sheetOf({ file: "nba-summary-401772994.json", league: "nba" });

  it("reads ESPN's made-attempted pairs: Siakam's 10-18 is 10 FGM of 18 FGA", () => {
    const siakam = group(sheet, "home", "players").players.find((p) => p.player.name === "Pascal Siakam")!;
    expect(siakam).toEqual({
      player: { id: "3149673", name: "Pascal Siakam", jersey: "43", position: "PF" },
      starter: true,
      stats: {
        min: 36,
        pts: 31,
        reb: 5,
        ast: 3,
        stl: 1,
        blk: 3,
        to: 2,
        fgm: 10,
        fga: 18,
        tpm: 3,
        tpa: 5,
        ftm: 8,
        fta: 11,
      },
    });
  });

  it("the players' points add up to the team's, and each line's are 2·FGM + 3PM + FTM", () => {
    for (const [side, score] of [
      ["home", 125],
      ["away", 108],
    ] as const) {
      const lines = group(sheet, side, "players").players;
      expect(sum(lines.map((l) => num(l.stats.pts)))).toBe(score);
      for (const l of lines) expect(2 * num(l.stats.fgm) + num(l.stats.tpm) + num(l.stats.ftm)).toBe(l.stats.pts);
      expect(lines.filter((l) => l.starter).length).toBe(5);
    }
  });

  it("lineups: five starters, the bench with who did not play; leaders and the meetings of the series", () => {
    expect(sheet.lineups!.home.starters.length).toBe(5);
    expect(sheet.lineups!.away.bench.map((p) => p.name)).toContain("Cameron Payne"); // did not play
    expect(sheet.lineups!.home.formation).toBeNull();
    expect(sheet.leaders.map((l) => [l.key, l.home?.player.name, l.home?.value, l.away?.player.name])).toEqual([
      ["pts", "Pascal Siakam", "31", "OG Anunoby"],
      ["ast", "Tyrese Haliburton", "13", "Jalen Brunson"],
      ["reb", "Tyrese Haliburton", "6", "Karl-Anthony Towns"],
    ]);
    // The series' five earlier games, newest first; never this game itself.
    expect(sheet.headToHead.map((m) => m.gameId)).toEqual(
      ["401772993", "401772992", "401772991", "401772990", "401772989"].map((id) => `espn-nba-${id}`),
    );
    expect(sheet.headToHead[0]).toMatchObject({ homeTeamId: teamId("nba", "NY"), homeScore: 111, awayScore: 94 });
    const fg = sheet.teamStats.find((s) => s.key === "fgPct")!;
    expect(fg).toEqual({ key: "fgPct", label: "Field Goal %", home: 54.1, away: 47.7 });
  });
});

describe("ESPN game summaries: hockey", () => {
  const sheet = sheetOf({ file: "nhl-summary-401774292.json", league: "nhl" });
  const goals = (side: "home" | "away") => sheet.keyEvents.filter((e) => e.kind === "goal" && e.team === side);

  it("goal events match the score, with scorers and assists", () => {
    expect(goals("home").length).toBe(3);
    expect(goals("away").length).toBe(5);
    const tkachuk = goals("away")[0]!;
    expect(tkachuk).toMatchObject({ period: 2, clock: "7:23", homeScore: 2, awayScore: 1 });
    expect(tkachuk.players).toEqual([
      { id: "4024854", name: "Matthew Tkachuk", role: "scorer" },
      { id: "3114717", name: "Aaron Ekblad", role: "assist" },
      { id: "3041992", name: "Seth Jones", role: "assist" },
    ]);
    expect(goals("home")[0]!.players).toEqual([{ id: "3904173", name: "Sebastian Aho", role: "scorer" }]);
  });

  it("penalties name the penalised player on his side; skaters' goals and goalies' goals against agree", () => {
    const penalties = sheet.keyEvents.filter((e) => e.kind === "penalty");
    expect(penalties.length).toBe(12);
    expect(penalties[0]).toMatchObject({ team: "home", players: [{ name: "Alexander Nikishin", role: "player" }] });
    expect(sum(group(sheet, "home", "skaters").players.map((p) => num(p.stats.g)))).toBe(3);
    expect(sum(group(sheet, "away", "skaters").players.map((p) => num(p.stats.g)))).toBe(5);
    // The empty-net goal is no goalie's: Carolina's goalie let in four of Florida's five.
    expect(group(sheet, "home", "goalies").players[0]!.stats).toEqual({ sa: 21, sv: 17, ga: 4, toi: "57:34" });
    expect(group(sheet, "away", "skaters").players[0]!.stats.toi).toBe("21:28");
  });

  it("a regular-season shoot-out: no period of the line score, its deciding goal one key event", () => {
    // The recorded game made a regular-season one that was 3-3 after overtime and went to a
    // shoot-out Florida won (the score credits the winner with one goal: 3-4).
    const payload = readMoreFixture("nhl-summary-401774292.json") as {
      header: { season: { type: number }; competitions: { competitors: Record<string, unknown>[] }[] };
      plays: Record<string, unknown>[];
    };
    payload.header.season.type = 2;
    const [home, away] = payload.header.competitions[0]!.competitors;
    home!.score = "3";
    away!.score = "4";
    home!.linescores = [
      { displayValue: "2" },
      { displayValue: "0" },
      { displayValue: "1" },
      { displayValue: "0" },
      { displayValue: "0" },
    ];
    away!.linescores = [
      { displayValue: "0" },
      { displayValue: "3" },
      { displayValue: "0" },
      { displayValue: "0" },
      { displayValue: "1" },
    ];
    const lateGoals = new Set(["401774292000011790", "401774292000012750"]);
    payload.plays = payload.plays.filter((p) => !lateGoals.has(p.id as string));
    const shot = (id: string, team: string, athlete: string, scored: boolean) => ({
      id,
      type: { id: scored ? "505" : "506", text: scored ? "Goal" : "Shot", abbreviation: scored ? "goal" : "shot" },
      text: "",
      awayScore: 3,
      homeScore: 3,
      period: { number: 5, displayValue: "SO" },
      clock: { displayValue: "0:00" },
      scoringPlay: false,
      team: { id: team },
      participants: [{ athlete: { id: athlete } }],
    });
    payload.plays.push(
      shot("so-1", "26", "3114722", true), // Reinhart scores
      shot("so-2", "7", "3904173", false),
      shot("so-3", "26", "4024854", false),
      shot("so-4", "7", "4697396", false),
    );
    const sheet = mapEspnSummary("nhl", payload);
    const goals = sheet.keyEvents.filter((e) => e.kind === "goal");
    expect([goals.filter((g) => g.team === "home").length, goals.filter((g) => g.team === "away").length]).toEqual([
      3, 4,
    ]);
    expect(goals.at(-1)).toEqual({
      id: "so-1",
      kind: "goal",
      period: 5,
      clock: null,
      team: "away",
      players: [{ id: "3114722", name: "Sam Reinhart", role: "scorer" }],
      homeScore: 3,
      awayScore: 4,
    });
    expect(sheet.lineScore!.periods.map((p) => p.label)).toEqual(["1", "2", "3", "OT"]);
    expect(sum(sheet.lineScore!.periods.map((p) => p.away))).toBe(3);
  });
});

describe("ESPN game summaries: football", () => {
  const sheet = sheetOf({ file: "nfl-summary-401547417.json", league: "nfl" });
  const POINTS: Partial<Record<KeyEvent["kind"], number>> = {
    touchdown: 6,
    "extra-point": 1,
    "two-point": 2,
    "field-goal": 3,
    safety: 2,
  };

  it("scoring plays become touchdowns, extra points and field goals whose points make the score", () => {
    for (const [side, score] of [
      ["home", 25],
      ["away", 24],
    ] as const)
      expect(sum(sheet.keyEvents.filter((e) => e.team === side).map((e) => POINTS[e.kind]!))).toBe(score);
    expect(sheet.keyEvents.map((e) => e.kind).filter((k) => k === "touchdown").length).toBe(5);
    // A missed extra point ("PAT failed") is no event.
    expect(sheet.keyEvents.filter((e) => e.kind === "extra-point").length).toBe(4);
    expect(sheet.keyEvents.filter((e) => e.kind === "field-goal").length).toBe(5);
  });

  it("names the scorer, the passer and the kicker from ESPN's play text, with their ids", () => {
    const [td, xp] = sheet.keyEvents.filter((e) => e.period === 2 && e.team === "away");
    expect(td).toMatchObject({ kind: "touchdown", clock: "13:33", homeScore: 3, awayScore: 6 });
    expect(td!.players).toEqual([
      { id: expect.stringMatching(/^\d+$/), name: "Jayden Reed", role: "scorer" },
      { id: "4036378", name: "Jordan Love", role: "assist" },
    ]);
    expect(xp).toMatchObject({ kind: "extra-point", homeScore: 3, awayScore: 7 });
    expect(xp!.players).toEqual([{ id: "4242519", name: "Anders Carlson", role: "scorer" }]);
  });

  it("a touchdown with a two-point conversion: the conversion's scorer and passer from the text", () => {
    const payload = readMoreFixture("nfl-summary-401547417.json") as { scoringPlays: Record<string, unknown>[] };
    const td = payload.scoringPlays.find((p) => p.id === "4015474171123")!;
    td.text = "Jayden Reed 9 Yd pass from Jordan Love (Jordan Love Pass to Jayden Reed for Two-Point Conversion)";
    td.awayScore = 8;
    const events = mapEspnSummary("nfl", payload).keyEvents.filter((e) => e.id.startsWith("4015474171123"));
    expect(
      events.map((e) => [e.id, e.kind, e.homeScore, e.awayScore, e.players.map((p) => `${p.role}:${p.name}`)]),
    ).toEqual([
      ["4015474171123", "touchdown", 3, 6, ["scorer:Jayden Reed", "assist:Jordan Love"]],
      ["4015474171123-2pt", "two-point", 3, 8, ["scorer:Jayden Reed", "assist:Jordan Love"]],
    ]);
  });

  it("box score groups: passing, rushing, receiving, kicking; Koo's 4/4 and 1/2", () => {
    const koo = group(sheet, "home", "kicking").players[0]!;
    expect(koo.player.name).toBe("Younghoe Koo");
    expect(koo.stats).toEqual({ fgm: 4, fga: 4, xpm: 1, xpa: 2 });
    expect(group(sheet, "away", "passing").players[0]!.stats).toEqual({ cmp: 14, att: 25, yds: 151, td: 3, int: 0 });
    expect(sheet.lineups).toBeNull();
    expect(sheet.teamStats.find((s) => s.key === "possessionTime")).toMatchObject({ home: "36:15", away: "23:45" });
  });
});

describe("ESPN game summaries: baseball", () => {
  const sheet = sheetOf({ file: "mlb-summary-401472463.json", league: "mlb" });

  it("the batters' runs add up to the score, and so do the run events", () => {
    expect(sum(group(sheet, "home", "batting").players.map((p) => num(p.stats.r)))).toBe(7);
    expect(sum(group(sheet, "away", "batting").players.map((p) => num(p.stats.r)))).toBe(5);
    const runs = (side: "home" | "away") =>
      sum(
        sheet.keyEvents
          .filter((e) => e.team === side)
          .map((e, i, all) => e[`${side}Score`] - (i ? all[i - 1]![`${side}Score`] : 0)),
      );
    expect([runs("home"), runs("away")]).toEqual([7, 5]);
  });

  it("Bell's home run in the 8th, and the lineups in batting order with the starting pitcher", () => {
    expect(sheet.keyEvents.filter((e) => e.kind === "home-run")).toEqual([
      expect.objectContaining({
        period: 8,
        team: "away",
        homeScore: 7,
        awayScore: 5,
        players: [{ id: "32517", name: "Josh Bell", role: "scorer" }],
      }),
    ]);
    const home = sheet.lineups!.home;
    expect(home.starters.map((p) => p.name)).toEqual([
      "Jack Suwinski",
      "Bryan Reynolds",
      "Carlos Santana",
      "Jiman Choi",
      "Henry Davis",
      "Jared Triolo",
      "Tucupita Marcano",
      "Nick Gonzales",
      "Austin Hedges",
      "Rich Hill",
    ]);
    expect(home.starters[2]).toMatchObject({ jersey: "41", position: "DH" });
    // The home side did not bat in the ninth: 0 there, and the innings still add up.
    expect(sheet.lineScore!.periods.at(-1)).toEqual({ label: "9", home: 0, away: 0 });
    expect(group(sheet, "home", "pitching").players[0]!.stats).toEqual({
      ip: "5.2",
      h: 8,
      r: 4,
      er: 4,
      bb: 1,
      so: 1,
      hr: 0,
    });
    expect(sheet.teamStats.map((s) => s.key)).toEqual([
      "h",
      "hr",
      "walks",
      "strikeouts",
      "stolenBases",
      "lob",
      "pitches",
      "e",
    ]);
    expect(sheet.teamStats[0]).toMatchObject({ home: 9, away: 10 });
  });
});

describe("ESPN game summaries: soccer", () => {
  const fixture = { file: "fifa-world-summary-760415.json", league: "fifa-world-cup" as const };
  const sheet = sheetOf(fixture);
  const goals = (s: GameSheet, side: "home" | "away") =>
    s.keyEvents.filter((e) => ["goal", "penalty-goal", "own-goal"].includes(e.kind) && e.team === side);

  it("goals credited to each side make the score, with scorer and assist", () => {
    expect(goals(sheet, "home").length).toBe(2);
    expect(goals(sheet, "away").length).toBe(0);
    expect(goals(sheet, "home").map((e) => [e.clock, e.players.map((p) => `${p.role}:${p.name}`)])).toEqual([
      ["9'", ["scorer:Julián Quiñones", "assist:Érik Lira"]],
      ["67'", ["scorer:Raúl Jiménez", "assist:Roberto Alvarado"]],
    ]);
  });

  it("cards and substitutions, with added time as 90'+2", () => {
    const kinds = (k: KeyEvent["kind"]) => sheet.keyEvents.filter((e) => e.kind === k);
    expect(kinds("yellow-card").length).toBe(3);
    expect(kinds("red-card").map((e) => [e.clock, e.team, e.players[0]!.name])).toEqual([
      ["49'", "away", "Sphephelo Sithole"],
      ["84'", "away", "Themba Zwane"],
      ["90'+2", "home", "César Montes"],
    ]);
    expect(kinds("substitution").length).toBe(9);
    expect(kinds("substitution")[0]!.players).toEqual([
      { id: "301321", name: "Thalente Mbatha", role: "in" },
      { id: "264751", name: "Lyle Foster", role: "out" },
    ]);
  });

  it("lineups with their formations, the goalkeeper first; the box score from the lineups' stats", () => {
    const { home, away } = sheet.lineups!;
    expect([home.formation, away.formation]).toEqual(["4-1-4-1", "5-3-2"]);
    expect(home.starters.length).toBe(11);
    expect(away.starters.length).toBe(11);
    expect(home.starters[0]).toEqual({ id: "290899", name: "Raúl Rangel", jersey: "1", position: "GK" });
    expect(home.bench.length).toBe(15);
    expect(home.bench.every((p) => p.position === null)).toBe(true); // ESPN's "SUB" is no position
    const scorer = group(sheet, "home", "players").players.find((p) => p.player.name === "Raúl Jiménez")!;
    expect(scorer.stats).toEqual({ min: 76, g: 1, a: 0, sh: 4, sot: 2, yc: 0, rc: 0 });
    const sub = group(sheet, "away", "players").players.find((p) => p.player.name === "Themba Zwane")!;
    expect(sub).toMatchObject({ starter: false, stats: { min: 23, rc: 1 } }); // on at 61', sent off at 84'
    expect(group(sheet, "away", "goalkeepers").players[0]!.stats).toEqual({ min: 90, sv: 2, ga: 2 });
    for (const side of ["home", "away"] as const)
      expect(sum(group(sheet, side, "players").players.map((p) => num(p.stats.g)))).toBe(side === "home" ? 2 : 0);
  });

  it("the head-to-head, each side's form and the team stats under the keys the screens know", () => {
    expect(sheet.headToHead).toEqual([
      {
        gameId: "espn-fifa-world-cup-264031",
        date: "2010-06-11T14:00:00.000Z",
        homeTeamId: teamId("fifa-world-cup", "RSA"),
        awayTeamId: teamId("fifa-world-cup", "MEX"),
        homeScore: 1,
        awayScore: 1,
      },
      expect.objectContaining({ gameId: "espn-fifa-world-cup-186479", homeScore: 2, awayScore: 1 }),
    ]);
    expect(sheet.form.home.map((f) => f.result).join("")).toBe("WWWDD");
    expect(sheet.form.away[0]).toMatchObject({ home: false, teamScore: 1, opponentScore: 0, result: "W" });
    expect(sheet.teamStats.find((s) => s.key === "possession")).toEqual({
      key: "possession",
      label: "Possession",
      home: 60.5,
      away: 39.5,
    });
  });

  it("ESPN's key event types and clocks, the ones the sheet tells and the ones it leaves out", () => {
    const kind = (type: string, text: string) => soccerKind({ id: "1", type: { type, text }, participants: [] });
    expect(
      [
        ["goal", "Goal"],
        ["goal---header", "Goal - Header"],
        ["goal---free-kick", "Goal - Free-kick"],
        ["penalty---scored", "Penalty - Scored"],
        ["penalty---missed", "Penalty - Missed"],
        ["penalty---saved", "Penalty - Saved"],
        ["own-goal", "Own Goal"],
        ["yellow-card", "Yellow Card"],
        ["red-card", "Red Card"],
        ["yellow-red-card", "Yellow Red Card"],
        ["substitution", "Substitution"],
        ["var---goal-disallowed", "VAR - Goal Disallowed"],
        ["kickoff", "Kickoff"],
        ["halftime", "Halftime"],
        ["start-delay", "Start Delay"],
      ].map(([type, text]) => kind(type!, text!)),
    ).toEqual([
      "goal",
      "goal",
      "goal",
      "penalty-goal",
      "penalty-missed",
      "penalty-missed",
      "own-goal",
      "yellow-card",
      "red-card",
      "red-card",
      "substitution",
      null,
      null,
      null,
      null,
    ]);
    expect(["9'", "90'+2'", "45' + 1'", "120'", "", null].map(soccerClock)).toEqual([
      "9'",
      "90'+2",
      "45'+1",
      "120'",
      null,
      null,
    ]);
  });

  it("an own goal counts for the other side than its scorer's", () => {
    const payload = readMoreFixture(fixture.file) as { keyEvents: Record<string, unknown>[] };
    const second = payload.keyEvents.find((e) => e.id === "49484266")!;
    // Say South Africa's Ime Okon turned it into his own net, as ESPN lists own goals.
    second.type = { id: "97", text: "Own Goal", type: "own-goal" };
    second.team = { id: "203" };
    second.participants = [{ athlete: { id: "358744", displayName: "Ime Okon" } }];
    const own = mapEspnSummary("fifa-world-cup", payload).keyEvents.find((e) => e.id === "49484266")!;
    expect(own).toMatchObject({ kind: "own-goal", team: "home", homeScore: 2, awayScore: 0 });
    expect(own.players).toEqual([{ id: "358744", name: "Ime Okon", role: "scorer" }]);
  });
});

describe("ESPN game summaries: read defensively", () => {
  it("a body that is no summary is an EspnPayloadError (the provider backs off and serves stale)", () => {
    for (const body of [{ message: "Service Unavailable" }, [], null, { header: { competitions: [] } }])
      expect(() => mapEspnSummary("nba", body)).toThrow(EspnPayloadError);
  });

  it("a section that is missing or does not fit gives null or [] and leaves the others", () => {
    const payload = readMoreFixture("nba-summary-401772994.json") as Record<string, unknown>;
    delete payload.gameInfo;
    payload.boxscore = "not a box score";
    payload.leaders = [{ team: { id: "11" }, leaders: "nope" }, 42];
    payload.broadcasts = null;
    const sheet = mapEspnSummary("nba", payload);
    expect(gameSheetSchema.parse(sheet)).toEqual(sheet);
    expect(sheet).toMatchObject({ venue: null, boxScore: null, teamStats: [], leaders: [], lineups: null });
    expect(sheet.lineScore!.periods.length).toBe(4);
    expect(sheet.broadcasts).toEqual(["TNT", "truTV", "Max"]);
    expect(sheet.headToHead.length).toBe(5);
  });

  it("a team outside the catalogue keeps a null id and its players; a line without stats is left out", () => {
    const payload = readMoreFixture("nba-summary-401772994.json");
    // Every mention of the Knicks becomes a club ESPN knows and our catalogue does not.
    const rename = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(rename);
      if (typeof node !== "object" || node === null) return;
      const o = node as Record<string, unknown>;
      const team = o.team as Record<string, unknown> | undefined;
      if (team?.id === "18")
        Object.assign(team, { id: "9999", displayName: "Somewhere Else", name: "Else", location: "Somewhere" });
      Object.values(o).forEach(rename);
    };
    rename(payload);
    const sheet = mapEspnSummary("nba", payload);
    expect(sheet.boxScore!.away.teamId).toBeNull();
    expect(sheet.boxScore!.home.teamId).toBe(teamId("nba", "IND"));
    const away = group(sheet, "away", "players").players;
    expect(sum(away.map((l) => num(l.stats.pts)))).toBe(108);
    // 15 listed, two did not play.
    expect(away.length).toBe(13);
    expect(away.map((l) => l.player.name)).not.toContain("Cameron Payne");
    expect(sheet.headToHead[0]!.homeTeamId).toBeNull();
  });
});
