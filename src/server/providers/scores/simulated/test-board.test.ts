import { describe, expect, it } from "vitest";
import { SPORTS } from "@shared/schemas/teams";
import { simulatedScoresProvider } from "./simulated.provider";
import { TEST_BOARD } from "./test-board";

// The end-to-end suite relies on this board; these checks fail here, with a clear message,
// rather than as a puzzling end-to-end failure, if the simulator or the catalogue changes.
describe("the pinned test board", () => {
  const anchor = Date.UTC(2030, 0, 1, 5, 17); // any real instant: the board must not depend on it
  const board = simulatedScoresProvider({
    seed: "fanzone",
    timeScale: TEST_BOARD.timeScale,
    anchorMs: anchor,
    simStartMs: Date.parse(TEST_BOARD.clock),
  });
  const minutes = Array.from({ length: TEST_BOARD.holdsForMs / 60_000 + 1 }, (_, i) => i);

  it("is the same board whatever the real instant of start-up", () => {
    const other = simulatedScoresProvider({
      seed: "fanzone",
      timeScale: TEST_BOARD.timeScale,
      anchorMs: Date.UTC(2026, 5, 3, 21, 44),
      simStartMs: Date.parse(TEST_BOARD.clock),
    });
    const strip = (gs: ReturnType<typeof board.gamesAt>) =>
      gs.map((g) => [g.id, g.gameStatus, g.homeScore, g.awayScore, g.statusDetail]);
    for (const m of [0, 7, 33])
      expect(strip(other.gamesAt(Date.UTC(2026, 5, 3, 21, 44) + m * 60_000))).toEqual(
        strip(board.gamesAt(anchor + m * 60_000)),
      );
  });

  it.each(minutes)("minute %i: every sport live, every league listed, live/final/upcoming/postponed", (m) => {
    const games = board.gamesAt(anchor + m * 60_000);
    const live = new Set(games.filter((g) => g.gameStatus === "live").map((g) => g.sport));
    expect([...live].sort()).toEqual([...SPORTS].sort());
    expect(new Set(games.map((g) => g.league)).size).toBe(13);
    const states = new Set(games.map((g) => (g.gameStatus === "other" ? g.statusDetail : g.gameStatus)));
    for (const s of ["live", "final", "upcoming", "Postponed"]) expect(states).toContain(s);
  });

  it("some live score changes within every 90 seconds (the live end-to-end test moves the clock to find one)", () => {
    for (let t = 0; t < TEST_BOARD.holdsForMs; t += 30_000) {
      const before = new Map(board.gamesAt(anchor + t).map((g) => [g.id, `${g.homeScore}-${g.awayScore}`]));
      const moved = board
        .gamesAt(anchor + t + 90_000)
        .filter((g) => g.gameStatus === "live" && before.get(g.id) !== `${g.homeScore}-${g.awayScore}`);
      expect(moved.length, `from ${t / 1000} s`).toBeGreaterThan(0);
    }
  });
});
