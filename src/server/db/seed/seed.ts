import type { FastifyBaseLogger } from "fastify";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Game } from "@shared/schemas/live";
import type { Db } from "../client";
import { appMeta } from "../schema/app-meta";
import { teams } from "../schema/teams";
import { userFavoriteTeams, users } from "../schema/users";
import { UNUSABLE_PASSWORD_HASH, hashPassword } from "../../lib/password";
import { deleteAllSessionsOf } from "../../lib/session";
import { avatarUrlFor } from "../../modules/avatars/avatar-url";
import { DEMO_PASSWORD, DEMO_USERS } from "./demo-users";
import type { SeedContext, SeededUser } from "./seed-context";
import { FEATURE_SEEDERS } from "./seeders";

const SEEDED_KEY = "demo_seeded_at";

/**
 * Seeds the demo data once per database, in one transaction: the claim row makes a second
 * instance (or a second start) skip it, and a failure leaves nothing half-written. The demo fans
 * get the published password in demo mode only; otherwise their content is there but nobody can
 * sign in to them.
 */
export async function seedDemoData(
  db: Db,
  log: FastifyBaseLogger,
  demoMode: boolean,
  board: () => Game[] = () => [],
): Promise<boolean> {
  const passwordHash = demoMode ? await hashPassword(DEMO_PASSWORD) : UNUSABLE_PASSWORD_HASH;
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
          // The operator's own sample accounts: their addresses are the seed's, not a stranger's claim.
          emailVerifiedAt: new Date(),
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
      board: board(),
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

/**
 * Keeps the demo fans' passwords in line with the mode on every start: a database seeded by a
 * local demo and later served publicly must not keep 12 accounts with a published password.
 * Outside demo mode they get an unusable password and lose their sessions; in demo mode the
 * locked ones get the demo password back. Returns how many accounts changed.
 */
export async function syncDemoAccountPasswords(db: Db, demoMode: boolean): Promise<number> {
  const demoEmails = inArray(
    users.email,
    DEMO_USERS.map((u) => u.email),
  );
  if (demoMode) {
    const locked = and(demoEmails, eq(users.passwordHash, UNUSABLE_PASSWORD_HASH));
    const [any] = await db.select({ id: users.id }).from(users).where(locked).limit(1);
    if (!any) return 0;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    return (await db.update(users).set({ passwordHash }).where(locked).returning({ id: users.id })).length;
  }
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ passwordHash: UNUSABLE_PASSWORD_HASH })
      .where(and(demoEmails, ne(users.passwordHash, UNUSABLE_PASSWORD_HASH)))
      .returning({ id: users.id });
    for (const { id } of changed) await deleteAllSessionsOf(tx, id);
    return changed.length;
  });
}
