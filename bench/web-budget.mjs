// Performance budget of the web build (run after `npm run build`): prints the initial
// JavaScript of the sign-in route (gzip), checks that every route is its own chunk, and runs
// Lighthouse (mobile settings) on /login and on / signed in as a demo user.
// Exit code 1 when the bundle budget or the route-chunk rule is broken. `--no-lighthouse`
// prints only the bundle figures.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "dist/web");
const LOGIN_BUDGET_KB = 120;
const DEMO = { email: "maya.hoops@fanzone.demo", password: "GameDay2026!" };
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const manifest = JSON.parse(await readFile(path.join(webDir, ".vite/manifest.json"), "utf8"));

/** The chunk and everything it imports statically (what the browser must load before running it). */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}

async function gzipSize(file) {
  const buf = await readFile(path.join(webDir, file));
  return { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
}

async function bundleFigures() {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const loginKey = "app/routes/login.tsx";
  if (!entryKey || !manifest[loginKey])
    throw new Error("dist/web/.vite/manifest.json lacks the entry or the login route");
  const keys = new Set([...staticClosure(entryKey), ...staticClosure(loginKey)]);
  const rows = [];
  for (const key of keys) rows.push({ file: manifest[key].file, ...(await gzipSize(manifest[key].file)) });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  const css = await Promise.all((manifest[entryKey].css ?? []).map(gzipSize));

  console.log("Initial JavaScript of /login (entry + static imports + login route chunk), gzip level 9:");
  for (const r of rows) console.log(`  ${kb(r.gzip).padStart(7)} KB gzip  ${kb(r.raw).padStart(7)} KB raw  ${r.file}`);
  console.log(
    `  ${kb(total.gzip).padStart(7)} KB gzip  ${kb(total.raw).padStart(7)} KB raw  TOTAL (budget ${LOGIN_BUDGET_KB} KB gzip)`,
  );
  console.log(`  CSS: ${css.map((c) => `${kb(c.gzip)} KB gzip`).join(", ") || "none"}`);

  // Every page of src/web/app/routes is a dynamic entry of its own, separate from the entry chunk.
  const routeFiles = (await readdir(path.join(root, "src/web/app/routes"))).filter((f) => f.endsWith(".tsx"));
  const entryFiles = new Set([...staticClosure(entryKey)].map((k) => manifest[k].file));
  const problems = [];
  const seenFiles = new Map();
  for (const f of routeFiles) {
    const chunk = manifest[`app/routes/${f}`];
    if (!chunk) problems.push(`${f}: not in the build manifest`);
    else if (!chunk.isDynamicEntry) problems.push(`${f}: not lazily loaded`);
    else if (entryFiles.has(chunk.file)) problems.push(`${f}: bundled into the entry`);
    else if (seenFiles.has(chunk.file)) problems.push(`${f}: shares ${chunk.file} with ${seenFiles.get(chunk.file)}`);
    else seenFiles.set(chunk.file, f);
  }
  console.log(
    `\nRoute chunks: ${routeFiles.length - problems.length}/${routeFiles.length} routes in chunks of their own`,
  );
  for (const p of problems) console.log(`  PROBLEM ${p}`);
  return { ok: total.gzip <= LOGIN_BUDGET_KB * 1024 && problems.length === 0, loginGzip: total.gzip, problems };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "fanzone-bench-web-"));
  const child = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DEMO_MODE: "true",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function demoCookie(base) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(DEMO),
  });
  if (!res.ok) throw new Error(`demo sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function lighthouseFigures() {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const cookie = await demoCookie(server.base);
    console.log("\nLighthouse 12, mobile settings (simulated throttling), performance category:");
    for (const [label, route, headers] of [
      ["/login", "/login", undefined],
      ["/ (signed in)", "/", { Cookie: cookie }],
    ]) {
      const result = await lighthouse(`${server.base}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: headers,
      });
      const lhr = result.lhr;
      if (lhr.runtimeError)
        console.log(`  ${label}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.displayValue ?? "n/a";
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      console.log(
        `  ${label.padEnd(14)} score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}  ` +
          `FCP ${audit("first-contentful-paint")}  LCP ${audit("largest-contentful-paint")}  ` +
          `TBT ${audit("total-blocking-time")}  CLS ${audit("cumulative-layout-shift")}  (final page ${finalPath})`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

const bundle = await bundleFigures();
if (!process.argv.includes("--no-lighthouse")) await lighthouseFigures();
if (!bundle.ok) {
  console.error(
    `\nBudget broken: /login initial JS ${kb(bundle.loginGzip)} KB gzip (budget ${LOGIN_BUDGET_KB} KB)${bundle.problems.length ? `; ${bundle.problems.length} route chunk problem(s)` : ""}`,
  );
  process.exit(1);
}
console.log("\nBudget met.");
