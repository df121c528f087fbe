import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  chromiumMajor,
  installedPlaywright,
  lockedPlaywrightVersion,
  pairVerdict,
} from "../../../scripts/check-browser-pair.mjs";

// scripts/check-browser-pair.mjs: Playwright is pinned to the release built for the Chromium the
// end-to-end suite drives (Debian's), and the check says so in one sentence when they drift apart
// (docs/decisions/1122).
const root = path.resolve(__dirname, "../../..");
const script = path.join(root, "scripts/check-browser-pair.mjs");
const run = (versionText: string) => spawnSync(process.execPath, [script, versionText], { encoding: "utf8" });
const playwright = { version: "1.64.1", browserVersion: "156.0.8078.4" };
const debian = (version: string) => ({
  path: "/usr/bin/chromium",
  versionText: `Chromium ${version} built on Debian GNU/Linux 12 (bookworm)\n`,
});

describe("the Playwright and Chromium pair check", () => {
  it("reads the major from Chromium's --version and from browsers.json", () => {
    expect(chromiumMajor("Chromium 156.0.8078.114 built on Debian GNU/Linux 12 (bookworm)\n")).toBe(156);
    expect(chromiumMajor("Google Chrome 159.0.8154.6 \n")).toBe(159);
    expect(chromiumMajor("159.0.8154.6")).toBe(159);
    expect(chromiumMajor("")).toBeNull();
    expect(chromiumMajor("chromium: not found")).toBeNull();
  });

  it("passes the same major without a word, and one major apart with one sentence", () => {
    expect(pairVerdict(playwright, debian("156.0.8078.114"))).toEqual({ ok: true, message: null });
    for (const version of ["157.0.1.2", "155.0.1.2"]) {
      const verdict = pairVerdict(playwright, debian(version));
      expect(verdict.ok, version).toBe(true);
      expect(verdict.message).toMatch(/^Playwright 1\.64\.1 is built for Chromium 156 but .* one major apart, .*\.$/);
    }
  });

  it("fails two majors apart or more, naming both and what to pin", () => {
    const verdict = pairVerdict(playwright, debian("159.0.8154.6"));
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toBe(
      "Playwright 1.64.1 is built for Chromium 156 but the end-to-end suite drives Chromium 159 (/usr/bin/chromium), " +
        "3 majors apart: pin @playwright/test and playwright-core to the release whose browsers.json names Chromium 159 " +
        "and run the command again.",
    );
    expect(pairVerdict(playwright, debian("154.0.1.2")).ok).toBe(false);
  });

  it("fails when the browser gives no version", () => {
    const verdict = pairVerdict(playwright, { path: "/nope", versionText: "" });
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toMatch(/^Cannot tell which Chromium .*: \/nope does not answer --version, .*\.$/);
  });

  it("reads the installed playwright-core, the lock's version, which both pins name", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    const installed = installedPlaywright(root);
    expect(installed?.version).toBe(lockedPlaywrightVersion(root));
    expect(pkg.devDependencies["@playwright/test"]).toBe(pkg.devDependencies["playwright-core"]);
    expect(installed?.version.startsWith(`${pkg.devDependencies["playwright-core"]}.`)).toBe(true);
    expect(chromiumMajor(installed?.browserVersion ?? "")).not.toBeNull();
  });

  it("exits 1 with one sentence on stderr when the pair is too far apart, 0 when it matches", () => {
    const major = chromiumMajor(installedPlaywright(root)!.browserVersion)!;
    const far = run(`Chromium ${major + 3}.0.1.2 built on Debian`);
    expect(far.status).toBe(1);
    expect(far.stdout).toBe("");
    expect(far.stderr.trim().split("\n")).toHaveLength(1);
    expect(far.stderr).toContain(`drives Chromium ${major + 3} (`);
    const same = run(`Chromium ${major}.0.1.2 built on Debian`);
    expect(same.status).toBe(0);
    expect(same.stderr).toBe("");
  });

  it("is run by scripts/ensure-chromium.sh, which `npm run test:e2e` runs first", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
    expect(pkg.scripts["test:e2e"]).toMatch(/^bash scripts\/ensure-chromium\.sh && /);
    expect(fs.readFileSync(path.join(root, "scripts/ensure-chromium.sh"), "utf8")).toContain(
      'node "$(dirname "$0")/check-browser-pair.mjs"',
    );
  });
});
