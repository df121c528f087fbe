// Runs the API suite against a real PostgreSQL (and Redis): creates a fresh database, runs
// every *.api.test.ts with DATABASE_URL/REDIS_URL set, and drops the database afterwards.
// An unreachable PostgreSQL is a failure, never a skip.
import { spawnSync } from "node:child_process";
import pg from "pg";

const admin = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const name = `fanzone_test_${process.pid}_${Date.now()}`;
const base = new URL(admin);

async function sql(query) {
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

try {
  await sql(`create database ${name}`);
} catch (err) {
  console.error(`PostgreSQL is not reachable at ${admin}: ${err.message}`);
  process.exit(1);
}
base.pathname = `/${name}`;
console.log(`API suite on PostgreSQL database ${name} with Redis ${redisUrl}`);
const res = spawnSync("npx", ["vitest", "run", "--project", "api", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: base.toString(), REDIS_URL: redisUrl, REQUIRE_REDIS: "1" },
});
await sql(`drop database if exists ${name} with (force)`).catch((e) => console.error("drop failed:", e.message));
process.exit(res.status ?? 1);
