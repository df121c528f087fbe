import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Builds bundle React Router's production build. Its package maps every import condition to
 * `dist/development`, whose warnings are on (`ENABLE_DEV_WARNINGS`), and leaves the same code
 * without them in `dist/production` unexported (remix-run/react-router#14102). The dev server
 * and the tests keep the development build and its warnings.
 */
export function reactRouterProduction(): Plugin {
  const entry = createRequire(import.meta.url).resolve("react-router");
  const production = path.join(path.dirname(entry), "..", "production", "index.mjs");
  return {
    name: "fanzone:react-router-production",
    apply: "build",
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}
