import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./client";

// Migrations are plain SQL files applied in file-name order, each once, in a transaction.
// Hand-written SQL (rather than generated) lets each feature own its file without a shared
// journal; see docs/decisions/0002-sql-migrations.md.
const here = path.dirname(fileURLToPath(import.meta.url));
const candidates = [path.join(here, "migrations"), path.resolve("src/server/db/migrations")];

export function migrationsDir(): string {
  const dir = candidates.find((d) => fs.existsSync(d));
  if (!dir) throw new Error(`Migrations folder not found (looked in ${candidates.join(", ")})`);
  return dir;
}

// Transaction-level advisory lock: one instance migrates at a time, and the lock ends with the
// transaction, so it also holds through PgBouncer's transaction pooling (a session-level lock
// would stay on whichever server connection took it).
const LOCK_KEY = 727_001;

// PGlite has no advisory locks across callers of one handle: serialise in-process instead.
const inProcess = new WeakMap<Database, Promise<unknown>>();

export function migrate(database: Database): Promise<string[]> {
  const previous = inProcess.get(database) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => migrateLocked(database));
  inProcess.set(database, run);
  return run;
}

/** The migration files this build ships, in the order they apply. */
export function migrationFiles(): string[] {
  return fs
    .readdirSync(migrationsDir())
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

async function migrateLocked(database: Database): Promise<string[]> {
  const dir = migrationsDir();
  const files = migrationFiles();
  // Pending migrations apply together in one transaction: all of them or none.
  return database.withSession(async (s) => {
    const isPg = database.kind === "postgres";
    await s.execScript("begin");
    try {
      if (isPg) await s.query("select pg_advisory_xact_lock($1)", [LOCK_KEY]);
      await s.execScript(
        `create table if not exists schema_migrations (
           name text primary key,
           applied_at timestamptz not null default now()
         )`,
      );
      const done = new Set((await s.query<{ name: string }>("select name from schema_migrations")).map((r) => r.name));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = fs.readFileSync(path.join(dir, file), "utf8");
        const name = file.replace(/'/g, "''");
        try {
          await s.execScript(`${sql}\n;insert into schema_migrations (name) values ('${name}');`);
        } catch (err) {
          throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(file);
      }
      await s.execScript("commit");
      return applied;
    } catch (err) {
      await s.execScript("rollback").catch(() => undefined);
      throw err;
    }
  });
}
