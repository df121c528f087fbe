// Standings as sentences, in one place so they can be translated: "2nd in Western Conference".
// Ordinals come from Intl.PluralRules (English suffixes here; another language brings its own).

const SUFFIX: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const rules = new Intl.PluralRules("en", { type: "ordinal" });

export const ordinal = (n: number) => `${n}${SUFFIX[rules.select(n)] ?? "th"}`;

/** "2nd in Western Conference"; for a league of one table, its name ("9th in Premier League"). */
export const standingText = (rank: number, group: string) => `${ordinal(rank)} in ${group}`;
