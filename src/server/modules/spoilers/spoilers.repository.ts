import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function shieldedTeamIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = rowsOf(
    await db.execute(sql`select team_id from spoiler_shields where user_id = ${userId} order by team_id`),
  );
  return rows.map((r) => Number(r.team_id));
}

export async function replaceShield(db: DbOrTx, userId: number, teamIds: number[]) {
  await db.execute(sql`delete from spoiler_shields where user_id = ${userId}`);
  if (teamIds.length === 0) return;
  const values = sql.join(
    teamIds.map((t) => sql`(${userId}::int, ${t}::int)`),
    sql`, `,
  );
  await db.execute(sql`insert into spoiler_shields (user_id, team_id) values ${values} on conflict do nothing`);
}
