import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type Database } from "./client";
import { maintainTables } from "./pglite-maintenance";

// The embedded database has no autovacuum: maintainTables gathers statistics and reclaims dead
// rows by autovacuum's thresholds, and leaves tables alone that have not changed enough.
let database: Database;
beforeAll(async () => {
  database = await openPglite(undefined);
  await database.execScript(
    "create table churn (id int primary key, n int); create table calm (id int primary key); insert into calm values (1)",
  );
});
afterAll(async () => database?.close());

const reltuples = async (table: string) =>
  (await database.query<{ n: number }>("select reltuples::int as n from pg_class where relname = $1", [table]))[0]!.n;

describe("embedded table maintenance", () => {
  it("analyses never-analysed and much-changed tables, vacuums tables full of dead rows, then rests", async () => {
    expect(await maintainTables(database)).toEqual(expect.arrayContaining(["churn", "calm"]));
    await database.execScript("insert into churn select g, 0 from generate_series(1, 500) g");
    expect(await maintainTables(database)).toEqual(["churn"]);
    expect(await reltuples("churn")).toBe(500);

    await database.execScript("update churn set n = n + 1");
    expect(await maintainTables(database)).toEqual(["churn"]);
    const [dead] = await database.query<{ n: number }>(
      "select n_dead_tup::int as n from pg_stat_user_tables where relname = 'churn'",
    );
    expect(dead!.n).toBe(0);

    expect(await maintainTables(database)).toEqual([]);
  });
});
