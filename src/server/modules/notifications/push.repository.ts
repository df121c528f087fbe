import { sql } from "drizzle-orm";
import type { PushSubscriptionBody } from "@shared/schemas/notifications";
import type { DbOrTx } from "../../db/client";

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

const VAPID_PUBLIC = "vapid_public_key";
const VAPID_PRIVATE = "vapid_private_key";

/** Stores the pair unless one is stored already; returns the stored pair. */
export async function storeVapidKeysOnce(db: DbOrTx, keys: { publicKey: string; privateKey: string }) {
  // One statement for both keys, so two instances starting together cannot mix their pairs.
  await db.execute(sql`
    insert into app_meta (key, value)
    select k, v from (values (${VAPID_PUBLIC}, ${keys.publicKey}), (${VAPID_PRIVATE}, ${keys.privateKey})) x(k, v)
     where not exists (select 1 from app_meta where key = ${VAPID_PUBLIC})
    on conflict (key) do nothing`);
  const rows = rowsOf(
    await db.execute(sql`select key, value from app_meta where key in (${VAPID_PUBLIC}, ${VAPID_PRIVATE})`),
  );
  const get = (k: string) => String(rows.find((r) => r.key === k)?.value ?? "");
  return { publicKey: get(VAPID_PUBLIC), privateKey: get(VAPID_PRIVATE) };
}

export interface SubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * One row per endpoint, and it stays with the user who stored it: their re-post refreshes the
 * keys; another user's post changes nothing and answers false (security review, finding 5).
 */
export async function upsertSubscription(db: DbOrTx, userId: number, s: PushSubscriptionBody): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      values (${userId}, ${s.endpoint}, ${s.keys.p256dh}, ${s.keys.auth})
      on conflict (endpoint) do update
         set p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()
       where push_subscriptions.user_id = excluded.user_id
      returning id`),
  );
  return rows.length > 0;
}

export async function keepNewest(db: DbOrTx, userId: number, keep: number) {
  await db.execute(sql`
    delete from push_subscriptions
     where user_id = ${userId}
       and id not in (select id from push_subscriptions where user_id = ${userId}
                       order by created_at desc, id desc limit ${keep})`);
}

export async function deleteSubscriptions(db: DbOrTx, userId: number, endpoint: string | undefined) {
  await db.execute(
    endpoint
      ? sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint}`
      : sql`delete from push_subscriptions where user_id = ${userId}`,
  );
}

export async function hasSubscription(db: DbOrTx, userId: number, endpoint: string | undefined) {
  const rows = rowsOf(
    await db.execute(
      endpoint
        ? sql`select 1 from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint} limit 1`
        : sql`select 1 from push_subscriptions where user_id = ${userId} limit 1`,
    ),
  );
  return rows.length > 0;
}

export async function subscriptionsOf(db: DbOrTx, userId: number, limit: number): Promise<SubscriptionRow[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select id, endpoint, p256dh, auth from push_subscriptions
       where user_id = ${userId} order by id desc limit ${limit}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    endpoint: String(r.endpoint),
    p256dh: String(r.p256dh),
    auth: String(r.auth),
  }));
}

export async function touch(db: DbOrTx, id: number) {
  await db.execute(sql`update push_subscriptions set last_used_at = now() where id = ${id}`);
}

export async function deleteById(db: DbOrTx, id: number) {
  await db.execute(sql`delete from push_subscriptions where id = ${id}`);
}

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

/** The subscriptions of many users (each user's newest `perUser`), for a fan-out. */
export async function subscriptionsOfMany(
  db: DbOrTx,
  userIds: readonly number[],
  perUser: number,
): Promise<(SubscriptionRow & { userId: number })[]> {
  if (userIds.length === 0) return [];
  const rows = rowsOf(
    await db.execute(sql`
      select user_id, id, endpoint, p256dh, auth from (
        select s.*, row_number() over (partition by user_id order by id desc) as rank
          from push_subscriptions s where user_id = any(${intArray(userIds)})) x
       where rank <= ${perUser}`),
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    id: Number(r.id),
    endpoint: String(r.endpoint),
    p256dh: String(r.p256dh),
    auth: String(r.auth),
  }));
}

/**
 * Notes that these subscriptions were pushed to, at most once a day each: last_used_at says
 * which subscriptions still work, to the day, and rewriting every fan's row on every goal
 * cost a fan-out as much as writing its notifications.
 */
export async function touchMany(db: DbOrTx, ids: readonly number[]) {
  if (ids.length)
    await db.execute(sql`
      update push_subscriptions set last_used_at = now()
       where id = any(${intArray(ids)}) and (last_used_at is null or last_used_at < now() - interval '1 day')`);
}

export async function deleteByIds(db: DbOrTx, ids: readonly number[]) {
  if (ids.length) await db.execute(sql`delete from push_subscriptions where id = any(${intArray(ids)})`);
}
