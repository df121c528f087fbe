import { sql } from "drizzle-orm";
import type { AlertKind } from "@shared/schemas/alerts";
import type { DbOrTx } from "../../db/client";

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
/** A text[] column: PGlite and node-postgres both answer arrays; a literal "{a,b}" is read too. */
const kindsOf = (v: unknown): AlertKind[] =>
  (Array.isArray(v)
    ? v
    : String(v ?? "")
        .replace(/^{|}$/g, "")
        .split(",")
  ).filter(Boolean) as AlertKind[];
const textArray = (kinds: readonly string[]) => sql`${`{${kinds.join(",")}}`}::text[]`;

export interface SettingsRow {
  quietStart: string | null;
  quietEnd: string | null;
  delaySeconds: number;
}

export async function settingsOf(db: DbOrTx, userId: number): Promise<SettingsRow | null> {
  const [r] = rowsOf(
    await db.execute(sql`select quiet_start, quiet_end, delay_seconds from alert_settings where user_id = ${userId}`),
  );
  return r
    ? {
        quietStart: (r.quiet_start as string | null) ?? null,
        quietEnd: (r.quiet_end as string | null) ?? null,
        delaySeconds: Number(r.delay_seconds),
      }
    : null;
}

/** Each fan's delay (fans without settings are absent: no delay). */
export async function delaysOf(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (userIds.length === 0) return out;
  const ids = sql`${`{${userIds.join(",")}}`}::int[]`;
  for (const r of rowsOf(
    await db.execute(sql`select user_id, delay_seconds from alert_settings where user_id = any(${ids})`),
  ))
    out.set(Number(r.user_id), Number(r.delay_seconds));
  return out;
}

export async function saveSettings(
  db: DbOrTx,
  userId: number,
  patch: { quiet?: { start: string; end: string } | null; delaySeconds?: number },
) {
  const quietGiven = patch.quiet !== undefined;
  const start = patch.quiet?.start ?? null;
  const end = patch.quiet?.end ?? null;
  await db.execute(sql`
    insert into alert_settings (user_id, quiet_start, quiet_end, delay_seconds)
    values (${userId}, ${start}, ${end}, ${patch.delaySeconds ?? 0})
    on conflict (user_id) do update set
      quiet_start = case when ${quietGiven} then excluded.quiet_start else alert_settings.quiet_start end,
      quiet_end = case when ${quietGiven} then excluded.quiet_end else alert_settings.quiet_end end,
      delay_seconds = case when ${patch.delaySeconds !== undefined}
                           then excluded.delay_seconds else alert_settings.delay_seconds end,
      updated_at = now()`);
}

export async function teamKindsOf(db: DbOrTx, userId: number): Promise<{ teamId: number; kinds: AlertKind[] }[]> {
  return rowsOf(
    await db.execute(sql`select team_id, kinds from team_alerts where user_id = ${userId} order by team_id`),
  ).map((r) => ({ teamId: Number(r.team_id), kinds: kindsOf(r.kinds) }));
}

export async function gameKindsOf(
  db: DbOrTx,
  userId: number,
  limit: number,
): Promise<{ gameId: string; kinds: AlertKind[] }[]> {
  return rowsOf(
    await db.execute(sql`
      select game_id, kinds from game_alerts where user_id = ${userId}
       order by created_at desc, game_id limit ${limit}`),
  ).map((r) => ({ gameId: String(r.game_id), kinds: kindsOf(r.kinds) }));
}

export async function replaceTeamKinds(db: DbOrTx, userId: number, teams: { teamId: number; kinds: AlertKind[] }[]) {
  await db.execute(sql`delete from team_alerts where user_id = ${userId}`);
  if (teams.length === 0) return;
  const values = sql.join(
    teams.map((t) => sql`(${userId}::int, ${t.teamId}::int, ${textArray(t.kinds)})`),
    sql`, `,
  );
  await db.execute(sql`insert into team_alerts (user_id, team_id, kinds) values ${values}`);
}

/** Replaces the game sets, keeping the creation time of a game already set (the list's order). */
export async function replaceGameKinds(db: DbOrTx, userId: number, games: { gameId: string; kinds: AlertKind[] }[]) {
  if (games.length === 0) {
    await db.execute(sql`delete from game_alerts where user_id = ${userId}`);
    return;
  }
  const ids = sql`${`{${games.map((g) => `"${g.gameId.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;
  await db.execute(sql`delete from game_alerts where user_id = ${userId} and not (game_id = any(${ids}))`);
  const values = sql.join(
    games.map((g) => sql`(${userId}::int, ${g.gameId}, ${textArray(g.kinds)})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into game_alerts (user_id, game_id, kinds) values ${values}
    on conflict (user_id, game_id) do update set kinds = excluded.kinds`);
}

/** Whether the games table holds this game (one the recorder stored, or one a fan referred to). */
export async function storedGameExists(db: DbOrTx, gameId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`select 1 from games where id = ${gameId}`)).length > 0;
}

export interface FollowedPlayer {
  playerId: string;
  name: string;
  teamId: number | null;
}

/** The players a fan follows, latest first. */
export async function playersOf(db: DbOrTx, userId: number, limit: number): Promise<FollowedPlayer[]> {
  return rowsOf(
    await db.execute(sql`
      select player_id, name, team_id from player_alerts where user_id = ${userId}
       order by created_at desc, player_id limit ${limit}`),
  ).map((r) => ({
    playerId: String(r.player_id),
    name: String(r.name),
    teamId: r.team_id === null || r.team_id === undefined ? null : Number(r.team_id),
  }));
}

/** Replaces the players followed, keeping when a player already followed was first followed (the list's order). */
export async function replacePlayers(db: DbOrTx, userId: number, players: readonly FollowedPlayer[]) {
  if (players.length === 0) {
    await db.execute(sql`delete from player_alerts where user_id = ${userId}`);
    return;
  }
  const ids = sql`${`{${players.map((p) => `"${p.playerId.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;
  await db.execute(sql`delete from player_alerts where user_id = ${userId} and not (player_id = any(${ids}))`);
  const values = sql.join(
    players.map((p) => sql`(${userId}::int, ${p.playerId}, ${p.name}, ${p.teamId}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into player_alerts (user_id, player_id, name, team_id) values ${values}
    on conflict (user_id, player_id) do nothing`);
}
