import { sql } from "drizzle-orm";
import type { App } from "../../app";

/**
 * Test-only: inserts a few uniquely numbered teams (the catalogue may be empty in a test
 * database, and the PostgreSQL test database is shared, so ids are random and high).
 */
export async function insertTestTeams(app: App, n = 3) {
  const base = 1_000_000_000 + Math.floor(Math.random() * 900_000_000);
  const rows = Array.from({ length: n }, (_, i) => ({
    id: base + i,
    name: `Test Team ${base + i}`,
    city: "Testville",
    sport: i % 2 ? "basketball" : "football",
    league: i % 2 ? "nba" : "nfl",
    abbreviation: `T${i}`,
  }));
  for (const r of rows)
    await app.db.execute(sql`insert into teams (id, name, city, sport, league, abbreviation, primary_color, secondary_color)
      values (${r.id}, ${r.name}, ${r.city}, ${r.sport}, ${r.league}, ${r.abbreviation}, '#000000', '#ffffff')
      on conflict (id) do nothing`);
  return rows;
}
