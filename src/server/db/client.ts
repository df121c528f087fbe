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
  close(): Promise<void>;
}

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

/** Real PostgreSQL through a node-postgres pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
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
