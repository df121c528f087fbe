// Playwright and the Chromium the end-to-end suite drives are kept within a major of each other
// (docs/decisions/1122). Each Playwright release is built and tested against one Chromium (the
// `chromium` entry of playwright-core's browsers.json), while the suite drives Debian's
// (`/usr/bin/chromium`, or CHROMIUM_PATH as in tests/e2e/browsers.ts), which Debian moves on by
// itself. One major apart is the usual state between two releases and is only said; further apart,
// this exits 1 before anything runs. Run by scripts/ensure-chromium.sh (`npm run test:e2e`,
// `npm run bench:lighthouse`, CI). It imports no package and needs no recent Node.js, like
// check-node.mjs: CI's first call runs on the machine's Node.js, before `npm install`.
// `node scripts/check-browser-pair.mjs "Chromium 158.0.1.2"` checks that version text instead.
import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
import { createRequire } from "module";
import { fileURLToPath } from "url";

/** How many majors apart Playwright's Chromium and the suite's may be before the check fails. */
export const MAJORS_ALLOWED_APART = 1;

/** The major of a version text: "Chromium 156.0.8078.114 built on Debian…" or "159.0.8154.6" → 156 / 159. */
export function chromiumMajor(text) {
  const m = /(?:^|\s)(\d+)\.\d+\.\d+\.\d+/.exec(text);
  return m ? Number(m[1]) : null;
}

/**
 * The verdict on the pair: `ok` when they may run together, and the one sentence to print when
 * the majors differ (null when they are the same).
 */
export function pairVerdict(playwright, browser) {
  const built = chromiumMajor(playwright.browserVersion);
  const driven = chromiumMajor(browser.versionText);
  if (built === null || driven === null) {
    return {
      ok: false,
      message:
        "Cannot tell which Chromium the end-to-end suite drives: " +
        browser.path +
        (browser.versionText.trim()
          ? ' answers --version with "' + browser.versionText.trim() + '"'
          : " does not answer --version") +
        ", and Playwright " +
        playwright.version +
        " needs one near Chromium " +
        (built === null ? playwright.browserVersion : built) +
        " (install Debian's chromium, or set CHROMIUM_PATH, and run the command again).",
    };
  }
  if (built === driven) return { ok: true, message: null };
  const apart = Math.abs(built - driven);
  const ok = apart <= MAJORS_ALLOWED_APART;
  return {
    ok: ok,
    message:
      "Playwright " +
      playwright.version +
      " is built for Chromium " +
      built +
      " but the end-to-end suite drives Chromium " +
      driven +
      " (" +
      browser.path +
      ")" +
      (ok
        ? ", one major apart, which still runs: pin @playwright/test and playwright-core to the release whose browsers.json names Chromium " +
          driven +
          " once there is one."
        : ", " +
          apart +
          " majors apart: pin @playwright/test and playwright-core to the release whose browsers.json names Chromium " +
          driven +
          " and run the command again."),
  };
}

/** playwright-core's version and the Chromium its browsers.json names, or null when not installed. */
export function installedPlaywright(root) {
  let dir;
  try {
    dir = path.dirname(createRequire(path.join(root, "package.json")).resolve("playwright-core/package.json"));
  } catch (err) {
    if (err.code === "MODULE_NOT_FOUND") return null;
    throw err;
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  const browsers = JSON.parse(fs.readFileSync(path.join(dir, "browsers.json"), "utf8")).browsers;
  const chromium = browsers.filter(function (b) {
    return b.name === "chromium";
  })[0];
  return { version: pkg.version, browserVersion: chromium ? chromium.browserVersion : "none" };
}

/** The playwright-core version package-lock.json names, or null without a lock. */
export function lockedPlaywrightVersion(root) {
  let lock;
  try {
    lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
  const entry = (lock.packages || {})["node_modules/playwright-core"];
  return entry ? entry.version : null;
}

const here = fileURLToPath(import.meta.url);
const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === here;
if (isMain) {
  const root = path.join(path.dirname(here), "..");
  const playwright = installedPlaywright(root);
  // Before `npm install` (CI checks the machine first, on the packages of its last run): nothing
  // to compare yet. `npm run test:e2e` runs this again once the lock's packages are installed.
  const locked = lockedPlaywrightVersion(root);
  if (playwright === null || (locked !== null && locked !== playwright.version)) process.exit(0);
  const browserPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  let versionText = process.argv[2];
  if (!versionText) {
    try {
      // Debian's launcher script prints shell noise on stderr: only stdout is read.
      versionText = execFileSync(browserPath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      versionText = "";
    }
  }
  const verdict = pairVerdict(playwright, { path: browserPath, versionText: versionText });
  if (verdict.message) console.error(verdict.message);
  if (!verdict.ok) process.exit(1);
}
