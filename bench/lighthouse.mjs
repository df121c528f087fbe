// Lighthouse (mobile: the default config, simulated slow 4G and 4x CPU slowdown) on /login and on
// /, /scores, /posts, a game page and a team page signed in as a demo user, several runs per page,
// median score and metrics, main-thread work (and the main thread's CPU time, from the trace),
// bytes transferred. `--pages /,/scores,game` measures only those (game and team stand for a game
// and a team page of the pinned board; `shell`, asked for by name, is the signed-in frame around
// the not-found page).
//
//   npm run bench:lighthouse                   builds, then 3 runs per page on a free port
//   npm run bench:lighthouse -- --no-build --runs 5 --port 4350 --out bench/results/lighthouse.md
//   npm run bench:lighthouse -- --no-build --runs 1 --reports /tmp/lh    also keeps each full report and its trace (JSON)
//   npm run bench:lighthouse -- --no-build --throttling devtools   Chromium slows the page down as it
//     loads (4x CPU, slow 4G) instead of Lighthouse simulating it from an unthrottled load (the default)
//
// A/B: `--build DIR[@page+page]`, repeated, serves each directory's dist/ (a copy of a build) from
// a server of its own and alternates run by run across builds and pages; `@/+/login` limits a
// build to those pages. E.g. `--build /tmp/ab/with --build /tmp/ab/without@/+/login`.
//
// Chromium: CHROME_PATH (default /usr/bin/chromium). The load average before each run is printed
// beside it: on a busy machine the simulated metrics still move (main-thread work is measured).
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { TEST_BOARD } from "../src/server/providers/scores/simulated/test-board.ts";
import { boardPaths, demoCookie, root, startBuiltApp } from "./lib/built-app.mjs";
import { mainThreadCpu } from "./lib/main-thread-cpu.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: process.env.BENCH_LIGHTHOUSE_PORT ?? "0" },
    out: { type: "string" },
    reports: { type: "string" },
    pages: { type: "string" },
    build: { type: "string", multiple: true },
    "no-build": { type: "boolean", default: false },
    throttling: { type: "string", default: "simulate" },
  },
});
const RUNS = Number(args.runs);
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const METRICS = [
  ["FCP", "first-contentful-paint", "ms"],
  ["LCP", "largest-contentful-paint", "ms"],
  ["TBT", "total-blocking-time", "ms"],
  ["CLS", "cumulative-layout-shift", ""],
  ["SI", "speed-index", "ms"],
  // The main thread's work during the load (scripting, style, layout, parsing...) and its scripts' share.
  ["MT", "mainthread-work-breakdown", "ms"],
  ["JS", "bootup-time", "ms"],
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const load = () => os.loadavg()[0].toFixed(1);
const fmt = (value, unit) => (unit === "ms" ? `${Math.round(value)} ms` : value.toFixed(3));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function figures(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytesOf = (type) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    metrics: Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id].numericValue])),
    bytes: lhr.audits["total-byte-weight"].numericValue,
    scriptBytes: bytesOf("script"),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    // Lighthouse's measure of this machine's speed at the run (higher is faster).
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

if (!args["no-build"]) {
  console.log("Building (npm run build)…");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
}

const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
// The live board pinned to the end-to-end tests' instant (every sport live in all 13 leagues): the
// dashboard's ticker and cards hold the same games whatever the hour the benchmark runs at.
const builds = (args.build?.length ? args.build : [root]).map((spec) => {
  const [dir, only] = spec.split("@");
  return { dir: path.resolve(dir), label: args.build?.length ? path.basename(dir) : "", only: only?.split("+") };
});
/** Stops every server and the browser started so far (also when a start fails). */
let chrome;
async function stopAll() {
  await chrome?.kill();
  for (const build of builds) await build.app?.stop();
}
process.once("uncaughtException", (err) => {
  console.error(err);
  void stopAll().finally(() => process.exit(1));
});
await Promise.all(
  builds.map(async (build, i) => {
    build.app = await startBuiltApp({
      port: args.port !== "0" ? Number(args.port) + i : 0,
      dir: build.dir,
      env: { SIM_CLOCK: TEST_BOARD.clock, SIM_TIME_SCALE: String(TEST_BOARD.timeScale) },
    });
  }),
).catch(async (err) => {
  await stopAll();
  throw err;
});
chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
async function buildPaths(build) {
  build.session ??= await demoCookie(build.app.base);
  return (build.paths ??= await boardPaths(build.app.base, build.session));
}
const allPages = [
  { key: "/login", label: "/login", route: () => "/login", signedIn: false },
  { key: "/", label: "/ (signed in)", route: () => "/", signedIn: true },
  { key: "/scores", label: "/scores (in)", route: () => "/scores", signedIn: true },
  { key: "/posts", label: "/posts (in)", route: () => "/posts", signedIn: true },
  {
    key: "game",
    label: "game (in)",
    route: async (build) => (await buildPaths(build)).game,
    signedIn: true,
  },
  {
    key: "team",
    label: "team (in)",
    route: async (build) => (await buildPaths(build)).team,
    signedIn: true,
  },
  // The app's frame (header, live ticker, navigation, live connection) around the one page with
  // nothing of its own: what every signed-in page costs before its content. Only on request.
  { key: "shell", label: "shell (in)", route: () => "/no-such-page", signedIn: true, onRequest: true },
].filter((p) => (args.pages ? args.pages.split(",").includes(p.key) : !p.onRequest));
/** Every (build, page) pair measured, in the order a run goes through them. */
const pages = builds.flatMap((build) =>
  allPages
    .filter((p) => !build.only || build.only.includes(p.key))
    .map((p) => ({ ...p, build, label: build.label ? `${build.label} ${p.label}` : p.label, runs: [] })),
);
const labelWidth = Math.max(14, ...pages.map((p) => p.label.length));
const spread = (xs) => Math.max(...xs) - Math.min(...xs);

/**
 * The demo session in Chromium's own cookie jar (or none), over the DevTools protocol. Not as an
 * extra request header: the app writes cookies of its own (its language), and from then on the
 * browser's Cookie header, without the session, replaces an extra one.
 */
async function useSession(signedIn, build) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const callId = ++id;
      socket.addEventListener("message", function onMessage(event) {
        const reply = JSON.parse(event.data);
        if (reply.id !== callId) return;
        socket.removeEventListener("message", onMessage);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result);
      });
      socket.send(JSON.stringify({ id: callId, method, params }));
    });
  await call("Storage.clearCookies");
  if (signedIn) {
    build.session ??= await demoCookie(build.app.base);
    const cookies = build.session.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: build.app.base };
    });
    await call("Storage.setCookies", { cookies });
  }
  socket.close();
}
const lines = [];
const log = (line = "") => {
  console.log(line);
  lines.push(line);
};

try {
  log(
    `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile, throttling: ${args.throttling}`,
  );
  log(
    `Machine: ${os.cpus().length} cores, load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  log();
  // Pages alternate run by run so a burst of load on the machine does not land on one page only.
  for (let i = 1; i <= RUNS; i++) {
    for (const page of pages) {
      const route = await page.route(page.build);
      const before = load();
      const measure = async () => {
        await useSession(page.signedIn, page.build);
        return lighthouse(`${page.build.app.base}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          throttlingMethod: args.throttling,
        });
      };
      let result = await measure();
      // A trace Lighthouse failed to record (NO_NAVSTART, seen on a loaded machine) is taken again, once.
      if (result.lhr.runtimeError) result = await measure();
      if (args.reports) {
        await mkdir(args.reports, { recursive: true });
        const name = `${page.build.label ? `${page.build.label}-` : ""}${route === "/" ? "home" : route.slice(1).replaceAll("/", "-")}-${i}.json`;
        await writeFile(path.join(args.reports, name), JSON.stringify(result.lhr));
        // The load's trace beside it, for what the report's long tasks are made of.
        if (result.artifacts?.Trace)
          await writeFile(
            path.join(args.reports, name.replace(/\.json$/, ".trace.json")),
            JSON.stringify(result.artifacts.Trace),
          );
      }
      const f = figures(result.lhr);
      // Beside the metrics, the main thread's own CPU time, observed (not simulated), from the trace.
      f.cpu = mainThreadCpu(result.artifacts?.Trace);
      if (f.finalPath !== route) throw new Error(`${page.label} ended on ${f.finalPath}`);
      page.runs.push(f);
      log(
        `    run ${i} ${page.label.padEnd(labelWidth)} score ${String(f.score).padStart(3)}  ` +
          METRICS.map(([name, , unit]) => `${name} ${fmt(f.metrics[name], unit)}`).join("  ") +
          `  CPU ${Math.round(f.cpu)} ms  bytes ${kb(f.bytes)} (JS ${kb(f.scriptBytes)})  load ${before}  benchmarkIndex ${f.benchmarkIndex}`,
      );
    }
  }
  log();
  log(`Median of ${RUNS} runs:`);
  log();
  log(
    `| page | score | ${METRICS.map(([n]) => n).join(" | ")} | TBT spread | main-thread CPU | transferred | of which JS | benchmarkIndex |`,
  );
  log(`| --- | --- | ${METRICS.map(() => "---").join(" | ")} | --- | --- | --- | --- | --- |`);
  for (const page of pages) {
    const m = (get) => median(page.runs.map(get));
    log(
      `| ${page.label} | ${m((r) => r.score)} | ` +
        METRICS.map(([name, , unit]) =>
          fmt(
            m((r) => r.metrics[name]),
            unit,
          ),
        ).join(" | ") +
        ` | ${Math.round(spread(page.runs.map((r) => r.metrics.TBT)))} ms` +
        ` | ${Math.round(m((r) => r.cpu))} ms` +
        ` | ${kb(m((r) => r.bytes))} | ${kb(m((r) => r.scriptBytes))}` +
        ` | ${Math.min(...page.runs.map((r) => r.benchmarkIndex))}-${Math.max(...page.runs.map((r) => r.benchmarkIndex))} |`,
    );
  }
  log();
  log(
    `Load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
} finally {
  await stopAll();
}

if (args.out) {
  await writeFile(path.resolve(root, args.out), `# npm run bench:lighthouse\n\n${lines.join("\n")}\n`);
  console.log(`\nWritten to ${args.out}`);
}
