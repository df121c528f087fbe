import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// League tables are named by the provider in English, from a small set of forms: the simulated
// seasons (src/server/providers/seasons/league-layouts.ts) and ESPN's standings use the same ones
// ("Western Conference", "AFC West", "AL Central", "Pacific Division", "Group C"; zones such as
// "Champions League" or "Relegation"). The words of those forms are said here in the viewer's
// language; proper names ("AFC", "AL", "Big Ten", "Premier League", "Liguilla") stay as they are, and a
// name of another form is shown as the provider gave it.

/** A compass point or a division's region, as the groups' names use them. */
const REGIONS: Record<string, MessageDescriptor> = {
  East: msg({ message: "East", context: "division of a league table" }),
  West: msg({ message: "West", context: "division of a league table" }),
  North: msg({ message: "North", context: "division of a league table" }),
  South: msg({ message: "South", context: "division of a league table" }),
  Central: msg({ message: "Central", context: "division of a league table" }),
};

const NHL_DIVISIONS: Record<string, MessageDescriptor> = {
  Atlantic: msg`Atlantic Division`,
  Metropolitan: msg`Metropolitan Division`,
  Central: msg`Central Division`,
  Pacific: msg`Pacific Division`,
};

const GROUP_FORMS: [RegExp, (i18n: I18n, m: RegExpExecArray) => string][] = [
  [/^Eastern Conference$/, (i18n) => i18n._(msg`Eastern Conference`)],
  [/^Western Conference$/, (i18n) => i18n._(msg`Western Conference`)],
  [/^American Football Conference$/, (i18n) => i18n._(msg`American Football Conference`)],
  [/^National Football Conference$/, (i18n) => i18n._(msg`National Football Conference`)],
  [/^American League$/, (i18n) => i18n._(msg({ message: "American League", comment: "MLB's league" }))],
  [/^National League$/, (i18n) => i18n._(msg({ message: "National League", comment: "MLB's league" }))],
  [/^Group ([A-Z])$/, (i18n, [, letter]) => i18n._(msg({ message: `Group ${letter}`, comment: "World Cup group" }))],
  [/^(Atlantic|Metropolitan|Central|Pacific) Division$/, (i18n, [, name]) => i18n._(NHL_DIVISIONS[name!]!)],
  // NFL and MLB divisions: the conference's or league's abbreviation, then the region, in that
  // order in each of our languages ("AFC West", "AFC Oeste", "AFC Ouest")
  [
    /^(AFC|NFC|AL|NL) (East|West|North|South|Central)$/,
    (i18n, [, conference, region]) => `${conference} ${i18n._(REGIONS[region!]!)}`,
  ],
];

/** A table group's name in the viewer's language ("Western Conference" → "Conferencia Oeste"). */
export function groupNameText(name: string, i18n: I18n): string {
  for (const [form, say] of GROUP_FORMS) {
    const m = form.exec(name);
    if (m) return say(i18n, m);
  }
  return name;
}

/** The zones of a table, by the provider's description. */
const ZONES: Record<string, MessageDescriptor> = {
  "Champions League": msg({ message: "Champions League", comment: "zone of a league table: UEFA's competition" }),
  "Europa League": msg({ message: "Europa League", comment: "zone of a league table: UEFA's competition" }),
  "Conference League qualifying": msg({
    message: "Conference League qualifying",
    comment: "zone of a league table: UEFA's competition",
  }),
  "Relegation play-off": msg`Relegation play-off`,
  Relegation: msg`Relegation`,
  Playoffs: msg`Playoffs`,
  "Play-In Tournament": msg`Play-In Tournament`,
  "Wild Card": msg`Wild Card`,
  "Advance to Round of 32": msg`Advance to Round of 32`,
  "Best 8 advance": msg({ message: "Best 8 advance", comment: "World Cup: the best eight third-placed teams go on" }),
  Eliminated: msg`Eliminated`,
};

/** A zone of a table in the viewer's language ("Relegation" → "Descenso", "Relégation"). */
export function zoneText(description: string, i18n: I18n): string {
  const zone = ZONES[description];
  return zone ? i18n._(zone) : description;
}
