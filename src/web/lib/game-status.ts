import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatKickOff } from "@shared/i18n/kick-off";
import type { Locale } from "@shared/i18n/locales";
import type { Game } from "@shared/schemas/live";

// The words of a game's state, for every screen that shows one (score cards, the game centre's
// header, a team's schedule). The provider names a game that is neither on nor over in English
// ("Postponed"): the usual ones are said in the viewer's language, anything else is shown as the
// provider wrote it.
const OTHER_STATUS: Record<string, MessageDescriptor> = {
  postponed: msg`Postponed`,
  canceled: msg`Canceled`,
  cancelled: msg`Canceled`,
  suspended: msg`Suspended`,
  delayed: msg`Delayed`,
  forfeit: msg`Forfeit`,
  abandoned: msg`Abandoned`,
  tbd: msg`TBD`,
};

/** "Postponed", "Aplazado", "Reporté"; a word we do not know stays as the provider wrote it; TBD when none. */
export function otherStatusText(detail: string, i18n: I18n): string {
  const known = OTHER_STATUS[detail.trim().toLowerCase()];
  return known ? i18n._(known) : detail || i18n._(msg`TBD`);
}

/** Kick-off in the viewer's zone ("7:30 PM", "Sat 7:30 PM", more than a day away with the zone), or TBD. */
export function kickOffText(iso: string | null, i18n: I18n, timeZone: string, now = new Date()): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return i18n._(msg`TBD`);
  return formatKickOff(d, now, i18n.locale as Locale, timeZone);
}

/** A game card's badge: LIVE, FINAL, the kick-off time (TBD when unknown), or the state in capitals. */
export function statusBadgeText(
  game: Pick<Game, "gameStatus" | "gameTime" | "statusDetail">,
  i18n: I18n,
  timeZone: string,
  now = new Date(),
): string {
  if (game.gameStatus === "live") return i18n._(msg`LIVE`);
  if (game.gameStatus === "final") return i18n._(msg`FINAL`);
  if (game.gameStatus === "other") return otherStatusText(game.statusDetail, i18n).toLocaleUpperCase(i18n.locale);
  return kickOffText(game.gameTime, i18n, timeZone, now);
}

/** The game centre header's badge: UPCOMING (its kick-off is the header's centre), else as a card's. */
export function headerBadgeText(game: Pick<Game, "gameStatus" | "gameTime" | "statusDetail">, i18n: I18n): string {
  if (game.gameStatus === "upcoming") return i18n._(msg`UPCOMING`);
  return statusBadgeText(game, i18n, "UTC");
}
