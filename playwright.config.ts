import { defineConfig, devices } from "@playwright/test";
import { TEST_BOARD } from "./src/server/providers/scores/simulated/test-board";
import { GAME_CENTRE_CLOCK, GAME_CENTRE_PORT } from "./tests/e2e/game-centre-server";

const PORT = Number(process.env.E2E_PORT ?? 4173);
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// End-to-end tests run the production build in Debian's Chromium on a fresh embedded database,
// with the simulator's clock pinned (TEST_BOARD): the same board at whatever hour the suite runs.
// E2E_SIM_CLOCK pins another instant, to try the suite on another board.
export default defineConfig({
  testDir: "tests/e2e",
  // Time limits are hang guards, not speed checks: generous, so a busy machine does not fail a
  // test that would pass (tests wait for conditions, never for a fixed time).
  timeout: 600_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: chromiumArgs },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
  webServer: [
    {
      command: `rm -rf .data-test-e2e && node dist/server/main.js`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ".data-test-e2e",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        DEMO_MODE: "true",
        RATE_LIMIT_SCALE: "100",
        // The moderation spec signs this address up (or in) as its administrator.
        ADMIN_EMAILS: "admin@e2e.test",
        SIM_CLOCK: process.env.E2E_SIM_CLOCK ?? TEST_BOARD.clock,
        SIM_TIME_SCALE: String(TEST_BOARD.timeScale),
      },
    },
    // The game centre's server: a clock the test moves (tests/e2e/game-centre-server.ts).
    {
      command: `rm -rf .data-test-e2e-games && node dist/server/main.js`,
      url: `http://127.0.0.1:${GAME_CENTRE_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(GAME_CENTRE_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: ".data-test-e2e-games",
        NODE_ENV: "production",
        LOG_LEVEL: "error",
        DEMO_MODE: "true",
        RATE_LIMIT_SCALE: "100",
        SIM_CLOCK: GAME_CENTRE_CLOCK,
        SIM_TIME_SCALE: "1",
        SIM_CONTROL: "true",
      },
    },
  ],
});
