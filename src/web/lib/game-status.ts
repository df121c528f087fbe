import type { Game } from "@shared/schemas/live";

/** Kick-off in the viewer's own time zone: "7:30 PM" today, "Sat 7:30 PM" on another day. */
export function formatGameTime(iso: string | null, now = new Date(), locale?: string, timeZone?: string): string {
  if (!iso) return "TBD";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "TBD";
  const day = (x: Date) =>
    new Intl.DateTimeFormat(locale, { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(x);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "numeric", minute: "2-digit" }).format(d);
  if (day(d) === day(now)) return time;
  return `${new Intl.DateTimeFormat(locale, { timeZone, weekday: "short" }).format(d)} ${time}`;
}

/** The status badge text of a game card: LIVE, FINAL, or the game time (TBD when unknown). */
export function statusBadgeText(
  game: Pick<Game, "gameStatus" | "gameTime" | "statusDetail">,
  now = new Date(),
): string {
  if (game.gameStatus === "live") return "LIVE";
  if (game.gameStatus === "final") return "FINAL";
  if (game.gameStatus === "other") return game.statusDetail.toUpperCase() || "TBD";
  return formatGameTime(game.gameTime, now);
}
