import { defineConfig } from "vitest/config";
import { lingui } from "@lingui/vite-plugin";
import { linguiMacro } from "./scripts/vite/lingui-macro.ts";

/** One migrated embedded database per run, copied by every test app instead of a new initdb. */
const PGLITE_TEMPLATE = "src/server/test/pglite-template.setup.ts";
/** One SMTP server per run that keeps the mails every test app sends. */
const MAIL_CATCHER = "src/server/test/mail-catcher.setup.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Web components under test use Lingui's macros and catalogues, as in the build.
  plugins: [linguiMacro(), lingui()],
  test: {
    // Guards against hangs, not performance checks: generous, so a busy machine (API tests boot a
    // whole app and database) does not fail a test that would pass.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // API suites each boot their own app + database; keep the 2-core machine responsive.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          exclude: ["src/**/*.api.test.ts"],
          environment: "node",
          setupFiles: ["src/web/test/setup.ts"],
          globalSetup: [PGLITE_TEMPLATE, MAIL_CATCHER],
        },
      },
      // API tests: real HTTP against the real app; the same files run on PostgreSQL + Redis in CI.
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/**/*.api.test.ts"],
          environment: "node",
          globalSetup: [PGLITE_TEMPLATE, MAIL_CATCHER],
          // Files share a worker's modules (the app, Fastify, the schemas are imported once per
          // worker, not once per file): each file boots and closes its own app and database, and
          // the server keeps per-app state on the app (WeakMaps keyed by it), never in modules.
          isolate: false,
        },
      },
    ],
  },
});
