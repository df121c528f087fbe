import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

// SQL conditions other features put in their list queries, so blocked and muted authors are
// filtered where the rows are read (pages stay full and cursors stay right). Each reads the
// viewer's few blocks or mutes ONCE per query (an uncorrelated `array(select ...)` is an
// InitPlan, through the indexes on blocker_id, blocked_id and muter_id) and then tests each row
// against that array. A correlated `exists` per row looked the same on paper, but the planner
// ran it for every row it scanned before its cheaper conditions (4,300 probes for one page of
// comment previews on the embedded database).

type Author = AnyColumn | SQL;

/** True when the viewer blocked the author or the author blocked the viewer. */
export function blockedEitherWay(viewerId: number, author: Author): SQL {
  return sql`(${author} = any(array(select b.blocked_id from user_blocks b where b.blocker_id = ${viewerId}
    union all select b.blocker_id from user_blocks b where b.blocked_id = ${viewerId})))`;
}

/** True when the viewer muted the author (only the viewer's feed honours it). */
export function mutedBy(viewerId: number, author: Author): SQL {
  return sql`(${author} = any(array(select m.muted_id from user_mutes m where m.muter_id = ${viewerId})))`;
}

/**
 * The viewer's blocks (either way) and mutes as sets, for lists filtered in memory (the feed's
 * read cache): the same rows `blockedEitherWay` and `mutedBy` test in SQL. One query.
 */
export async function relationsOf(
  db: DbOrTx,
  viewerId: number,
): Promise<{ blocked: ReadonlySet<number>; muted: ReadonlySet<number> }> {
  const result = await db.execute(sql`select
      array(select b.blocked_id from user_blocks b where b.blocker_id = ${viewerId}
            union all select b.blocker_id from user_blocks b where b.blocked_id = ${viewerId}) as blocked,
      array(select m.muted_id from user_mutes m where m.muter_id = ${viewerId}) as muted`);
  const row = (result as unknown as { rows: { blocked: unknown; muted: unknown }[] }).rows[0];
  return { blocked: new Set(intArray(row?.blocked)), muted: new Set(intArray(row?.muted)) };
}

/** An int[] as either driver hands it over (an array, or PostgreSQL's `{1,2}` text). */
function intArray(v: unknown): number[] {
  if (Array.isArray(v)) return v.map(Number);
  if (typeof v === "string") return v.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number);
  return [];
}
