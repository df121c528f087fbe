// Measures the time from process start to a healthy /api/health for a first start on an empty
// data directory (migrations + demo seed) and for a second start on the same directory.
//   npm run bench:startup   (needs a build: npm run build)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fz-startup-"));
const port = 3900 + Math.floor(Math.random() * 50);

async function startOnce(label) {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
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
  const exited = new Promise((r) => child.on("exit", r));
  const tStop = performance.now();
  child.kill("SIGTERM");
  const code = await exited;
  console.log(
    `${label}: healthy after ${ms.toFixed(0)} ms; graceful stop in ${(performance.now() - tStop).toFixed(0)} ms (exit ${code})`,
  );
}

await startOnce("first start (migrate + seed)");
await startOnce("second start");
fs.rmSync(dataDir, { recursive: true, force: true });
