// Vitest global setup: one migrated embedded database per test run, as a tarball that every test
// app starts from (test-app.ts). Opening a fresh PGlite runs initdb, which costs far more than
// copying a ready cluster in: with some sixty apps booted per run, this is most of the suite's
// set-up time. Made fresh on every run from this build's migrations, so it is never stale.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { dumpPgliteDataDir, openPglite } from "../db/client";
import { prepareDatabase } from "../startup/prepare-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated database's tarball, for PGlite's `loadDataDir`. */
    pgliteTemplate: string;
  }
}

/** Made once per run, whichever project asks first (each project runs its own global setup). */
const shared = globalThis as { fanzonePgliteTemplate?: Promise<{ dir: string; file: string }> };

async function make() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fanzone-test-db-"));
  const database = await openPglite(dir);
  try {
    // What every start does first (migrations and the team catalogue), without demo data.
    await prepareDatabase(database, pino({ level: "silent" }), { seed: false, demoMode: false });
  } finally {
    await database.close();
  }
  const file = path.join(dir, "template.tar");
  fs.writeFileSync(file, Buffer.from(await (await dumpPgliteDataDir(dir)).arrayBuffer()));
  return { dir, file };
}

export default async function providePgliteTemplate(project: TestProject) {
  const { dir, file } = await (shared.fanzonePgliteTemplate ??= make());
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
