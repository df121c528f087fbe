// The end-to-end suite runs on parallel workers, and each worker has its own servers on its own
// ports, each with its own data directory: what one worker's tests create (users, posts, a moved
// simulated clock) is never seen by another's. Worker slot i (Playwright's parallelIndex, the
// same for a worker that replaces a failed one) owns E2E_PORT + 2i for the app and the next port
// for the game centre (tests/e2e/game-centre-server.ts).
//
// This module is read by the config in the runner (which starts every slot's servers, in
// tests/e2e/start-servers.ts) and again in each worker, where TEST_PARALLEL_INDEX names the
// worker's slot: so `baseURL`, `page.goto("/...")` and GAME_CENTRE_URL all reach the worker's own
// servers, whatever `test` a spec imports.

/** The first port; the suite uses 2 × E2E_WORKERS ports from here. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * Parallel workers. 3 on a 2-core machine: a worker waits on its browser and its server much of
 * the time, and a third keeps both cores busy (bench/results/test-suite-timings.md).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);

/** The worker slot this process serves: set in Playwright's workers, 0 in the runner. */
export const workerSlot = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const appPort = (slot: number) => E2E_PORT + 2 * slot;
export const gameCentrePort = (slot: number) => E2E_PORT + 2 * slot + 1;
