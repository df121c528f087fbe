import { describe, expect, it } from "vitest";
import { LEAGUES } from "@shared/schemas/teams";
import { CATALOGUE } from "../../../catalogue/teams";
import { sheetViolations } from "../../../test/sheet-invariants";
import { seasonIndexOf, simSeason, type SeasonGame } from "./season";
import { SQUAD_SHAPES, squadOf } from "./squads";
import { simulatedScoresProvider } from "./simulated.provider";
import { sumLines } from "../../../lib/stat-lines";
import { TEST_BOARD } from "./test-board";

const SEED = "fanzone";
const CLOCK = Date.parse(TEST_BOARD.clock);
// The real and the simulated clock are one (scale 1, anchored at the clock): a card's instant is its own.
const provider = (nowMs = CLOCK) =>
  simulatedScoresProvider({ seed: SEED, timeScale: 1, anchorMs: CLOCK, simStartMs: CLOCK, now: () => nowMs });
const MIN_SQUAD = { basketball: 13, hockey: 20, baseball: 26, football: 45, soccer: 23 } as const;

const season = simSeason(SEED, seasonIndexOf(CLOCK));
/** A few played games of each league, before the clock (so they are final by it). */
function gamesOf(league: string, n: number): SeasonGame[] {
  const all = season.byLeague.get(league as SeasonGame["league"]) ?? [];
  return all.filter((g) => g.endMs < CLOCK && g.end.status === "final").slice(-n);
}

const rosters = (g: SeasonGame) => ({
  home: new Set(squadOf(SEED, g.home.id)!.players.map((p) => p.id)),
  away: new Set(squadOf(SEED, g.away.id)!.players.map((p) => p.id)),
});

describe("simulated squads", () => {
  it("gives every catalogue team a squad of its sport's size, with unique jerseys, names and ids", () => {
    for (const team of CATALOGUE) {
      const squad = squadOf(SEED, team.id)!;
      expect(squad.players.length, team.name).toBeGreaterThanOrEqual(MIN_SQUAD[team.sport]);
      expect(new Set(squad.players.map((p) => p.jersey)).size, team.name).toBe(squad.players.length);
      expect(new Set(squad.players.map((p) => p.name)).size, team.name).toBe(squad.players.length);
      const positions = new Set(SQUAD_SHAPES[team.sport].map(([p]) => p));
      for (const p of squad.players) expect(positions.has(p.position), `${team.name} ${p.position}`).toBe(true);
      expect(squad.players.every((p, i) => p.id === `sim-${team.id}-${i + 1}`)).toBe(true);
    }
  });

  it("is the same for a seed and differs between seeds", () => {
    const team = CATALOGUE[0]!.id;
    expect(squadOf("a-seed", team)!.players.map((p) => p.name)).toEqual(
      squadOf("a-seed", team)!.players.map((p) => p.name),
    );
    expect(squadOf("a-seed", team)!.players.map((p) => p.name)).not.toEqual(
      squadOf("b-seed", team)!.players.map((p) => p.name),
    );
  });

  it("names players after their country: a World Cup team's, a Liga MX club's", () => {
    const japan = CATALOGUE.find((t) => t.name === "Japan")!;
    const surnames = squadOf(SEED, japan.id)!.players.map((p) => p.name.split(" ").slice(1).join(" "));
    const japanese =
      /^(Minamino|Mitoma|Endo|Kamada|Doan|Kubo|Morita|Ito|Ueda|Suzuki|Tanaka|Sato|Maeda|Nakamura|Watanabe|Kobayashi|Yamamoto|Itakura|Furuhashi|Taniguchi|Nagatomo|Tomiyasu)$/;
    expect(surnames.every((s) => japanese.test(s))).toBe(true);
    const america = CATALOGUE.find((t) => t.league === "liga-mx")!;
    expect(squadOf(SEED, america.id)!.players.some((p) => /[áéíóú]z?$|ez$/.test(p.name))).toBe(true);
  });
});

describe("simulated game sheets", () => {
  it("add up to the score at every moment of games of every league, and at the final", async () => {
    const p = provider();
    for (const { slug } of LEAGUES) {
      const games = gamesOf(slug, 6);
      expect(games.length, slug).toBeGreaterThan(0);
      for (const g of games) {
        for (const frac of [-0.1, 0, 0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95, 0.999, 1]) {
          const at = g.startMs + Math.floor((g.endMs - g.startMs) * frac);
          const card = p.seasonGameAt(g, at);
          const sheet = (await p.sheet(card))!;
          expect(sheetViolations(card, sheet, rosters(g))).toEqual([]);
        }
      }
    }
  });

  it("shows only what has happened: key events and box score lines grow with the clock", async () => {
    const p = provider();
    for (const { slug } of LEAGUES) {
      const g = gamesOf(slug, 1)[0]!;
      let events = 0;
      let seen: string[] = [];
      let points = 0;
      for (const frac of [0.1, 0.4, 0.7, 1]) {
        const card = p.seasonGameAt(g, g.startMs + Math.floor((g.endMs - g.startMs) * frac));
        const sheet = (await p.sheet(card))!;
        expect(sheet.keyEvents.length).toBeGreaterThanOrEqual(events);
        expect(sheet.keyEvents.slice(0, events).map((e) => e.id)).toEqual(seen);
        events = sheet.keyEvents.length;
        if (slug === "nba") {
          const pts = sheet.boxScore!.home.groups[0]!.players.reduce((t, l) => t + (l.stats.pts as number), 0);
          expect(pts).toBeGreaterThanOrEqual(points);
          points = pts;
        }
        seen = sheet.keyEvents.map((e) => e.id);
      }
      // Basketball has no key events (no kind is a basket); its box score grows instead.
      const final = (await p.sheet(p.seasonGameAt(g, g.endMs)))!;
      if (slug !== "nba") expect(final.keyEvents.length, slug).toBeGreaterThan(0);
    }
  });

  it("gives a game not yet started its probable line-ups, venue, broadcasts, form and head-to-head, and no box score", async () => {
    const p = provider();
    const later = season.byLeague
      .get("premier-league")!
      .find((g) => g.startMs > CLOCK + 86_400_000 && g.end.status === "final")!;
    const sheet = (await p.sheet(p.seasonGameAt(later, CLOCK)))!;
    expect(sheet.boxScore).toBeNull();
    expect(sheet.keyEvents).toEqual([]);
    expect(sheet.lineups!.home.starters).toHaveLength(11);
    expect(sheet.lineups!.home.formation).toMatch(/^\d(-\d)+$/);
    expect(sheet.venue!.name).toBeTruthy();
    expect(sheet.broadcasts.length).toBeGreaterThan(0);
    expect(sheet.form.home.length).toBe(5);
    for (const m of sheet.headToHead)
      expect([m.homeTeamId, m.awayTeamId].sort()).toEqual([later.home.id, later.away.id].sort());
    // The line-ups it promised are those of the game.
    const played = (await p.sheet(p.seasonGameAt(later, later.endMs)))!;
    expect(played.lineups).toEqual(sheet.lineups);
  });

  it("lets a few scorers carry a basketball team, keepers save, pitchers pitch innings", async () => {
    const p = provider();
    const nba = gamesOf("nba", 10);
    let topShare = 0;
    for (const g of nba) {
      const sheet = (await p.sheet(p.seasonGameAt(g, g.endMs)))!;
      const pts = sheet.boxScore!.home.groups[0]!.players.map((l) => l.stats.pts as number).sort((a, b) => b - a);
      topShare += (pts[0]! + pts[1]! + pts[2]!) / pts.reduce((s, x) => s + x, 0) / nba.length;
    }
    expect(topShare).toBeGreaterThan(0.45);
    const soccer = gamesOf("premier-league", 5);
    let saves = 0;
    for (const g of soccer) {
      const sheet = (await p.sheet(p.seasonGameAt(g, g.endMs)))!;
      saves += sheet.boxScore!.home.groups.find((x) => x.key === "goalkeepers")!.players[0]!.stats.sv as number;
    }
    expect(saves).toBeGreaterThan(0);
    const mlb = gamesOf("mlb", 1)[0]!;
    const sheet = (await p.sheet(p.seasonGameAt(mlb, mlb.endMs)))!;
    const pitching = sheet.boxScore!.home.groups.find((x) => x.key === "pitching")!.players;
    expect(pitching[0]!.starter).toBe(true);
    expect(pitching[0]!.stats.ip).toMatch(/^\d+\.[012]$/);
  });
});

describe("simulated player pages", () => {
  it("sum the game lines, newest first, each equal to the player's line in the game's box score", async () => {
    const p = provider();
    for (const league of ["nba", "nhl", "mlb", "nfl", "la-liga"]) {
      const g = gamesOf(league, 1)[0]!;
      const final = (await p.sheet(p.seasonGameAt(g, g.endMs)))!;
      const line = final.boxScore!.home.groups.flatMap((x) => x.players)[0]!;
      const page = (await p.player(line.player.id))!;
      expect(page.player.team!.id).toBe(g.home.id);
      expect(page.games.length).toBeGreaterThan(0);
      expect(page.season.games).toBe(page.games.length);
      const dates = page.games.map((x) => x.date);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(page.season.stats).toEqual(sumLines(page.games.map((x) => x.stats)));
      const inGame = page.games.find((x) => x.gameId === g.id)!;
      const expected = Object.fromEntries(
        final.boxScore!.home.groups.flatMap((grp) =>
          grp.players
            .filter((l) => l.player.id === line.player.id)
            .flatMap((l) => Object.entries(l.stats).map(([k, v]) => [league === "nfl" ? `${grp.key}.${k}` : k, v])),
        ),
      );
      expect(inGame.stats).toEqual(expected);
    }
  });

  it("knows no player outside the squads", async () => {
    const p = provider();
    expect(await p.player("sim-1001-99")).toBeNull();
    expect(await p.player("sim-999999-1")).toBeNull();
    expect(await p.player("nobody")).toBeNull();
  });

  it("adds times on ice and innings pitched as such", () => {
    expect(
      sumLines([
        { toi: "18:45", ip: "6.2", g: 1 },
        { toi: "20:30", ip: "1.1", g: 0 },
      ]),
    ).toEqual({
      toi: "39:15",
      ip: "8.0",
      g: 1,
    });
  });
});
