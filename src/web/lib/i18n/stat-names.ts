import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Sport } from "@shared/leagues";

// The box score's groups and columns (src/shared/schemas/game-sheet.ts, BOX_SCORE_COLUMNS) as each
// sport's fans read them, in the viewer's language: the usual abbreviation as the column's label
// ("PTS", "PD", "B") and the stat in full as its title (the header's tooltip and screen readers).
// The provider's English labels are used for a group or column this file does not know.

export interface StatName {
  label: MessageDescriptor;
  title: MessageDescriptor;
}

const s = (label: MessageDescriptor, title: MessageDescriptor): StatName => ({ label, title });

const MINUTES = s(msg({ message: "MIN", context: "stat column: minutes played" }), msg`Minutes played`);

const BASKETBALL: Record<string, StatName> = {
  min: MINUTES,
  pts: s(msg({ message: "PTS", context: "basketball stat column: points" }), msg`Points`),
  reb: s(msg({ message: "REB", context: "basketball stat column: rebounds" }), msg`Rebounds`),
  ast: s(msg({ message: "AST", context: "basketball stat column: assists" }), msg`Assists`),
  stl: s(msg({ message: "STL", context: "basketball stat column: steals" }), msg`Steals`),
  blk: s(msg({ message: "BLK", context: "basketball stat column: blocks" }), msg`Blocks`),
  to: s(msg({ message: "TO", context: "basketball stat column: turnovers" }), msg`Turnovers`),
  fgm: s(msg({ message: "FGM", context: "basketball stat column: field goals made" }), msg`Field goals made`),
  fga: s(msg({ message: "FGA", context: "basketball stat column: field goals attempted" }), msg`Field goals attempted`),
  tpm: s(msg({ message: "3PM", context: "basketball stat column: three-pointers made" }), msg`Three-pointers made`),
  tpa: s(
    msg({ message: "3PA", context: "basketball stat column: three-pointers attempted" }),
    msg`Three-pointers attempted`,
  ),
  ftm: s(msg({ message: "FTM", context: "basketball stat column: free throws made" }), msg`Free throws made`),
  fta: s(msg({ message: "FTA", context: "basketball stat column: free throws attempted" }), msg`Free throws attempted`),
};

const TIME_ON_ICE = s(msg({ message: "TOI", context: "hockey stat column: time on ice" }), msg`Time on ice`);
const HOCKEY_SKATERS: Record<string, StatName> = {
  g: s(msg({ message: "G", context: "hockey stat column: goals" }), msg`Goals`),
  a: s(msg({ message: "A", context: "hockey stat column: assists" }), msg`Assists`),
  sog: s(msg({ message: "SOG", context: "hockey stat column: shots on goal" }), msg`Shots on goal`),
  pim: s(msg({ message: "PIM", context: "hockey stat column: penalty minutes" }), msg`Penalty minutes`),
  pm: s(msg({ message: "+/-", context: "hockey stat column: plus-minus" }), msg`Plus-minus`),
  toi: TIME_ON_ICE,
};
const HOCKEY_GOALIES: Record<string, StatName> = {
  sa: s(msg({ message: "SA", context: "hockey stat column: shots against" }), msg`Shots against`),
  sv: s(msg({ message: "SV", context: "hockey stat column: saves" }), msg`Saves`),
  ga: s(msg({ message: "GA", context: "hockey stat column: goals against" }), msg`Goals against`),
  toi: TIME_ON_ICE,
};

const BATTING: Record<string, StatName> = {
  ab: s(msg({ message: "AB", context: "baseball stat column: at bats" }), msg`At bats`),
  r: s(msg({ message: "R", context: "baseball stat column: runs" }), msg`Runs`),
  h: s(msg({ message: "H", context: "baseball stat column: hits" }), msg`Hits`),
  rbi: s(msg({ message: "RBI", context: "baseball stat column: runs batted in" }), msg`Runs batted in`),
  hr: s(msg({ message: "HR", context: "baseball stat column: home runs" }), msg`Home runs`),
  bb: s(msg({ message: "BB", context: "baseball stat column: walks" }), msg`Walks`),
  so: s(msg({ message: "SO", context: "baseball stat column: strikeouts" }), msg`Strikeouts`),
};
const PITCHING: Record<string, StatName> = {
  ip: s(msg({ message: "IP", context: "baseball stat column: innings pitched" }), msg`Innings pitched`),
  h: s(msg({ message: "H", context: "baseball stat column: hits" }), msg`Hits allowed`),
  r: s(msg({ message: "R", context: "baseball stat column: runs" }), msg`Runs allowed`),
  er: s(msg({ message: "ER", context: "baseball stat column: earned runs" }), msg`Earned runs`),
  bb: s(msg({ message: "BB", context: "baseball stat column: walks" }), msg`Walks allowed`),
  so: s(msg({ message: "SO", context: "baseball stat column: strikeouts" }), msg`Strikeouts`),
  hr: s(msg({ message: "HR", context: "baseball stat column: home runs" }), msg`Home runs allowed`),
};

const PASSING: Record<string, StatName> = {
  cmp: s(msg({ message: "CMP", context: "football stat column: completed passes" }), msg`Completions`),
  att: s(msg({ message: "ATT", context: "football stat column: pass attempts" }), msg`Pass attempts`),
  yds: s(msg({ message: "YDS", context: "football stat column: yards" }), msg`Passing yards`),
  td: s(msg({ message: "TD", context: "football stat column: touchdowns" }), msg`Passing touchdowns`),
  int: s(msg({ message: "INT", context: "football stat column: interceptions" }), msg`Interceptions thrown`),
};
const RUSHING: Record<string, StatName> = {
  car: s(msg({ message: "CAR", context: "football stat column: carries" }), msg`Carries`),
  yds: s(msg({ message: "YDS", context: "football stat column: yards" }), msg`Rushing yards`),
  td: s(msg({ message: "TD", context: "football stat column: touchdowns" }), msg`Rushing touchdowns`),
};
const RECEIVING: Record<string, StatName> = {
  rec: s(msg({ message: "REC", context: "football stat column: receptions" }), msg`Receptions`),
  yds: s(msg({ message: "YDS", context: "football stat column: yards" }), msg`Receiving yards`),
  td: s(msg({ message: "TD", context: "football stat column: touchdowns" }), msg`Receiving touchdowns`),
};
const KICKING: Record<string, StatName> = {
  fgm: s(msg({ message: "FGM", context: "football stat column: field goals made" }), msg`Field goals made`),
  fga: s(msg({ message: "FGA", context: "football stat column: field goals attempted" }), msg`Field goals attempted`),
  xpm: s(msg({ message: "XPM", context: "football stat column: extra points made" }), msg`Extra points made`),
  xpa: s(msg({ message: "XPA", context: "football stat column: extra points attempted" }), msg`Extra points attempted`),
};

const SOCCER_PLAYERS: Record<string, StatName> = {
  min: MINUTES,
  g: s(msg({ message: "G", context: "soccer stat column: goals" }), msg`Goals`),
  a: s(msg({ message: "A", context: "soccer stat column: assists" }), msg`Assists`),
  sh: s(msg({ message: "SH", context: "soccer stat column: shots" }), msg`Shots`),
  sot: s(msg({ message: "SOT", context: "soccer stat column: shots on target" }), msg`Shots on target`),
  yc: s(msg({ message: "YC", context: "soccer stat column: yellow cards" }), msg`Yellow cards`),
  rc: s(msg({ message: "RC", context: "soccer stat column: red cards" }), msg`Red cards`),
};
const GOALKEEPERS: Record<string, StatName> = {
  min: MINUTES,
  sv: s(msg({ message: "SV", context: "soccer stat column: saves" }), msg`Saves`),
  ga: s(msg({ message: "GA", context: "soccer stat column: goals against" }), msg`Goals conceded`),
};

interface GroupNames {
  name: MessageDescriptor;
  columns: Record<string, StatName>;
}

/** Each sport's groups in the order of its sheet, with their columns' names. */
export const STAT_GROUPS: Record<Sport, Record<string, GroupNames>> = {
  basketball: { players: { name: msg({ message: "Players", context: "box score group" }), columns: BASKETBALL } },
  hockey: {
    skaters: { name: msg({ message: "Skaters", context: "box score group" }), columns: HOCKEY_SKATERS },
    goalies: { name: msg({ message: "Goalies", context: "box score group" }), columns: HOCKEY_GOALIES },
  },
  baseball: {
    batting: { name: msg({ message: "Batting", context: "box score group" }), columns: BATTING },
    pitching: { name: msg({ message: "Pitching", context: "box score group" }), columns: PITCHING },
  },
  football: {
    passing: { name: msg({ message: "Passing", context: "box score group" }), columns: PASSING },
    rushing: { name: msg({ message: "Rushing", context: "box score group" }), columns: RUSHING },
    receiving: { name: msg({ message: "Receiving", context: "box score group" }), columns: RECEIVING },
    kicking: { name: msg({ message: "Kicking", context: "box score group" }), columns: KICKING },
  },
  soccer: {
    players: { name: msg({ message: "Outfield players", context: "box score group" }), columns: SOCCER_PLAYERS },
    goalkeepers: { name: msg({ message: "Goalkeepers", context: "box score group" }), columns: GOALKEEPERS },
  },
};

/** A box score group's name ("Batting", "Bateo", "Au bâton"); the provider's label when unknown. */
export function statGroupText(sport: Sport, group: string, fallback: string, i18n: I18n): string {
  const known = STAT_GROUPS[sport]?.[group];
  return known ? i18n._(known.name) : fallback;
}

/** A column's label and title in the viewer's language; the provider's label for both when unknown. */
export function statColumnText(
  sport: Sport,
  group: string,
  column: string,
  fallback: string,
  i18n: I18n,
): { label: string; title: string } {
  const known = STAT_GROUPS[sport]?.[group]?.columns[column];
  return known ? { label: i18n._(known.label), title: i18n._(known.title) } : { label: fallback, title: fallback };
}

/** A stat as the viewer writes numbers ("1,234", "1 234", "0,5"); times and innings as given; a dash when unknown. */
export function statValueText(value: number | string | null | undefined, i18n: I18n): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "number") return i18n.number(value);
  return value;
}
