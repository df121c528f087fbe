import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { sportName } from "@shared/sport-emoji";

// The sports of the catalogue (SPEC §4) are words people read, so they are translated; leagues and
// teams are names and are not. A sport the catalogue does not know keeps its slug, capitalised.
const SPORT_NAMES: Record<string, MessageDescriptor> = {
  basketball: msg`Basketball`,
  football: msg({ message: "Football", comment: "American football (the NFL's sport); soccer is its own sport" }),
  soccer: msg({ message: "Soccer", comment: "Association football (MLS, Premier League)" }),
  baseball: msg`Baseball`,
  hockey: msg({ message: "Hockey", comment: "Ice hockey (NHL)" }),
};

/** A sport's name in the active language: "basketball" -> "Basketball", "Baloncesto", "Basket-ball". */
export function sportLabel(i18n: I18n, sport: string): string {
  const name = SPORT_NAMES[sport.trim().toLowerCase()];
  return name ? i18n._(name) : sportName(sport);
}
