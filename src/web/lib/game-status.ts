import { t } from "@lingui/core/macro";
import type { Game } from "@shared/schemas/live";
import { currentLocale } from "./i18n/locale-preference";

// Called while rendering (never at load), so `t` reads the active language.

/**
 * Kick-off in the viewer's own time zone: "7:30 PM" today, "Sat 7:30 PM" on another day. In the
 * active language unless told; components pass the viewer's zone (useTimeZone), else the browser's.
 */
export function formatGameTime(
  iso: string | null,
  now = new Date(),
  locale: string = currentLocale(),
  timeZone?: string,
): string {
  if (!iso) return t`TBD`;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return t`TBD`;
  const day = (x: Date) =>
    new Intl.DateTimeFormat(locale, { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(x);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }).format(d);
  if (day(d) === day(now)) return time;
  return `${new Intl.DateTimeFormat(locale, { timeZone, weekday: "short" }).format(d)} ${time}`;
}

/**
 * The status badge text of a game card: LIVE, FINAL, or the game time (TBD when unknown). A game
 * in another state shows the data source's own words (statusDetail: "Postponed"), as it sends them.
 */
export function statusBadgeText(
  game: Pick<Game, "gameStatus" | "gameTime" | "statusDetail">,
  now = new Date(),
  locale?: string,
  timeZone?: string,
): string {
  if (game.gameStatus === "live") return t`LIVE`;
  if (game.gameStatus === "final") return t`FINAL`;
  if (game.gameStatus === "other") return game.statusDetail.toUpperCase() || t`TBD`;
  return formatGameTime(game.gameTime, now, locale, timeZone);
}
