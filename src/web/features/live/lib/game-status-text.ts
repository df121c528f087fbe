import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatKickOff } from "@shared/i18n/kick-off";
import type { Locale } from "@shared/i18n/locales";
import type { Game } from "@shared/schemas/live";

// The words of a game's state on the score screens. The provider names a game that is neither on
// nor over in English ("Postponed"): the usual ones are said in the viewer's language, anything
// else is shown as the provider wrote it.
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

/** "Postponed", "Aplazado", "Reporté"; a word we do not know stays as the provider wrote it. */
function otherStatusText(detail: string, i18n: I18n): string {
  const known = OTHER_STATUS[detail.trim().toLowerCase()];
  return known ? i18n._(known) : detail;
}

/** Kick-off in the viewer's zone ("7:30 PM", "Sat 7:30 PM", more than a day away with the zone), or TBD. */
function kickOffText(iso: string | null, i18n: I18n, timeZone: string, now = new Date()): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return i18n._(msg`TBD`);
  return formatKickOff(d, now, i18n.locale as Locale, timeZone);
}

/** The game card's badge: LIVE, FINAL, the kick-off time (TBD when unknown), or the state in capitals. */
export function statusBadgeText(
  game: Pick<Game, "gameStatus" | "gameTime" | "statusDetail">,
  i18n: I18n,
  timeZone: string,
  now = new Date(),
): string {
  if (game.gameStatus === "live") return i18n._(msg`LIVE`);
  if (game.gameStatus === "final") return i18n._(msg`FINAL`);
  if (game.gameStatus === "other")
    return (game.statusDetail ? otherStatusText(game.statusDetail, i18n) : i18n._(msg`TBD`)).toLocaleUpperCase(
      i18n.locale,
    );
  return kickOffText(game.gameTime, i18n, timeZone, now);
}
