import { describe, expect, it } from "vitest";
import { planGame } from "./sports";
import { stateAt } from "./state";
import { rngFor } from "./prng";
import { dayStartOf } from "./schedule";
import { buildSlate } from "./season";
import { simulatedScoresProvider } from "./simulated.provider";

const DAY = Date.UTC(2026, 10, 22, 10); // a Sunday, 10:00 UTC
const HOUR = 3600_000;

describe("simulated scores", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const a = simulatedScoresProvider({ seed: "s1", timeScale: 1, anchorMs: DAY }).gamesAt(DAY + 9 * HOUR);
    const b = simulatedScoresProvider({ seed: "s1", timeScale: 1, anchorMs: DAY }).gamesAt(DAY + 9 * HOUR);
    const c = simulatedScoresProvider({ seed: "s2", timeScale: 1, anchorMs: DAY }).gamesAt(DAY + 9 * HOUR);
    expect(a).toEqual(b);
    expect(JSON.stringify(a.map((g) => [g.homeTeam.name, g.homeScore]))).not.toBe(
      JSON.stringify(c.map((g) => [g.homeTeam.name, g.homeScore])),
    );
  });

  it("gives a game the same id after a restart, and never reuses another seed's ids", () => {
    const before = simulatedScoresProvider({ seed: "s1", timeScale: 1, anchorMs: DAY }).gamesAt(DAY + 9 * HOUR);
    const restarted = simulatedScoresProvider({ seed: "s1", timeScale: 1, anchorMs: DAY + 5 * HOUR });
    expect(restarted.gamesAt(DAY + 9 * HOUR).map((g) => g.id)).toEqual(before.map((g) => g.id));
    const other = simulatedScoresProvider({ seed: "s2", timeScale: 1, anchorMs: DAY }).gamesAt(DAY + 9 * HOUR);
    const ids = new Set(before.map((g) => g.id));
    expect(other.some((g) => ids.has(g.id))).toBe(false);
  });

  it("plays every league of the catalogue each day, with a fresh slate the next day", () => {
    const today = buildSlate("fanzone", DAY);
    const tomorrow = buildSlate("fanzone", DAY + 24 * HOUR);
    expect(new Set(today.map((g) => g.league)).size).toBe(13);
    expect(today[0]!.id).not.toBe(tomorrow[0]!.id);
    expect(today.map((g) => `${g.home.name}-${g.away.name}`)).not.toEqual(
      tomorrow.map((g) => `${g.home.name}-${g.away.name}`),
    );
  });

  it("has at least one live game at every minute of several days, at the default time scale", () => {
    for (const seed of ["fanzone", "other-seed"]) {
      const p = simulatedScoresProvider({ seed, timeScale: 1, anchorMs: DAY });
      for (let t = DAY; t < DAY + 3 * 24 * HOUR; t += 7 * 60_000) {
        const live = p.gamesAt(t).filter((g) => g.gameStatus === "live");
        expect(live.length, new Date(t).toISOString()).toBeGreaterThan(0);
      }
    }
  });

  it("shows upcoming, live and final games together", () => {
    const games = simulatedScoresProvider({ seed: "fanzone", timeScale: 1, anchorMs: DAY }).gamesAt(DAY + 10 * HOUR);
    const statuses = new Set(games.map((g) => g.gameStatus));
    expect(statuses).toEqual(expect.objectContaining(new Set(["upcoming", "live", "final"])));
    for (const g of games.filter((x) => x.gameStatus === "upcoming"))
      expect([g.homeScore, g.awayScore]).toEqual([null, null]);
  });

  it("moves a game upcoming -> live -> final with scores that never go down", () => {
    const p = simulatedScoresProvider({ seed: "fanzone", timeScale: 1, anchorMs: DAY });
    const target = p.gamesAt(DAY).find((g) => g.gameStatus === "upcoming" && g.league === "nba")!;
    const start = Date.parse(target.gameTime!);
    const seen: string[] = [];
    let last = { h: 0, a: 0 };
    for (let t = start - 60_000; t < start + 5 * HOUR; t += 30_000) {
      const g = p.gamesAt(t).find((x) => x.id === target.id)!;
      if (seen[seen.length - 1] !== g.gameStatus) seen.push(g.gameStatus);
      if (g.gameStatus !== "upcoming") {
        expect(g.homeScore!).toBeGreaterThanOrEqual(last.h);
        expect(g.awayScore!).toBeGreaterThanOrEqual(last.a);
        last = { h: g.homeScore!, a: g.awayScore! };
      }
    }
    expect(seen).toEqual(["upcoming", "live", "final"]);
    expect(last.h + last.a).toBeGreaterThan(150); // NBA-like totals
  });

  it("compresses time with the time scale: a whole game in minutes", () => {
    const p = simulatedScoresProvider({ seed: "fanzone", timeScale: 120, anchorMs: DAY });
    const g0 = p.gamesAt(DAY).find((g) => g.gameStatus === "upcoming" && g.sport === "soccer")!;
    const start = Date.parse(g0.gameTime!);
    expect(p.gamesAt(start + 30_000).find((g) => g.id === g0.id)!.gameStatus).toBe("live");
    expect(p.gamesAt(start + 3 * 60_000).find((g) => g.id === g0.id)!.gameStatus).toMatch(/final|other/);
  });

  it.each([
    ["basketball", "nba"],
    ["football", "nfl"],
    ["hockey", "nhl"],
    ["baseball", "mlb"],
    ["soccer", "premier-league"],
  ] as const)("%s scoring is sport-realistic over many games", (sport, league) => {
    const totals: number[] = [];
    const points = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const plan = planGame(sport, league, rngFor("t", sport, i));
      if (plan.postponed) continue;
      for (const e of plan.events) points.add(e.points);
      const end = stateAt(plan, plan.durationMs);
      expect(end.status).toBe("final");
      expect(end.winner).not.toBeNull();
      if (sport !== "soccer") expect(end.winner).not.toBe("tie");
      totals.push(end.home! + end.away!);
    }
    const mean = totals.reduce((s, x) => s + x, 0) / totals.length;
    const expected = {
      basketball: [190, 250],
      football: [30, 60],
      hockey: [4, 8],
      baseball: [6, 11],
      soccer: [2, 3.6],
    }[sport];
    expect(mean).toBeGreaterThan(expected[0]!);
    expect(mean).toBeLessThan(expected[1]!);
    const allowed = { basketball: [1, 2, 3], football: [2, 3, 6, 7, 8], hockey: [1], baseball: [1], soccer: [1] }[
      sport
    ];
    for (const p of points) expect(allowed).toContain(p);
  });

  it("describes the state the way scoreboards do", () => {
    const plan = planGame("baseball", "mlb", rngFor("desc", 1));
    expect(stateAt(plan, 60_000).detail).toBe("Top 1st");
    const soccer = planGame("soccer", "la-liga", rngFor("desc", 4));
    expect(stateAt(soccer, 56.5 * 60_000).detail).toMatch(/^(\d+'|Halftime)/);
    expect(stateAt(soccer, 10.2 * 60_000).detail).toBe("11'");
    const nba = planGame("basketball", "nba", rngFor("desc", 2));
    expect(stateAt(nba, 15 * 60_000).detail).toBe("Q1 6:00");
    expect(stateAt(nba, 65 * 60_000).detail).toBe("Halftime");
  });

  it("decides World Cup ties with penalties and reports the shoot-out", () => {
    let found = false;
    for (let i = 0; i < 200 && !found; i++) {
      const plan = planGame("soccer", "fifa-world-cup", rngFor("pens", i));
      if (plan.finalDetail !== "FT-Pens") continue;
      const end = stateAt(plan, plan.durationMs);
      expect(end.home).toBe(end.away);
      expect(end.shootout!.home).not.toBe(end.shootout!.away);
      expect(end.winner).toBe(end.shootout!.home > end.shootout!.away ? "home" : "away");
      found = true;
    }
    expect(found).toBe(true);
  });

  it("day boundaries are at 10:00 UTC", () => {
    expect(dayStartOf(DAY + 5 * HOUR)).toBe(DAY);
    expect(dayStartOf(DAY - 1)).toBe(DAY - 24 * HOUR);
  });
});
