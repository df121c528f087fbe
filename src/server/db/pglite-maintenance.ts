import type { FastifyBaseLogger } from "fastify";
import type { Database } from "./client";

/**
 * The embedded database has no autovacuum (PGlite runs no background workers), so its planner
 * statistics were never gathered and dead rows were never reclaimed: without statistics a feed
 * page was planned in 20 ms and joined the teams by scanning all of them for every post. This
 * does autovacuum's job with autovacuum's thresholds: a table is analysed once more than
 * 50 rows + 10% of it changed, vacuumed once more than 50 + 20% of it are dead rows. Checked
 * every minute; one table at a time, as each run holds the (single) connection.
 */
const CHECK_EVERY_MS = 60_000;

const DUE = `
  select s.relname as name,
         n_dead_tup > 50 + 0.2 * n_live_tup as vacuum,
         n_mod_since_analyze > 50 + 0.1 * n_live_tup or c.reltuples < 0 as analyze
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
   where n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup or c.reltuples < 0`;

/** Vacuums and analyses the tables that are due; answers their names. */
export async function maintainTables(database: Pick<Database, "query" | "execScript">): Promise<string[]> {
  // Row counts reach the statistics views at most once a second; take the latest.
  await database.query("select pg_stat_force_next_flush()");
  const due = await database.query<{ name: string; vacuum: boolean; analyze: boolean }>(DUE);
  for (const t of due) {
    const table = `"${t.name.replace(/"/g, '""')}"`;
    await database.execScript(t.vacuum ? `vacuum (analyze) ${table}` : `analyze ${table}`);
  }
  return due.map((t) => t.name);
}

/** Runs `maintainTables` every minute until the returned stop function is called. */
export function startTableMaintenance(database: Database, log: FastifyBaseLogger): () => void {
  const run = async () => {
    const started = Date.now();
    try {
      const tables = await maintainTables(database);
      if (tables.length) log.info({ tables, ms: Date.now() - started }, "embedded database: tables vacuumed/analysed");
    } catch (err) {
      log.warn({ err }, "embedded database: table maintenance failed");
    }
  };
  // `run` logs its own failures, so the timer fires and forgets.
  const timer = setInterval(() => void run(), CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
