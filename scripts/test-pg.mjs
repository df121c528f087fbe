// Runs the API suite against a real PostgreSQL and Redis: creates a fresh database, runs
// every *.api.test.ts with DATABASE_URL/REDIS_URL set, and drops the database afterwards.
// An unreachable PostgreSQL or Redis is a failure, never a skip.
import { spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import pg from "pg";

const admin = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const name = `fanzone_test_${process.pid}_${Date.now()}`;
const base = new URL(admin);

async function sql(query, params) {
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(query, params)).rows;
  } finally {
    await client.end();
  }
}

const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
redis.on("error", () => undefined); // reported once below
try {
  await redis.connect();
  if ((await redis.ping()) !== "PONG") throw new Error("no PONG");
} catch (err) {
  console.error(`Redis is not reachable at ${redisUrl}: ${err.message}`);
  process.exit(1);
} finally {
  redis.disconnect();
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
  env: { ...process.env, DATABASE_URL: base.toString(), REDIS_URL: redisUrl },
});
// The run's database, and any a test made beside it (scratch-database.ts) and could not drop.
try {
  const made = await sql("select datname from pg_database where datname = $1 or starts_with(datname, $2)", [
    name,
    `${name}_`,
  ]);
  for (const { datname } of made) await sql(`drop database if exists "${datname}" with (force)`);
} catch (e) {
  console.error("drop failed:", e.message);
}
process.exit(res.status ?? 1);
