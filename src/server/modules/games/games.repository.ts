import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Game } from "@shared/schemas/live";
import type { DbOrTx } from "../../db/client";
import { games, gameTimeline } from "../../db/schema/games";
import type { TimelineChange } from "./timeline";

export type TimelineRow = typeof gameTimeline.$inferSelect;

/** The stored state of each of `ids` that is stored. */
export async function storedStates(db: DbOrTx, ids: string[]): Promise<Map<string, Game>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: games.id, state: games.state }).from(games).where(inArray(games.id, ids));
  return new Map(rows.map((r) => [r.id, r.state]));
}

export async function findGame(db: DbOrTx, id: string) {
  const [row] = await db.select().from(games).where(eq(games.id, id)).limit(1);
  return row;
}

/** The game's status, locking its row against the recorder until the caller's transaction ends. */
export async function lockGameStatus(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ status: games.status, sport: games.sport })
    .from(games)
    .where(eq(games.id, id))
    .for("share");
  return row;
}

const valuesOf = (g: Game) => ({
  id: g.id,
  league: g.league,
  sport: g.sport,
  status: g.gameStatus,
  gameTime: g.gameTime ? new Date(g.gameTime) : null,
  state: g,
});

/**
 * Stores the latest state of each game. A final game stays final: a provider that replays a
 * finished game (a sped-up simulator restarted the same day) cannot turn it back to upcoming.
 */
export async function upsertGames(db: DbOrTx, states: Game[]) {
  if (states.length === 0) return;
  await db
    .insert(games)
    .values(states.map(valuesOf))
    .onConflictDoUpdate({
      target: games.id,
      set: {
        league: sql`excluded.league`,
        sport: sql`excluded.sport`,
        status: sql`excluded.status`,
        gameTime: sql`excluded.game_time`,
        state: sql`excluded.state`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${games.status} <> 'final' or excluded.status = 'final'`,
    });
}

/** Stores a game the board knows but the recorder has not written yet (a comment or pick came first). */
export async function insertGameIfMissing(db: DbOrTx, g: Game) {
  await db.insert(games).values(valuesOf(g)).onConflictDoNothing({ target: games.id });
}

/** Adds timeline entries; returns only the ones that were new (an entry recorded twice is one row). */
export async function insertTimeline(db: DbOrTx, entries: (TimelineChange & { gameId: string })[]) {
  if (entries.length === 0) return [];
  return db
    .insert(gameTimeline)
    .values(
      entries.map((e) => ({
        gameId: e.gameId,
        at: new Date(e.at),
        kind: e.kind,
        period: e.period,
        clock: e.clock,
        homeScore: e.homeScore,
        awayScore: e.awayScore,
        text: e.text,
        dedupeKey: e.dedupeKey,
      })),
    )
    .onConflictDoNothing({ target: [gameTimeline.gameId, gameTimeline.dedupeKey] })
    .returning();
}

/** A game's story, oldest first (bounded: a game has at most a few hundred changes). */
export async function timelineOf(db: DbOrTx, gameId: string, limit: number) {
  return db
    .select()
    .from(gameTimeline)
    .where(eq(gameTimeline.gameId, gameId))
    .orderBy(asc(gameTimeline.at), asc(gameTimeline.id))
    .limit(limit);
}

/**
 * Marks the game scored and scores its unscored predictions, in the caller's transaction. Only
 * rows still unscored are touched, so a second final (a repeated poll, another leader during a
 * hand-over) finds nothing to do: each prediction gets its points exactly once.
 */
export async function scorePredictions(
  tx: DbOrTx,
  gameId: string,
  result: { winner: string; homeScore: number; awayScore: number },
  points: { winner: number; exact: number },
) {
  const exact = sql`(winner = ${result.winner} and home_score = ${result.homeScore} and away_score = ${result.awayScore})`;
  const scored = await tx.execute(sql`
    update game_predictions
       set exact = ${exact},
           points = case when ${exact} then ${points.exact}::int when winner = ${result.winner} then ${points.winner}::int else 0 end,
           scored_at = now()
     where game_id = ${gameId} and scored_at is null`);
  await tx
    .update(games)
    .set({ scoredAt: sql`now()` })
    .where(and(eq(games.id, gameId), sql`${games.scoredAt} is null`));
  const r = scored as unknown as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
