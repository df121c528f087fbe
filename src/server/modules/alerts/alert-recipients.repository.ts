import { sql } from "drizzle-orm";
import type { AlertKind, QuietHours } from "@shared/schemas/alerts";
import type { Locale } from "@shared/i18n/locales";
import type { DbOrTx } from "../../db/client";
import { effectiveKinds } from "./effective-kinds";

// Who may hear of a game's moment, one page at a time, with everything the delivery needs in
// one read: a final whistle reaches tens of thousands of fans, and a query per fan would take
// longer than the 2 s the push has. So this one query reads, read-only, the tables of other
// features that say whom and how to tell (favourites, language and zone, the spoiler shield,
// notification preferences, push subscriptions), as the account export does.

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Raw[] }).rows;
const kindsOrNull = (v: unknown): AlertKind[] | null =>
  v === null || v === undefined
    ? null
    : ((Array.isArray(v) ? v : String(v).replace(/^{|}$/g, "").split(",")).filter(Boolean) as AlertKind[]);

export interface AlertRecipient {
  userId: number;
  /** What the fan asked for on this game (empty: nothing, not even a silent update). */
  kinds: ReadonlySet<AlertKind>;
  /** Of the scorers asked about, those the fan follows (their score is asked for, whatever the teams' sets say). */
  followedScorers: readonly string[];
  delaySeconds: number;
  quietHours: QuietHours | null;
  timeZone: string | null;
  locale: Locale;
  /** The shield covers one of the game's teams: no score in the text. */
  shielded: boolean;
  hasPush: boolean;
  /** The fan's notification preferences as stored (absent kinds use the defaults). */
  preferences: Record<string, unknown>;
}

export interface AlertGame {
  id: string;
  sport: string;
  homeTeamId: number | null;
  awayTeamId: number | null;
}

const textArray = (items: readonly string[]) =>
  sql`${`{${items.map((i) => `"${i.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;

/**
 * Fans who follow either team (as a favourite or with their own set), set kinds on the game, or
 * follow one of `scorers` (the players who just scored: their followers hear of the score), after
 * `afterUserId`, by id, at most `limit`; those whose kinds for the game are empty are left out
 * of the answer (the page's last id is returned for the next call). A game muted (its own empty
 * set) stays muted for the players followed too.
 */
export async function alertRecipients(
  db: DbOrTx,
  game: AlertGame,
  afterUserId: number,
  limit: number,
  scorers: readonly string[] = [],
): Promise<{ recipients: AlertRecipient[]; lastUserId: number | null }> {
  const scorerArray = textArray(scorers);
  const teams = [game.homeTeamId, game.awayTeamId].filter((id): id is number => id !== null);
  const teamArray = sql`${`{${teams.join(",")}}`}::int[]`;
  const home = game.homeTeamId ?? -1;
  const away = game.awayTeamId ?? -1;
  const rows = rowsOf(
    await db.execute(sql`
      with candidates as (
        select user_id from user_favorite_teams where team_id = any(${teamArray}) and user_id > ${afterUserId}
        union
        select user_id from team_alerts where team_id = any(${teamArray}) and user_id > ${afterUserId}
        union
        select user_id from game_alerts where game_id = ${game.id} and user_id > ${afterUserId}
        union
        select user_id from player_alerts where player_id = any(${scorerArray}) and user_id > ${afterUserId}
      ), page as (select user_id from candidates order by user_id limit ${limit})
      select p.user_id, u.locale, u.time_zone,
             ga.kinds as game_kinds,
             exists (select 1 from user_favorite_teams f where f.user_id = p.user_id and f.team_id = ${home}) as home_fav,
             exists (select 1 from user_favorite_teams f where f.user_id = p.user_id and f.team_id = ${away}) as away_fav,
             (select kinds from team_alerts t where t.user_id = p.user_id and t.team_id = ${home}) as home_kinds,
             (select kinds from team_alerts t where t.user_id = p.user_id and t.team_id = ${away}) as away_kinds,
             s.delay_seconds, s.quiet_start, s.quiet_end,
             exists (select 1 from spoiler_shields sh join user_favorite_teams f
                        on f.user_id = sh.user_id and f.team_id = sh.team_id
                      where sh.user_id = p.user_id and sh.team_id = any(${teamArray})) as shielded,
             exists (select 1 from push_subscriptions ps where ps.user_id = p.user_id) as has_push,
             np.settings as preferences,
             array(select pa.player_id from player_alerts pa
                    where pa.user_id = p.user_id and pa.player_id = any(${scorerArray})) as followed
        from page p
        join users u on u.id = p.user_id
        left join game_alerts ga on ga.user_id = p.user_id and ga.game_id = ${game.id}
        left join alert_settings s on s.user_id = p.user_id
        left join notification_preferences np on np.user_id = p.user_id
       order by p.user_id`),
  );
  const recipients: AlertRecipient[] = [];
  for (const r of rows) {
    const gameKinds = kindsOrNull(r.game_kinds);
    let kinds = effectiveKinds(game.sport, gameKinds, [
      { favourite: Boolean(r.home_fav), kinds: kindsOrNull(r.home_kinds) },
      { favourite: Boolean(r.away_fav), kinds: kindsOrNull(r.away_kinds) },
    ]);
    const muted = gameKinds !== null && gameKinds.length === 0;
    const followedScorers = muted ? [] : ((kindsOrNull(r.followed) as string[] | null) ?? []);
    if (followedScorers.length && !kinds.has("score")) kinds = new Set([...kinds, "score"]);
    if (kinds.size === 0) continue;
    const start = (r.quiet_start as string | null) ?? null;
    const end = (r.quiet_end as string | null) ?? null;
    const prefs = r.preferences;
    recipients.push({
      userId: Number(r.user_id),
      kinds,
      followedScorers,
      delaySeconds: r.delay_seconds === null || r.delay_seconds === undefined ? 0 : Number(r.delay_seconds),
      quietHours: start && end ? { start, end } : null,
      timeZone: (r.time_zone as string | null) ?? null,
      locale: ((r.locale as Locale | null) ?? "en") as Locale,
      shielded: Boolean(r.shielded),
      hasPush: Boolean(r.has_push),
      preferences: (typeof prefs === "string" ? JSON.parse(prefs) : (prefs ?? {})) as Record<string, unknown>,
    });
  }
  const last = rows.at(-1);
  return { recipients, lastUserId: rows.length < limit || !last ? null : Number(last.user_id) };
}
