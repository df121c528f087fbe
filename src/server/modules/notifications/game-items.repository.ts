import { sql } from "drizzle-orm";
import type { NotificationType } from "@shared/schemas/notifications";
import type { DbOrTx } from "../../db/client";

// A game's one notification per fan (issue #37): the row keyed (recipient, "game:<id>") is
// written in place by every moment, in batches of fans. A moment the fan asked for makes it
// unread again and moves it up; any other only updates the row the fan already has. An update
// never replaces a later moment's (a fan's delay changed between two).

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const mapRow = (r: Raw, pushed: boolean): GameItemRow => ({
  id: Number(r.id),
  recipientId: Number(r.recipient_id),
  gameId: String(r.subject_id),
  createdAt: toDate(r.created_at),
  readAt: r.read_at === null || r.read_at === undefined ? null : toDate(r.read_at),
  inApp: Boolean(r.in_app),
  pushed,
});

export interface GameItemWrite {
  recipientId: number;
  type: NotificationType;
  gameId: string;
  data: Record<string, unknown> & { at: string };
  /** The fan asked for this moment's kind. */
  asked: boolean;
  inApp: boolean;
  /**
   * A push may go now (the fan wants pushes of this type, has a device and is not in quiet
   * hours). It goes if the fan asked for the moment, or to replace a push they already have.
   */
  push: boolean;
}

export interface GameItemRow {
  id: number;
  recipientId: number;
  gameId: string;
  createdAt: Date;
  readAt: Date | null;
  inApp: boolean;
  /** This write recorded a push (pushed_at is now): send it. */
  pushed: boolean;
}

export const gameItemKey = (gameId: string) => `game:${gameId}`;

/**
 * Writes a batch of moments, and in the same statement notes which of them are pushed (a fan
 * who asked, or whose notification was pushed before). Answers the rows written (a fan's stale
 * update answers nothing). One statement per kind of write, whatever the batch's size: the rows
 * travel as one JSON parameter (jsonb_to_recordset) rather than thousands of bound values.
 */
export async function writeGameItems(db: DbOrTx, items: readonly GameItemWrite[], now: Date): Promise<GameItemRow[]> {
  const nowIso = now.toISOString();
  const json = (list: readonly GameItemWrite[]) =>
    JSON.stringify(
      list.map((i) => ({
        recipient_id: i.recipientId,
        type: i.type,
        subject_id: i.gameId,
        data: i.data,
        group_key: gameItemKey(i.gameId),
        in_app: i.inApp,
        push: i.push,
      })),
    );
  const columns = sql`(recipient_id int, type text, subject_id text, data jsonb, group_key text, in_app boolean, push boolean)`;
  const asked = items.filter((i) => i.asked);
  const silent = items.filter((i) => !i.asked);
  const out: GameItemRow[] = [];
  if (asked.length) {
    const rows = rowsOf(
      await db.execute(sql`
        insert into notifications as n (recipient_id, type, actor_id, subject_kind, subject_id, data, group_key,
                                        in_app, created_at, group_started_at, pushed_at)
        select v.recipient_id, v.type, null, 'game', v.subject_id, v.data, v.group_key, v.in_app,
               ${nowIso}::timestamptz, ${nowIso}::timestamptz,
               case when v.push then ${nowIso}::timestamptz end
          from jsonb_to_recordset(${json(asked)}::jsonb) as v${columns}
        on conflict (recipient_id, group_key) do update
           set type = excluded.type, data = excluded.data, in_app = excluded.in_app,
               created_at = excluded.created_at, read_at = null,
               pushed_at = coalesce(excluded.pushed_at, n.pushed_at)
         where coalesce(n.data->>'at', '') <= excluded.data->>'at'
        returning n.id, n.recipient_id, n.subject_id, n.created_at, n.read_at, n.in_app`),
    );
    const pushing = new Set(asked.filter((i) => i.push).map((i) => `${i.recipientId}:${i.gameId}`));
    out.push(...rows.map((r) => mapRow(r, pushing.has(`${Number(r.recipient_id)}:${String(r.subject_id)}`))));
  }
  if (silent.length) {
    // Pushed only to replace a push the fan already has (pushed_at set before).
    const rows = rowsOf(
      await db.execute(sql`
        update notifications n
           set type = v.type, data = v.data,
               pushed_at = case when v.push and n.pushed_at is not null then ${nowIso}::timestamptz else n.pushed_at end
          from jsonb_to_recordset(${json(silent)}::jsonb) as v${columns}
         where n.recipient_id = v.recipient_id and n.group_key = v.group_key
           and coalesce(n.data->>'at', '') <= v.data->>'at'
        returning n.id, n.recipient_id, n.subject_id, n.created_at, n.read_at, n.in_app,
                  v.push and n.pushed_at is not null as pushed`),
    );
    out.push(...rows.map((r) => mapRow(r, Boolean(r.pushed))));
  }
  return out;
}
