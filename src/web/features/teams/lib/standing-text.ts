import type { I18n } from "@lingui/core";
import { msg, selectOrdinal } from "@lingui/core/macro";

// Standings as sentences: "2nd in Western Conference", "2.º en …", "2e en …". The ordinal is an
// ICU selectordinal, so each language's Intl.PluralRules (type "ordinal") picks its form: English
// 1st, 2nd, 3rd, 11th, 21st…; Spanish 2.º; French 1er, 2e. The group's name is the league's own.

/** "2nd in Western Conference"; for a league of one table, its name ("9th in Premier League"). */
export const standingText = (rank: number, group: string, i18n: I18n) =>
  i18n._(msg`${selectOrdinal(rank, { one: "#st", two: "#nd", few: "#rd", other: "#th" })} in ${group}`);
