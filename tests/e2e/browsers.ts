import { existsSync } from "node:fs";

// Which Chromium the end-to-end suite drives. Debian's `chromium-headless-shell` (Chromium's old
// headless mode, the build Playwright itself prefers for headless runs) draws pages with far less
// work than the full browser; the PWA spec needs the full one, the only one that installs apps
// and runs a service worker in a persistent profile. CHROMIUM_PATH overrides both.

export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const SUITE_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
