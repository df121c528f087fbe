/**
 * The simulated board the end-to-end app runs on (SIM_CLOCK and SIM_TIME_SCALE in
 * tests/e2e/start-servers.ts; the live API tests pin the same clock). Sunday 15 November 2026, 7 PM in
 * New York: for the first two hours of real time from start-up, at this speed, every sport has a
 * live game and the board holds live, final, upcoming and postponed games, whatever the real date
 * and hour of the run. test-board.test.ts checks these promises. Two hours, because a whole
 * end-to-end run on a busy 2-core machine can take more than one (at three times real time the
 * board held for 67 minutes); at one and a half, a live score still changes every 70 s or sooner.
 * The live end-to-end test moves this clock on (SIM_CONTROL) by a few simulated minutes per run,
 * well within the margin.
 */
export const TEST_BOARD = {
  clock: "2026-11-16T00:00:00.000Z",
  timeScale: 1.5,
  /** Real time from start-up over which the promises hold. */
  holdsForMs: 120 * 60_000,
} as const;
