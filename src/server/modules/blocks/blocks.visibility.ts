import { sql, type AnyColumn, type SQL } from "drizzle-orm";

// SQL conditions other features put in their list queries, so blocked and muted authors are
// filtered where the rows are read (pages stay full and cursors stay right). Each is a probe of
// a primary key: (blocker_id, blocked_id) both ways, (muter_id, muted_id).

type Author = AnyColumn | SQL;

/** True when the viewer blocked the author or the author blocked the viewer. */
export function blockedEitherWay(viewerId: number, author: Author): SQL {
  return sql`(exists (select 1 from user_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${author})
    or exists (select 1 from user_blocks b where b.blocker_id = ${author} and b.blocked_id = ${viewerId}))`;
}

/** True when the viewer muted the author (only the viewer's feed honours it). */
export function mutedBy(viewerId: number, author: Author): SQL {
  return sql`exists (select 1 from user_mutes m where m.muter_id = ${viewerId} and m.muted_id = ${author})`;
}
