import type { FastifyBaseLogger } from "fastify";
import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { appMeta } from "../schema/app-meta";
import { teams } from "../schema/teams";
import { userFavoriteTeams, users } from "../schema/users";
import { hashPassword } from "../../modules/auth/password";
import { avatarUrlFor } from "../../modules/avatars/avatar-url";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users";
import type { SeedContext, SeededUser } from "./seed-context";
import { FEATURE_SEEDERS } from "./seeders";

const SEEDED_KEY = "demo_seeded_at";

/**
 * Seeds the demo data once per database, in one transaction: the claim row makes a second
 * instance (or a second start) skip it, and a failure leaves nothing half-written.
 */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    const rows = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          username: u.username,
          email: u.email,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          location: u.location,
          avatar: avatarUrlFor(u.username, u.firstName[0]! + u.lastName[0]!),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName });
    const byName = new Map<string, SeededUser>(rows.map((r) => [r.username, r]));

    for (const u of DEMO_USERS) {
      const seeded = byName.get(u.username);
      if (!seeded || u.favorites.length === 0) continue;
      const found = await tx
        .select({ id: teams.id, league: teams.league, abbreviation: teams.abbreviation })
        .from(teams)
        .where(
          inArray(
            teams.abbreviation,
            u.favorites.map((f) => f.abbreviation),
          ),
        );
      const ids = u.favorites
        .map((f) => found.find((t) => t.league === f.league && t.abbreviation === f.abbreviation)?.id)
        .filter((id): id is number => id !== undefined);
      if (ids.length)
        await tx
          .insert(userFavoriteTeams)
          .values(ids.map((teamId, position) => ({ userId: seeded.id, teamId, position })))
          .onConflictDoNothing();
    }

    const ctx: SeedContext = {
      tx,
      log,
      now: new Date(),
      users: rows,
      user(username) {
        const u = byName.get(username);
        if (!u) throw new Error(`Unknown demo user ${username}`);
        return u;
      },
    };
    for (const seeder of FEATURE_SEEDERS) {
      const t = Date.now();
      await seeder.run(ctx);
      log.debug({ seeder: seeder.name, ms: Date.now() - t }, "seeded");
    }
    return true;
  });
}
