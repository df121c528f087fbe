import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";

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

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, { extensions: { citext, pg_trgm } });
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

/**
 * A pg.Client that times every query for the observers. Drizzle and our raw queries all use the
 * promise form, so the timing wraps the returned promise; callback and submittable forms pass through.
 */
function timedClient(observers: Set<QueryObserver>): typeof pg.Client {
  return class TimedClient extends pg.Client {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(...args: any[]): any {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const result = (super.query as (...a: any[]) => any)(...args);
      if (observers.size === 0 || !result || typeof result.then !== "function") return result;
      const started = process.hrtime.bigint();
      const done = (failed: boolean) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        for (const o of observers) o(seconds, failed);
      };
      result.then(
        () => done(false),
        () => done(true),
      );
      return result;
    }
  } as unknown as typeof pg.Client;
}

/**
 * Real PostgreSQL through a node-postgres pool. Every statement is unnamed (no `name` is ever
 * given, so no server-side prepared statement outlives its transaction) and nothing relies on
 * session state between transactions: that keeps it compatible with PgBouncer's transaction
 * pooling (see docs/decisions/0550-cluster-topology.md). Connecting gives up after 2 s so a
 * database outage answers 503 quickly instead of queueing requests.
 */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const observers = new Set<QueryObserver>();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 2_000,
    Client: timedClient(observers),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => undefined);
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

export function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
