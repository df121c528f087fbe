import { defineConfig, devices } from "@playwright/test";
import { SUITE_CHROMIUM, chromiumArgs } from "./tests/e2e/browsers";
import { E2E_WORKERS, appPort, workerSlot } from "./tests/e2e/servers";

// End-to-end tests run the production build in Debian's Chromium on a fresh embedded database,
// with the simulator's clock pinned (TEST_BOARD): the same board at whatever hour the suite runs.
// E2E_SIM_CLOCK pins another instant, to try the suite on another board.
// Parallel workers, each with its own servers and data (tests/e2e/servers.ts): this file is read
// again in every worker, where `baseURL` is that worker's own app.
export default defineConfig({
  testDir: "tests/e2e",
  // Time limits are hang guards, not speed checks: generous, so a busy machine does not fail a
  // test that would pass (tests wait for conditions, never for a fixed time).
  timeout: 600_000,
  expect: { timeout: 30_000 },
  // Tests, not only files, are spread over the workers (the accessibility spec alone took half a
  // run on one): no test relies on another, and each worker's server sees one test at a time.
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${appPort(workerSlot())}`,
    launchOptions: { executablePath: SUITE_CHROMIUM, args: chromiumArgs },
    // Pages are drawn as for a fan who asked for less motion (the app then stops its pulsing live
    // dots and fades): a pulse never ending kept the software compositor drawing frames the whole
    // test, half of the browser's work. Service workers only where the PWA spec asks for them:
    // each new context would otherwise install /sw.js and precache the whole app.
    reducedMotion: "reduce",
    serviceWorkers: "block",
    // No trace by default: recording one for every test (to keep it only on failure) cost a sixth
    // of the suite's CPU. `npx playwright test --trace retain-on-failure` records them when a
    // failure needs one; the failing page's screenshot is always kept.
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
  // Every worker slot's servers, started from the build before the first test, stopped after the last.
  globalSetup: "./tests/e2e/start-servers.ts",
});
