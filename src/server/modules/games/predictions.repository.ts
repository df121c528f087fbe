import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { gamePredictions } from "../../db/schema/games";

export type PredictionRow = typeof gamePredictions.$inferSelect;

export async function findPrediction(db: DbOrTx, gameId: string, userId: number) {
  const [row] = await db
    .select()
    .from(gamePredictions)
    .where(and(eq(gamePredictions.gameId, gameId), eq(gamePredictions.userId, userId)))
    .limit(1);
  return row;
}

/** Creates or replaces the user's pick; a scored pick is never changed. */
export async function upsertPrediction(
  db: DbOrTx,
  v: {
    gameId: string;
    userId: number;
    winner: PredictionRow["winner"];
    homeScore: number | null;
    awayScore: number | null;
  },
) {
  await db
    .insert(gamePredictions)
    .values(v)
    .onConflictDoUpdate({
      target: [gamePredictions.gameId, gamePredictions.userId],
      set: { winner: v.winner, homeScore: v.homeScore, awayScore: v.awayScore, updatedAt: sql`now()` },
      setWhere: sql`${gamePredictions.scoredAt} is null`,
    });
}
