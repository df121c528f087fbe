import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";
import { migrate } from "./migrate";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: undefined });
});
afterAll(async () => database?.close());

it("applies each migration once: a second run (or a concurrent one) changes nothing", async () => {
  const [a, b] = await Promise.all([migrate(database), migrate(database)]);
  expect(a.length === 0 || b.length === 0).toBe(true);
  expect(await migrate(database)).toEqual([]);
  const rows = await database.query<{ name: string }>("select name from schema_migrations order by name");
  expect(rows.map((r) => r.name)).toContain("0001_core.sql");
  expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
});
