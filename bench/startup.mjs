// Measures the time from process start to a healthy /api/health for a first start on an empty
// data directory (migrations + demo seed) and for a second start on the same directory, and the
// server's resident memory (RSS) once idle after each.
//   npm run bench:startup   (needs a build: npm run build)
//   BENCH_STARTUP_PORT=5650 BENCH_STARTUP_NODE_ARGS="--max-semi-space-size=1" npm run bench:startup
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENV } from "../scripts/server-process.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fz-startup-"));
const port = Number(process.env.BENCH_STARTUP_PORT ?? 3900 + Math.floor(Math.random() * 50));
const nodeArgs = (process.env.BENCH_STARTUP_NODE_ARGS ?? "").split(" ").filter(Boolean);
/**
 * RSS read this long after healthy: once the start-up work (the live board's first poll, JIT) has
 * settled, and a minute on, when V8 has shrunk its young generation on an idle heap (it does so
 * after about 30 s without allocation).
 */
const IDLE_SAMPLES_MS = [5_000, 60_000];

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function startOnce(label) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, "dist/server/main.js"], {
    // The environment `npm start` gives the server (malloc settings), then the caller's.
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("server did not become healthy in 120 s");
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - t0;
  const rss = [];
  let waited = 0;
  for (const at of IDLE_SAMPLES_MS) {
    await new Promise((r) => setTimeout(r, at - waited));
    waited = at;
    rss.push(`${rssMb(child.pid)} MB ${at / 1000} s`);
  }
  const exited = new Promise((r) => child.on("exit", r));
  const tStop = performance.now();
  child.kill("SIGTERM");
  const code = await exited;
  console.log(
    `${label}: healthy after ${ms.toFixed(0)} ms; idle RSS ${rss.join(", ")} later; graceful stop in ${(performance.now() - tStop).toFixed(0)} ms (exit ${code})`,
  );
}

await startOnce("first start (migrate + seed)");
await startOnce("second start");
fs.rmSync(dataDir, { recursive: true, force: true });
