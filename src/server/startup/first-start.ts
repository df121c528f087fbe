import { fork } from "node:child_process";
import { pino } from "pino";
import type { Config } from "../config/config";
import { embeddedDatabaseExists, openPglite } from "../db/client";
import { baseLogOptions } from "../ops/log-options";
import { demoSeedBoard } from "../modules/live/scores-provider";
import { prepareDatabase } from "./prepare-database";

/** The argument that makes main.ts prepare the data directory and exit instead of serving. */
export const PREPARE_ONLY_ARG = "--prepare-data-dir";

/**
 * The embedded database's WASM heap only grows: initdb, the migrations and the demo seed on a
 * new data directory left the serving process at ~400 MB resident for good, against ~270 MB when
 * it opens a database that is already there. So a first start does that one-time work in a
 * short-lived child process (this same entry point, with PREPARE_ONLY_ARG), whose memory goes
 * back to the system when it exits; the server then opens a prepared database like on any later
 * start (its own prepareDatabase finds nothing to do). A worker thread did not give its memory
 * back (the server still idled at ~415 MB after one; bench/results/startup.md). Nothing to do
 * with DATABASE_URL, or once the data directory holds a database (a pending migration on a later
 * start is small, and runs in-process; no process is started when there is no entry script).
 */
export async function prepareNewDataDirInChild(config: Config): Promise<void> {
  if (config.databaseUrl || embeddedDatabaseExists(config.dataDir)) return;
  const entry = process.argv[1];
  if (!entry) return;
  // fork() passes on this process's node flags (and tsx's loader under `npm run dev`).
  const child = fork(entry, [PREPARE_ONLY_ARG], { stdio: "inherit" });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (exitCode, signal) => resolve(signal ? null : exitCode));
  });
  if (code !== 0)
    throw new Error(`Preparing the new data directory ${config.dataDir} failed (exit ${code ?? "by signal"})`);
}

/** The child's side: migrate and seed the embedded database, then close it. */
export async function prepareDataDir(config: Config): Promise<void> {
  const log = pino(baseLogOptions(config));
  const started = Date.now();
  const database = await openPglite(config.dataDir);
  try {
    const prepared = await prepareDatabase(database, log, {
      seed: config.seedDemoData,
      demoMode: config.demoMode,
      board: () => demoSeedBoard(config),
    });
    log.info({ ...prepared, totalMs: Date.now() - started }, "new data directory prepared");
  } finally {
    await database.close();
  }
}
