// Starts the built server (dist/server/main.js) in demo mode on a throw-away embedded database,
// for the web benchmarks. `port` 0 picks a free one.
import { spawn } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const DEMO = { email: "maya.hoops@fanzone.demo", password: "GameDay2026!" };

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

/** Waits (polling /api/health) until the server answers; a hang guard of `timeoutMs`. */
async function waitHealthy(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000} s`);
}

/**
 * `env`: more of the server's environment (e.g. SIM_CLOCK to pin the live board). `dir`: the
 * directory whose `dist/` is served (the server reads dist/web from its working directory), so
 * several builds can be compared side by side; the repository by default.
 */
export async function startBuiltApp({ port = 0, env: extraEnv = {}, dir = root } = {}) {
  const listenPort = port || (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), "fanzone-bench-web-"));
  // A copy of a data directory a server of this build prepared (BENCH_DATA_TEMPLATE), so that
  // several servers started at once skip the first start's migrations and seed.
  if (process.env.BENCH_DATA_TEMPLATE) await cp(process.env.BENCH_DATA_TEMPLATE, dataDir, { recursive: true });
  // The embedded database and no Redis whatever the caller's environment says: one process.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const child = spawn(process.execPath, [path.join(dir, "dist/server/main.js")], {
    cwd: dir,
    env: {
      ...env,
      PORT: String(listenPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DEMO_MODE: "true",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${listenPort}`;
  try {
    await waitHealthy(base, child, 180_000);
  } catch (err) {
    child.kill("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie of the demo user (Cookie header value). */
export async function demoCookie(base) {
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

/**
 * A game of a server's pinned board (a live one if any) and its home team, as paths: each
 * server's simulation has a seed of its own, so game ids differ from server to server.
 */
export async function boardPaths(base, cookie) {
  const res = await fetch(`${base}/api/live/scores`, { headers: { cookie } });
  const games = await res.json();
  const game = games.find((g) => g.gameStatus === "live") ?? games[0];
  return { game: `/games/${game.id}`, team: `/teams/${game.homeTeam.id}` };
}
