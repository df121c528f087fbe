import type { Db } from "../../db/client";

/** Upserts the team catalogue into the teams table at start (filled in by the live-sports issue). */
export async function syncTeamCatalogue(_db: Db): Promise<void> {}
