// Lighthouse (mobile: the default config, simulated slow 4G and 4x CPU slowdown) on /login and on
// /, /scores and /posts signed in as a demo user, several runs per page, median score and
// metrics, bytes transferred. `--pages /,/scores` measures only those.
//
//   npm run bench:lighthouse                   builds, then 3 runs per page on a free port
//   npm run bench:lighthouse -- --no-build --runs 5 --port 4350 --out bench/results/lighthouse.md
//   npm run bench:lighthouse -- --no-build --runs 1 --reports /tmp/lh    also keeps each full report (JSON)
//
// Chromium: CHROME_PATH (default /usr/bin/chromium). The load average before each run is printed
// beside it: on a busy machine the simulated metrics still move (main-thread work is measured).
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { TEST_BOARD } from "../src/server/providers/scores/simulated/test-board.ts";
import { demoCookie, root, startBuiltApp } from "./lib/built-app.mjs";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: process.env.BENCH_LIGHTHOUSE_PORT ?? "0" },
    out: { type: "string" },
    reports: { type: "string" },
    pages: { type: "string" },
    "no-build": { type: "boolean", default: false },
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
const app = await startBuiltApp({
  port: Number(args.port),
  env: { SIM_CLOCK: TEST_BOARD.clock, SIM_TIME_SCALE: String(TEST_BOARD.timeScale) },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const session = await demoCookie(app.base);
const pages = [
  { label: "/login", route: "/login", signedIn: false, runs: [] },
  { label: "/ (signed in)", route: "/", signedIn: true, runs: [] },
  { label: "/scores (in)", route: "/scores", signedIn: true, runs: [] },
  { label: "/posts (in)", route: "/posts", signedIn: true, runs: [] },
].filter((p) => !args.pages || args.pages.split(",").includes(p.route));

/**
 * The demo session in Chromium's own cookie jar (or none), over the DevTools protocol. Not as an
 * extra request header: the app writes cookies of its own (its language), and from then on the
 * browser's Cookie header, without the session, replaces an extra one.
 */
async function useSession(signedIn) {
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
    const cookies = session.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: app.base };
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
  log(`Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile`);
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
      const before = load();
      const measure = async () => {
        await useSession(page.signedIn);
        return lighthouse(`${app.base}${page.route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
        });
      };
      let result = await measure();
      // A trace Lighthouse failed to record (NO_NAVSTART, seen on a loaded machine) is taken again, once.
      if (result.lhr.runtimeError) result = await measure();
      if (args.reports) {
        await mkdir(args.reports, { recursive: true });
        const name = `${page.route === "/" ? "home" : page.route.slice(1)}-${i}.json`;
        await writeFile(path.join(args.reports, name), JSON.stringify(result.lhr));
      }
      const f = figures(result.lhr);
      if (f.finalPath !== page.route) throw new Error(`${page.label} ended on ${f.finalPath}`);
      page.runs.push(f);
      log(
        `    run ${i} ${page.label.padEnd(14)} score ${String(f.score).padStart(3)}  ` +
          METRICS.map(([name, , unit]) => `${name} ${fmt(f.metrics[name], unit)}`).join("  ") +
          `  bytes ${kb(f.bytes)} (JS ${kb(f.scriptBytes)})  load ${before}  benchmarkIndex ${f.benchmarkIndex}`,
      );
    }
  }
  log();
  log(`Median of ${RUNS} runs:`);
  log();
  log(`| page | score | ${METRICS.map(([n]) => n).join(" | ")} | transferred | of which JS |`);
  log(`| --- | --- | ${METRICS.map(() => "---").join(" | ")} | --- | --- |`);
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
        ` | ${kb(m((r) => r.bytes))} | ${kb(m((r) => r.scriptBytes))} |`,
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
  await chrome.kill();
  await app.stop();
}

if (args.out) {
  await writeFile(path.resolve(root, args.out), `# npm run bench:lighthouse\n\n${lines.join("\n")}\n`);
  console.log(`\nWritten to ${args.out}`);
}
