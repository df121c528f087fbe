import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appMeta } from "../../db/schema/app-meta";
import { teams } from "../../db/schema/teams";
import { CATALOGUE } from "../../catalogue/teams";

const HASH_KEY = "team_catalogue_hash";

/**
 * Upserts the team catalogue into the teams table at every start. Idempotent; skipped entirely
 * when the catalogue is unchanged since the last sync (one indexed read), so starts stay fast.
 * Teams that left the catalogue are kept: users' favourites may point at them.
 */
export async function syncTeamCatalogue(db: Db): Promise<void> {
  const rows = CATALOGUE.map((t) => ({
    id: t.id,
    name: t.name,
    city: t.city,
    sport: t.sport,
    league: t.league,
    abbreviation: t.abbreviation,
    primaryColor: t.primaryColor,
    secondaryColor: t.secondaryColor,
    conference: t.conference,
  }));
  const hash = createHash("sha256").update(JSON.stringify(rows)).digest("hex");
  const [seen] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, HASH_KEY));
  if (seen?.value === hash) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(teams)
      .values(rows)
      .onConflictDoUpdate({
        target: teams.id,
        set: {
          name: sql`excluded.name`,
          city: sql`excluded.city`,
          sport: sql`excluded.sport`,
          league: sql`excluded.league`,
          abbreviation: sql`excluded.abbreviation`,
          primaryColor: sql`excluded.primary_color`,
          secondaryColor: sql`excluded.secondary_color`,
          conference: sql`excluded.conference`,
        },
      });
    await tx
      .insert(appMeta)
      .values({ key: HASH_KEY, value: hash })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: hash, updatedAt: new Date() } });
  });
}
