import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

// Moments waiting for a fan's delay (docs/decisions/1400-alerts.md). Rows are taken by whichever
// instance's sweeper gets them first: `for update skip locked` hands each row to one of them.

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;

export interface QueuedDelivery<T> {
  userId: number;
  gameId: string;
  dueAt: Date;
  moment: T;
}

/** Rows per insert statement: a final whistle queues one row per delayed fan. */
const INSERT_CHUNK = 1_000;

export async function queueDeliveries<T>(db: DbOrTx, rows: readonly QueuedDelivery<T>[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const values = sql.join(
      rows
        .slice(i, i + INSERT_CHUNK)
        .map(
          (r) =>
            sql`(${r.userId}::int, ${r.gameId}, ${r.dueAt.toISOString()}::timestamptz, ${JSON.stringify(r.moment)}::jsonb)`,
        ),
      sql`, `,
    );
    await db.execute(sql`insert into alert_deliveries (user_id, game_id, due_at, moment) values ${values}`);
  }
}

/** Takes (deletes and answers) at most `limit` rows due by `now`, oldest first. */
export async function takeDueDeliveries<T>(db: DbOrTx, now: Date, limit: number): Promise<QueuedDelivery<T>[]> {
  const rows = rowsOf(
    await db.execute(sql`
      delete from alert_deliveries where id in (
        select id from alert_deliveries where due_at <= ${now.toISOString()}::timestamptz
         order by due_at, id limit ${limit} for update skip locked)
      returning id, user_id, game_id, due_at, moment`),
  );
  // DELETE … RETURNING keeps no order: sorted here by when each fell due, then by when it was
  // queued (moments of one instant keep their order, so the newest is last).
  return rows
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((r) => ({
      userId: Number(r.user_id),
      gameId: String(r.game_id),
      dueAt: r.due_at instanceof Date ? r.due_at : new Date(String(r.due_at)),
      moment: (typeof r.moment === "string" ? JSON.parse(r.moment) : r.moment) as T,
    }))
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
}

/** When the next row falls due (null: none waiting). */
export async function nextDueAt(db: DbOrTx): Promise<Date | null> {
  const [r] = rowsOf(await db.execute(sql`select min(due_at) as due from alert_deliveries`));
  return r?.due ? (r.due instanceof Date ? r.due : new Date(String(r.due))) : null;
}
