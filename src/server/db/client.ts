import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type pg from "pg";

/** One query API for both engines: repositories take a Db (or a transaction). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = PgTransaction<PgQueryResultHKT, any, any>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs a multi-statement SQL script (migrations only). */
  execScript(sql: string): Promise<void>;
  /** Raw parameterised query for the few places the query builder cannot express. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` on one dedicated connection (session-level locks need that). */
  withSession<T>(fn: (session: Pick<Database, "execScript" | "query">) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** Connections of the pool (PostgreSQL only; null on the embedded database, which has one). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /** Calls `fn` with the duration of every query (PostgreSQL only), for the metrics. Returns an unsubscribe. */
  observeQueries(fn: QueryObserver): () => void;
  close(): Promise<void>;
}

export type QueryObserver = (seconds: number, failed: boolean) => void;

/**
 * PostgreSQL's default shared_buffers (128 MB) lives inside the WASM heap, which never shrinks,
 * and PostgreSQL touches all of it when it starts: it made most of the embedded server's idle
 * footprint. The embedded database serves one small community (the demo data is 10 MB, catalogs
 * included); 8 MB holds its hot pages, and the rest is read back from the operating system's file
 * cache. 32 -> 8 MB took the WASM heap's resident part from 48 to 22 MB at idle; the plans of
 * bench:explain did not change (the planner reads effective_cache_size, not shared_buffers).
 * Passed as start parameters, not `postgresqlconf` (which replaces the data directory's
 * postgresql.conf, timezone and all).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=8MB", "-c", "temp_buffers=2MB"];

const pgliteDir = (dataDir: string) => path.join(dataDir, "pglite");

/** Whether `dataDir` already holds an embedded database (initdb has run there). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDir(dataDir), "PG_VERSION"));
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests). `template` (a
 * `dumpPgliteDataDir` of another database) starts from a copy of it instead of an empty one,
 * which skips initdb: most of the cost of opening a fresh database.
 */
export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = pgliteDir(dataDir);
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { citext, pg_trgm },
    startParams: PGLITE_START_PARAMS,
    ...(template ? { loadDataDir: template } : {}),
  });
  const db = drizzlePglite(client) as unknown as Db;
  let closed = false;
  const session = {
    execScript: async (sql: string) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
  };
  return {
    db,
    kind: "pglite",
    ...session,
    // PGlite is a single connection already.
    withSession: (fn) => fn(session),
    poolStats: () => null,
    observeQueries: () => () => undefined,
    ping: async () => {
      if (closed) return false;
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Set on a client when the pool hands it out, cleared by its first query. */
const FRESH = Symbol("fresh checkout");
type Tracked = pg.Client & {
  [FRESH]?: boolean;
  release?: (err?: Error | boolean) => void;
};

/**
 * A pg.Client that times every query for the observers, and frees itself when the first query
 * after a checkout fails: Drizzle's transaction() sends `begin` before its try/finally, so a
 * `begin` that fails (database restarting) would otherwise leak the client, and a few such
 * failures would exhaust the pool for good. Drizzle and our raw queries use the promise form;
 * callback and submittable forms pass through.
 */
function trackedClient(Client: typeof pg.Client, observers: Set<QueryObserver>): typeof pg.Client {
  return class TrackedClient extends Client {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      const self = this as Tracked;
      const fresh = self[FRESH] === true;
      self[FRESH] = false;
      const started = process.hrtime.bigint();
      const done = (failed: boolean) => {
        if (observers.size === 0) return;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        for (const o of observers) o(seconds, failed);
      };
      // pg-pool's own query() uses the callback form (and releases the client itself).
      const last = args.length - 1;
      if (typeof args[last] === "function") {
        const callback = args[last] as (err: Error | null, ...rest: unknown[]) => void;
        args[last] = (err: Error | null, ...rest: unknown[]) => {
          done(!!err);
          callback(err, ...rest);
        };
      }
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const result = (super.query as (...a: any[]) => any)(...args);
      if (!result || typeof result.then !== "function") return result;
      result.then(
        () => done(false),
        (err: Error) => {
          done(true);
          if (fresh) self.release?.(err);
        },
      );
      return result;
    }
  } as unknown as typeof pg.Client;
}

/**
 * Real PostgreSQL through a node-postgres pool. Every statement is unnamed (no `name` is ever
 * given, so no server-side prepared statement outlives its transaction) and nothing relies on
 * session state between transactions: that keeps it compatible with PgBouncer's transaction
 * pooling (see docs/decisions/0550-cluster-topology.md). A database outage still answers 503
 * quickly: a refused connection fails at once and PgBouncer gives up waiting after a second; the
 * 5 s wait for a pool client only absorbs bursts (a shorter one turned bursts into 503s).
 */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Loaded only with DATABASE_URL: the embedded server never needs them (~15 MB resident).
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  const observers = new Set<QueryObserver>();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    Client: trackedClient(pg.Client, observers),
  });
  // Releasing twice is a no-op, so the client's own release (see trackedClient) and its user's never clash.
  pool.on("acquire", (client) => {
    const c = client as unknown as Tracked & pg.PoolClient;
    const release = c.release;
    let released = false;
    c.release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      release(err);
    };
    c[FRESH] = true;
  });
  // A client that loses its connection (database restarted, PgBouncer gone) must not crash the
  // process: idle ones are reported on the pool, checked-out ones (mid-transaction) on themselves.
  // The query in progress fails (503), and the pool discards the broken client on release.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg(pool) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "postgres",
    execScript: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    withSession: async (fn) => {
      const conn = await pool.connect();
      try {
        return await fn({
          execScript: async (sql) => {
            await conn.query(sql);
          },
          query: async <T>(sql: string, params: unknown[] = []) => (await conn.query(sql, params)).rows as T[],
        });
      } finally {
        conn.release();
      }
    },
    ping: async () => {
      if (closed) return false;
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (fn) => {
      observers.add(fn);
      return () => observers.delete(fn);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string; template?: Blob }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.template);
}

/** The embedded database under `dataDir` as one uncompressed tarball (a `template` for `openPglite`). */
export async function dumpPgliteDataDir(dataDir: string): Promise<Blob> {
  const client = await PGlite.create(pgliteDir(dataDir), {
    extensions: { citext, pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  try {
    return (await client.dumpDataDir("none")) as Blob;
  } finally {
    await client.close();
  }
}
