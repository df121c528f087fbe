import { randomUUID } from "node:crypto";
import pg from "pg";

/** Runs one statement on its own connection (`create database` cannot run in a pool's transaction). */
export async function adminQuery(databaseUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty PostgreSQL database beside the run's shared one (`DATABASE_URL`), for a test
 * that must not share it: its URL, and `drop()` to remove it with any connection still open.
 */
export async function scratchDatabase(label: string) {
  const sharedUrl = process.env.DATABASE_URL!;
  const url = new URL(sharedUrl);
  const name = `${url.pathname.slice(1)}_${label}_${randomUUID().slice(0, 8)}`;
  await adminQuery(sharedUrl, `create database "${name}"`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(sharedUrl, `drop database if exists "${name}" with (force)`),
  };
}
