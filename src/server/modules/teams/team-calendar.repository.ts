import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { calendarGameVersions } from "../../db/schema/calendar";

export interface GameVersion {
  gameId: string;
  startsAt: Date;
  state: "confirmed" | "cancelled";
}

/**
 * Records what the calendar now says about each game and answers each game's SEQUENCE and the
 * instant of its last change: new games start at 0; a game whose start or state differs from
 * what was recorded goes up by one. One statement, so two requests at once count a change once.
 */
export async function versionGames(db: DbOrTx, games: GameVersion[]) {
  if (games.length === 0) return new Map<string, { sequence: number; updatedAt: Date }>();
  await db
    .insert(calendarGameVersions)
    .values(games)
    .onConflictDoUpdate({
      target: calendarGameVersions.gameId,
      set: {
        startsAt: sql`excluded.starts_at`,
        state: sql`excluded.state`,
        sequence: sql`${calendarGameVersions.sequence} + 1`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${calendarGameVersions.startsAt} <> excluded.starts_at or ${calendarGameVersions.state} <> excluded.state`,
    });
  const rows = await db
    .select({
      gameId: calendarGameVersions.gameId,
      sequence: calendarGameVersions.sequence,
      updatedAt: calendarGameVersions.updatedAt,
    })
    .from(calendarGameVersions)
    .where(
      inArray(
        calendarGameVersions.gameId,
        games.map((g) => g.gameId),
      ),
    );
  return new Map(rows.map((r) => [r.gameId, { sequence: r.sequence, updatedAt: r.updatedAt }]));
}
