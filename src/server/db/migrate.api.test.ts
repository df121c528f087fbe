import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "./client";
import { migrate, migrationFiles } from "./migrate";
import { scratchDatabase } from "../test/scratch-database";

// Runs on a database nothing has migrated yet: an in-memory PGlite, or on PostgreSQL a scratch
// database of its own (the suite's shared database is migrated by every other test file).
let databases: Database[] = [];
let dropScratch: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) {
    databases = [await openDatabase({ databaseUrl: undefined, dataDir: undefined })];
    return;
  }
  const scratch = await scratchDatabase("migrate");
  dropScratch = scratch.drop;
  // Two handles, as two instances starting at once: the advisory lock must serialise them.
  databases = [
    await openDatabase({ databaseUrl: scratch.url, dataDir: undefined }),
    await openDatabase({ databaseUrl: scratch.url, dataDir: undefined }),
  ];
});
afterAll(async () => {
  for (const d of databases) await d.close();
  await dropScratch();
});

it("applies each migration once: a concurrent run applies nothing twice, a second run nothing", async () => {
  const files = migrationFiles();
  expect(files).toContain("0001_core.sql");
  const first = databases[0]!;
  const second = databases[1] ?? first;
  const [a, b] = await Promise.all([migrate(first), migrate(second)]);
  // Every migration applied exactly once, by one of the two runs.
  expect([...a, ...b].sort()).toEqual(files);
  expect(a.length === 0 || b.length === 0).toBe(true);
  expect(await migrate(first)).toEqual([]);
  const rows = await first.query<{ name: string }>("select name from schema_migrations order by name");
  expect(rows.map((r) => r.name)).toEqual(files);
});
