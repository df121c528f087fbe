import type { FastifyBaseLogger } from "fastify";
import type { Game } from "@shared/schemas/live";
import type { Database } from "../db/client";
import { migrate } from "../db/migrate";
import { seedDemoData, syncDemoAccountPasswords } from "../db/seed/seed";
import { syncTeamCatalogue } from "../modules/teams/teams.sync";

export interface Prepared {
  migrations: number;
  seeded: boolean;
  demoAccountsChanged: number;
}

/**
 * Brings a database up to what this build serves: migrations, the team catalogue and, when
 * asked, the demo data and the demo fans' passwords. Every step is idempotent and cheap when
 * there is nothing to do, so it runs on every start (and may run first in a short-lived process,
 * see first-start.ts).
 */
export async function prepareDatabase(
  database: Database,
  log: FastifyBaseLogger,
  /** `board`: the scores provider's games, asked only when the demo data is seeded. */
  opts: { seed: boolean; demoMode: boolean; board?: () => Game[] },
): Promise<Prepared> {
  const applied = await migrate(database);
  await syncTeamCatalogue(database.db);
  let seeded = false;
  let demoAccountsChanged = 0;
  if (opts.seed) {
    seeded = await seedDemoData(database.db, log, opts.demoMode, opts.board);
    demoAccountsChanged = await syncDemoAccountPasswords(database.db, opts.demoMode);
  }
  return { migrations: applied.length, seeded, demoAccountsChanged };
}
