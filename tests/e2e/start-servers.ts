// Playwright's global setup: every worker slot's two servers (tests/e2e/servers.ts), started
// together from the production build, each on a fresh data directory. Resolves when all answer
// /api/health; what it returns stops them all when the run ends.
//
// A new data directory costs initdb, the migrations and the demo seed (argon2 hashes included):
// done once, in a prepare-only run of the server, and copied to every server's directory, so each
// server starts as on a later start (decision 0621).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import { TEST_BOARD } from "../../src/server/providers/scores/simulated/test-board";
import { startMailCatcher } from "../../src/server/test/mail-catcher";
import { GAME_CENTRE_CLOCK } from "./game-centre-server";
import { E2E_MAIL_URL } from "./mail";
import { E2E_WORKERS, appPort, gameCentrePort } from "./servers";

/**
 * The prepared data directories the servers' directories are copied from: one per simulated
 * clock, since the demo seed stores the games of the board at its clock (predictions, match
 * threads); a game-centre server on a copy seeded at the app's later clock would find games it
 * has still to play already stored as started.
 */
const PREPARED_APP_DIR = ".data-test-e2e-prepared";
const PREPARED_GAMES_DIR = ".data-test-e2e-prepared-games";

const common = {
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  DEMO_MODE: "true",
  RATE_LIMIT_SCALE: "100",
  // No orchestrator routes traffic away from these: stop at once when the run ends.
  DRAIN_DELAY_MS: "0",
  // Tests move the simulated clock (POST /api/sim/advance) rather than wait for games to move.
  SIM_CONTROL: "true",
};

/**
 * The app every spec uses: the pinned test board (TEST_BOARD), whatever the hour of the run. Its
 * mail goes to the run's mail catcher (`smtpUrl`), where specs read it (tests/e2e/mail.ts); the
 * links in it lead to the slot's own app (PUBLIC_ORIGIN defaults to the server's local URL).
 */
const appEnv = (slot: number, smtpUrl: string) => ({
  ...common,
  SMTP_URL: smtpUrl,
  PORT: String(appPort(slot)),
  DATA_DIR: `.data-test-e2e-${slot}`,
  LOG_LEVEL: "warn",
  // The moderation spec signs this address up (or in) as its administrator.
  ADMIN_EMAILS: "admin@e2e.test",
  // E2E_SIM_CLOCK pins another instant, to try the suite on another board.
  SIM_CLOCK: process.env.E2E_SIM_CLOCK ?? TEST_BOARD.clock,
  SIM_TIME_SCALE: String(TEST_BOARD.timeScale),
});

/** The game centre's server: a clock the test moves (tests/e2e/game-centre-server.ts). */
const gameCentreEnv = (slot: number) => ({
  ...common,
  PORT: String(gameCentrePort(slot)),
  DATA_DIR: `.data-test-e2e-games-${slot}`,
  LOG_LEVEL: "error",
  SIM_CLOCK: GAME_CENTRE_CLOCK,
  SIM_TIME_SCALE: "1",
});

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

interface Server {
  child: ChildProcess;
  exited: Promise<unknown>;
}

/** Migrates and seeds `dir` in a prepare-only run of the server with `env` (it exits when done). */
async function prepareDataDir(dir: string, env: Record<string, string>) {
  fs.rmSync(dir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["dist/server/main.js", "--prepare-data-dir"], {
    env: { ...process.env, ...env, DATA_DIR: dir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const [code, signal] = (await once(child, "exit")) as [number | null, string | null];
  if (code !== 0) throw new Error(`preparing the e2e data directory failed (exit ${code ?? signal})`);
}

const gone = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stop({ child, exited }: Server) {
  if (!gone(child)) child.kill("SIGTERM");
  await exited;
}

async function start(env: Record<string, string>, preparedDir: string): Promise<Server> {
  const health = `http://127.0.0.1:${env.PORT}/api/health`;
  if (await answers(health))
    throw new Error(`${health} already answers: stop whatever runs on port ${env.PORT}, or set E2E_PORT`);
  fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
  fs.cpSync(preparedDir, env.DATA_DIR!, { recursive: true });
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server = { child, exited: new Promise((resolve) => child.once("exit", resolve)) };
  // A hang guard, not a speed check: a busy machine may take long to start.
  const deadline = Date.now() + 180_000;
  while (!(await answers(health))) {
    if (gone(child))
      throw new Error(`the e2e server on port ${env.PORT} exited (${child.exitCode ?? child.signalCode})`);
    if (Date.now() > deadline) {
      await stop(server);
      throw new Error(`the e2e server on port ${env.PORT} did not answer ${health}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return server;
}

export default async function startServers() {
  const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => slot);
  // One SMTP server for every slot's app, keeping what it receives; the workers inherit this
  // process's environment, so the specs find its HTTP view there.
  const mail = await startMailCatcher({ httpPort: 0 });
  process.env[E2E_MAIL_URL] = mail.httpUrl!;
  try {
    await Promise.all([
      prepareDataDir(PREPARED_APP_DIR, appEnv(0, mail.smtpUrl)),
      prepareDataDir(PREPARED_GAMES_DIR, gameCentreEnv(0)),
    ]);
  } catch (err) {
    await mail.close();
    throw err;
  }
  const starting = slots.flatMap((slot) => [
    start(appEnv(slot, mail.smtpUrl), PREPARED_APP_DIR),
    start(gameCentreEnv(slot), PREPARED_GAMES_DIR),
  ]);
  const results = await Promise.allSettled(starting);
  const servers = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await Promise.all(servers.map(stop));
    await mail.close();
    throw failed.reason;
  }
  return async () => {
    await Promise.all(servers.map(stop));
    await mail.close();
  };
}
