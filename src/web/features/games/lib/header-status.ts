import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatKickOff } from "@shared/i18n/kick-off";
import type { Locale } from "@shared/i18n/locales";
import type { Game } from "@shared/schemas/live";

// The game centre's status words. The score screens (features/live) say the same: features do not
// import each other, and the catalogue holds each message once whichever file says it.
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

/** The header's badge: UPCOMING (its kick-off time is the header's centre), LIVE, FINAL or the state in capitals. */
export function headerBadgeText(game: Pick<Game, "gameStatus" | "statusDetail">, i18n: I18n): string {
  if (game.gameStatus === "upcoming") return i18n._(msg`UPCOMING`);
  if (game.gameStatus === "live") return i18n._(msg`LIVE`);
  if (game.gameStatus === "final") return i18n._(msg`FINAL`);
  const known = OTHER_STATUS[game.statusDetail.trim().toLowerCase()];
  const text = known ? i18n._(known) : game.statusDetail || i18n._(msg`TBD`);
  return text.toLocaleUpperCase(i18n.locale);
}

/** Kick-off in the viewer's zone ("7:30 PM", "Sat 7:30 PM", more than a day away with the zone), or TBD. */
export function kickOffText(iso: string | null, i18n: I18n, timeZone: string, now = new Date()): string {
  const d = iso ? new Date(iso) : null;
  if (!d || Number.isNaN(d.getTime())) return i18n._(msg`TBD`);
  return formatKickOff(d, now, i18n.locale as Locale, timeZone);
}
