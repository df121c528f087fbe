import { asc, inArray } from "drizzle-orm";
import type { App } from "../app";
import { teams } from "../db/schema/teams";

/**
 * Test-only: real catalogue teams (synced at every start), alternating football and basketball
 * so tests can rely on a team's sport. Nothing is inserted: the PostgreSQL test database is
 * shared, and extra rows would change what other suites see of the catalogue.
 */
export async function pickCatalogueTeams(app: App, n = 3) {
  const rows = await app.db
    .select()
    .from(teams)
    .where(inArray(teams.league, ["nfl", "nba"]))
    .orderBy(asc(teams.id));
  const nfl = rows.filter((r) => r.league === "nfl");
  const nba = rows.filter((r) => r.league === "nba");
  return Array.from({ length: n }, (_, i) => {
    const team = (i % 2 ? nba : nfl)[i >> 1];
    if (!team) throw new Error("the team catalogue has too few NFL/NBA teams");
    return team;
  });
}
