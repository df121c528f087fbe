// What the main thread's long tasks are made of, on a page's first load as a phone on Lighthouse's
// applied ("devtools") throttling sees it: 390x844, 4x CPU, slow 4G. A Chromium trace of the load;
// for every task over 50 ms after the first contentful paint (the ones total blocking time counts),
// its share over 50 ms and its biggest parts: scripts by file, style, layout and, inside layouts,
// the browser's first-time font work (looking fonts up and shaping text), which Lighthouse's own
// report files under "Other" or under the page's address.
//
//   npm run bench:long-tasks                               builds, then / signed in, one run
//   npm run bench:long-tasks -- --no-build --pages /,/scores,/login --runs 3
//   npm run bench:long-tasks -- --no-build --pages game,team    a game and a team page of the pinned board
//
// The live board is pinned as in bench:lighthouse. Chromium: CHROMIUM_PATH (default /usr/bin/chromium, the
// full browser, as Lighthouse drives).
import { execFileSync } from "node:child_process";
import os from "node:os";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { TEST_BOARD } from "../src/server/providers/scores/simulated/test-board.ts";
import { FULL_CHROMIUM, chromiumArgs } from "../tests/e2e/browsers.ts";
import { boardPaths, demoCookie, root, startBuiltApp } from "./lib/built-app.mjs";

const { values: args } = parseArgs({
  options: {
    pages: { type: "string", default: "/" },
    runs: { type: "string", default: "1" },
    wait: { type: "string", default: "15000" },
    "no-build": { type: "boolean", default: false },
  },
});
// Lighthouse's mobile "devtools" throttling: slow 4G (150 ms RTT, 1.6 Mbps, its 3.75x/0.9x
// adjustments applied) and 4x CPU.
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CATEGORIES = [
  "devtools.timeline",
  "blink.user_timing",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "loading",
  "fonts",
  "blink",
];
const STAGES = ["Layout", "UpdateLayoutTree", "Paint", "ParseHTML", "RunMicrotasks"];
const FONT_WORK = [
  "FontCache::GetFontPlatformData",
  "FontCache::FallbackFontForCharacter",
  "InlineNode::ShapeTextIncludingFirstLine",
];

if (!args["no-build"]) execFileSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });

const ms = (us) => us / 1000;
/** The parts of `task`, its nested events on its thread, summed by what they are. */
function partsOf(task, events) {
  const parts = new Map();
  const add = (key, dur) => parts.set(key, (parts.get(key) ?? 0) + dur);
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  const kindOf = (e) =>
    ["FunctionCall", "EvaluateScript", "v8.evaluateModule"].includes(e.name)
      ? "script"
      : STAGES.includes(e.name) || FONT_WORK.includes(e.name)
        ? e.name
        : null;
  // Only the outermost event of a kind: a call inside a call, a paint inside a paint, is already counted.
  const within = (o, e) =>
    o !== e &&
    o.ts <= e.ts &&
    o.ts + o.dur >= e.ts + e.dur &&
    (o.dur > e.dur || o.ts < e.ts || inside.indexOf(o) < inside.indexOf(e));
  // Font work counts once, whichever of its steps is outermost (a look-up inside shaping is shaping's).
  const groupOf = (e) => (FONT_WORK.includes(e.name) ? "font work" : kindOf(e));
  for (const e of inside) {
    const kind = kindOf(e);
    if (!kind || inside.some((o) => groupOf(o) === groupOf(e) && within(o, e))) continue;
    const data = e.args?.data ?? {};
    if (kind === "script")
      add(
        `script ${(data.url ?? data.stackTrace?.[0]?.url ?? "").split("/").pop() || "(a module's evaluation)"}`,
        e.dur,
      );
    else add(FONT_WORK.includes(kind) ? `  of which ${kind}` : kind, e.dur);
  }
  return [...parts].sort((a, b) => b[1] - a[1]);
}

async function measure(base, path, cookie) {
  const browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    if (cookie)
      await context.addCookies(
        cookie.split("; ").map((c) => ({ name: c.split("=")[0], value: c.slice(c.indexOf("=") + 1), url: base })),
      );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(base + path);
    await page.waitForTimeout(Number(args.wait));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const start = traceEvents.find(
      (e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.startsWith("http"),
    );
    const fcp = traceEvents.find(
      (e) => e.name === "firstContentfulPaint" && e.args?.data?.navigationId === start.args.data.navigationId,
    );
    // The page's main thread: the renderer thread that ran the most (SVG images run in documents of their own on it too).
    const renderers = new Set(
      traceEvents
        .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const busy = new Map();
    for (const e of traceEvents)
      if (e.name === "RunTask" && e.ph === "X" && renderers.has(`${e.pid}:${e.tid}`))
        busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    const thread = [...busy].sort((a, b) => b[1] - a[1])[0][0];
    const events = traceEvents
      .filter((e) => e.ph === "X" && `${e.pid}:${e.tid}` === thread)
      .sort((a, b) => a.ts - b.ts);
    const long = events.filter((e) => e.name === "RunTask" && e.dur > 50_000 && e.ts >= fcp.ts);
    const fonts = events.filter((e) => FONT_WORK.includes(e.name));
    const fontWork = fonts
      .filter((e) => !fonts.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur))
      .reduce((s, e) => s + e.dur, 0);
    const mainThread = events.filter((e) => e.name === "RunTask").reduce((s, e) => s + e.dur, 0);
    console.log(
      `\n${path}  FCP ${ms(fcp.ts - start.ts).toFixed(0)} ms  main thread ${ms(mainThread).toFixed(0)} ms (font work ${ms(fontWork).toFixed(0)} ms)  blocking after FCP ${ms(long.reduce((s, t) => s + t.dur - 50_000, 0)).toFixed(0)} ms`,
    );
    for (const task of long) {
      console.log(
        `  task at ${ms(task.ts - start.ts).toFixed(0)} ms: ${ms(task.dur).toFixed(0)} ms (${ms(task.dur - 50_000).toFixed(0)} blocking)`,
      );
      for (const [what, dur] of partsOf(task, events)
        .filter(([, d]) => d >= 5_000)
        .slice(0, 6))
        console.log(`      ${ms(dur).toFixed(0).padStart(5)} ms  ${what}`);
    }
  } finally {
    await browser.close();
  }
}

console.log(
  `Machine: ${os.cpus().length} cores, load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const app = await startBuiltApp({ env: { SIM_CLOCK: TEST_BOARD.clock, SIM_TIME_SCALE: String(TEST_BOARD.timeScale) } });
try {
  const cookie = await demoCookie(app.base);
  const board = await boardPaths(app.base, cookie);
  for (let run = 0; run < Number(args.runs); run++)
    for (const page of args.pages.split(","))
      await measure(app.base, board[page] ?? page, page === "/login" ? null : cookie);
} finally {
  await app.stop();
}
