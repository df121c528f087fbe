import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { partyDelayOptOuts, partyDelays } from "../../db/schema/party-delay";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

export async function delayOfEvent(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ s: partyDelays.delaySeconds })
    .from(partyDelays)
    .where(eq(partyDelays.eventId, eventId))
    .limit(1);
  return row?.s ?? 0;
}

export async function setDelayOfEvent(db: DbOrTx, eventId: number, delaySeconds: number) {
  await db
    .insert(partyDelays)
    .values({ eventId, delaySeconds })
    .onConflictDoUpdate({ target: partyDelays.eventId, set: { delaySeconds, updatedAt: sql`now()` } });
}

export async function isOptedOut(db: DbOrTx, eventId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ e: partyDelayOptOuts.eventId })
    .from(partyDelayOptOuts)
    .where(and(eq(partyDelayOptOuts.eventId, eventId), eq(partyDelayOptOuts.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function setOptedOut(db: DbOrTx, eventId: number, userId: number, optedOut: boolean) {
  if (optedOut) await db.insert(partyDelayOptOuts).values({ eventId, userId }).onConflictDoNothing();
  else
    await db
      .delete(partyDelayOptOuts)
      .where(and(eq(partyDelayOptOuts.eventId, eventId), eq(partyDelayOptOuts.userId, userId)));
}

/** Who goes to the event (their sockets take the new delay). */
export async function goingTo(db: DbOrTx, eventId: number): Promise<number[]> {
  const rows = rowsOf(
    await db.execute(sql`select user_id from event_rsvps where event_id = ${eventId} and status = 'going' limit 5000`),
  );
  return rows.map((r) => Number(r.user_id));
}

export interface PartyRow {
  gameId: string;
  delaySeconds: number;
  eventDate: Date;
}

/**
 * The parties with a delay that each of `userIds` goes to (and did not step out of) that are on,
 * or start before `startsBefore`: at most 20 a fan, each with its game, by start.
 */
export async function partiesOfMany(
  db: DbOrTx,
  userIds: readonly number[],
  endedAfter: Date,
  startsBefore: Date,
  durationMinutes: number,
): Promise<Map<number, PartyRow[]>> {
  const out = new Map<number, PartyRow[]>();
  if (!userIds.length) return out;
  const ids = sql`${`{${userIds.join(",")}}`}::int[]`;
  const rows = rowsOf(
    await db.execute(sql`
    select user_id, game_id, delay_seconds, event_date from (
      select r.user_id, e.game_id, d.delay_seconds, e.event_date,
             row_number() over (partition by r.user_id order by e.event_date, e.id) as n
      from event_rsvps r
      join events e on e.id = r.event_id
      join party_delays d on d.event_id = e.id
      where r.user_id = any(${ids}) and r.status = 'going' and e.game_id is not null and d.delay_seconds > 0
        and e.event_date < ${startsBefore.toISOString()}::timestamptz
        and e.event_date + make_interval(mins => ${durationMinutes}) > ${endedAfter.toISOString()}::timestamptz
        and not exists (select 1 from party_delay_opt_outs o where o.event_id = e.id and o.user_id = r.user_id)
    ) p where n <= 20
    order by user_id, event_date`),
  );
  for (const r of rows) {
    const userId = Number(r.user_id);
    let list = out.get(userId);
    if (!list) out.set(userId, (list = []));
    list.push({
      gameId: String(r.game_id),
      delaySeconds: Number(r.delay_seconds),
      eventDate: new Date(r.event_date as string | Date),
    });
  }
  return out;
}
