import type { I18n } from "@lingui/core";
import type { Sport } from "@shared/leagues";
import { STAT_GROUPS, statColumnText, statGroupText } from "@web/lib/i18n/stat-names";

// A player page's columns are the box score's (BOX_SCORE_COLUMNS in src/shared/schemas/game-sheet.ts,
// in the order STAT_GROUPS lists them: the page does not load the schemas' validation library): the stats of the
// group the player has lines in, keyed as there ("pts", "ip"). Football's players can have lines in
// several groups (a quarterback passes and runs), so its keys carry the group ("passing.yds",
// "rushing.yds") and the page shows each group's columns under the group's name.

export interface PlayerColumn {
  /** The key in the player's stats. */
  key: string;
  label: string;
  title: string;
}
export interface PlayerColumnGroup {
  group: string;
  /** The group's name when the page shows several ("Passing", "Rushing"); null for one group. */
  name: string | null;
  columns: PlayerColumn[];
}

const groupsOf = (sport: Sport): Record<string, readonly string[]> =>
  Object.fromEntries(Object.entries(STAT_GROUPS[sport]).map(([group, g]) => [group, Object.keys(g.columns)]));

/** The column groups for a player whose stats have these keys (the season's and the games'). */
export function playerColumnGroups(sport: Sport, keys: ReadonlySet<string>, i18n: I18n): PlayerColumnGroup[] {
  const groups = groupsOf(sport);
  const qualified = [...keys].some((k) => k.includes("."));
  if (qualified) {
    return Object.entries(groups)
      .filter(([group]) => [...keys].some((k) => k.startsWith(`${group}.`)))
      .map(([group, columns]) => ({
        group,
        name: statGroupText(sport, group, group, i18n),
        columns: columns.map((c) => ({
          key: `${group}.${c}`,
          ...statColumnText(sport, group, c, c.toUpperCase(), i18n),
        })),
      }));
  }
  // One group: the one most of the keys belong to (a pitcher's "ip" and "er", a goalie's "sv").
  let best: [string, readonly string[]] | null = null;
  let bestScore = 0;
  for (const [group, columns] of Object.entries(groups)) {
    const score = columns.filter((c) => keys.has(c)).length + (columns.every((c) => keys.has(c)) ? 0.5 : 0);
    if (score > bestScore) [best, bestScore] = [[group, columns], score];
  }
  if (!best) return [];
  const [group, columns] = best;
  return [
    {
      group,
      name: null,
      columns: columns.map((c) => ({ key: c, ...statColumnText(sport, group, c, c.toUpperCase(), i18n) })),
    },
  ];
}

/** The groups a player of this position usually has lines in (football's by position), the sport's first otherwise. */
const POSITION_GROUPS: Partial<Record<Sport, [RegExp, string[]][]>> = {
  hockey: [[/^G$/, ["goalies"]]],
  soccer: [[/^(GK|G)$/, ["goalkeepers"]]],
  baseball: [[/^(SP|RP|P)$/, ["pitching"]]],
  football: [
    [/^QB$/, ["passing", "rushing"]],
    [/^(RB|FB)$/, ["rushing", "receiving"]],
    [/^(WR|TE)$/, ["receiving"]],
    [/^(K|PK)$/, ["kicking"]],
  ],
};

/**
 * The stat keys to show when a player's lines came without any (the spoiler shield withheld
 * them all): those of the group their position plays in, so the hidden lines sit under columns.
 */
export function keysForPosition(sport: Sport, position: string | null): Set<string> {
  const groups = groupsOf(sport);
  const p = (position ?? "").trim().toUpperCase();
  const found = POSITION_GROUPS[sport]?.find(([re]) => re.test(p))?.[1] ?? [Object.keys(groups)[0]!];
  if (sport === "football") return new Set(found.flatMap((g) => (groups[g] ?? []).map((c) => `${g}.${c}`)));
  return new Set(found.flatMap((g) => groups[g] ?? []));
}

/** The sport of a player's stats when their team is not in the catalogue: the sport whose group explains most of them. */
export function sportOfStats(keys: ReadonlySet<string>): Sport | null {
  let best: Sport | null = null;
  let bestScore = 0;
  for (const sport of Object.keys(STAT_GROUPS) as Sport[]) {
    for (const [group, columns] of Object.entries(groupsOf(sport))) {
      const explained = [...keys].filter((k) => columns.includes(k) || columns.some((c) => k === `${group}.${c}`));
      // most of the player's keys, then most of the group's columns
      const score = explained.length / keys.size + explained.length / columns.length / 100;
      if (score > bestScore) [best, bestScore] = [sport, score];
    }
  }
  return best;
}
