import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Sport } from "@shared/leagues";

// Players' positions as each sport writes them ("PG", "LW", "SS", "QB", "GK"; ESPN's and the
// simulator's), said in full in the viewer's language, and the lines a squad is listed by
// (guards, forwards, centers; goalkeepers, defenders…). A position we do not know keeps its
// abbreviation and goes to the squad's "Other" group.

interface PositionGroup {
  key: string;
  name: MessageDescriptor;
  positions: Record<string, MessageDescriptor>;
}

const g = (key: string, name: MessageDescriptor, positions: Record<string, MessageDescriptor>): PositionGroup => ({
  key,
  name,
  positions,
});

/** Each sport's squad lines, in the order a squad lists them. */
export const POSITION_GROUPS: Record<Sport, PositionGroup[]> = {
  basketball: [
    g("guards", msg({ message: "Guards", context: "squad line: basketball" }), {
      PG: msg`Point guard`,
      SG: msg`Shooting guard`,
      G: msg({ message: "Guard", context: "basketball position" }),
    }),
    g("forwards", msg({ message: "Forwards", context: "squad line: basketball" }), {
      SF: msg`Small forward`,
      PF: msg`Power forward`,
      F: msg({ message: "Forward", context: "basketball position" }),
    }),
    g("centers", msg({ message: "Centers", context: "squad line: basketball" }), {
      C: msg({ message: "Center", context: "basketball position" }),
    }),
  ],
  hockey: [
    g("forwards", msg({ message: "Forwards", context: "squad line: hockey" }), {
      C: msg({ message: "Center", context: "hockey position" }),
      LW: msg`Left wing`,
      RW: msg`Right wing`,
      F: msg({ message: "Forward", context: "hockey position" }),
      W: msg({ message: "Wing", context: "hockey position" }),
    }),
    g("defense", msg({ message: "Defense", context: "squad line: hockey" }), {
      D: msg({ message: "Defenseman", context: "hockey position" }),
    }),
    g("goalies", msg({ message: "Goalies", context: "squad line: hockey" }), {
      G: msg({ message: "Goalie", context: "hockey position" }),
    }),
  ],
  baseball: [
    g("pitchers", msg({ message: "Pitchers", context: "squad line: baseball" }), {
      SP: msg`Starting pitcher`,
      RP: msg`Relief pitcher`,
      P: msg({ message: "Pitcher", context: "baseball position" }),
    }),
    g("catchers", msg({ message: "Catchers", context: "squad line: baseball" }), {
      C: msg({ message: "Catcher", context: "baseball position" }),
    }),
    g("infielders", msg({ message: "Infielders", context: "squad line: baseball" }), {
      "1B": msg`First baseman`,
      "2B": msg`Second baseman`,
      "3B": msg`Third baseman`,
      SS: msg`Shortstop`,
      IF: msg({ message: "Infielder", context: "baseball position" }),
    }),
    g("outfielders", msg({ message: "Outfielders", context: "squad line: baseball" }), {
      LF: msg`Left fielder`,
      CF: msg`Center fielder`,
      RF: msg`Right fielder`,
      OF: msg({ message: "Outfielder", context: "baseball position" }),
    }),
    g("hitters", msg({ message: "Designated hitters", context: "squad line: baseball" }), {
      DH: msg`Designated hitter`,
    }),
  ],
  football: [
    g("offense", msg({ message: "Offense", context: "squad line: football" }), {
      QB: msg`Quarterback`,
      RB: msg`Running back`,
      FB: msg`Fullback`,
      WR: msg`Wide receiver`,
      TE: msg`Tight end`,
      OL: msg`Offensive lineman`,
      OT: msg`Offensive tackle`,
      G: msg({ message: "Guard", context: "football position" }),
      C: msg({ message: "Center", context: "football position" }),
    }),
    g("defense", msg({ message: "Defense", context: "squad line: football" }), {
      DL: msg`Defensive lineman`,
      DE: msg`Defensive end`,
      DT: msg`Defensive tackle`,
      NT: msg`Nose tackle`,
      LB: msg`Linebacker`,
      CB: msg`Cornerback`,
      S: msg({ message: "Safety", context: "football position" }),
      FS: msg`Free safety`,
      SS: msg({ message: "Strong safety", context: "football position" }),
      DB: msg`Defensive back`,
    }),
    g("special", msg({ message: "Special teams", context: "squad line: football" }), {
      K: msg`Kicker`,
      PK: msg`Placekicker`,
      P: msg({ message: "Punter", context: "football position" }),
      LS: msg`Long snapper`,
    }),
  ],
  // ESPN's lineups name the place in the formation (LB, CD, DM, CF), with "-L" or "-R" when two
  // players share it ("CD-L"); its rosters and the simulator name the line (G or GK, D, M, F).
  soccer: [
    g("goalkeepers", msg({ message: "Goalkeepers", context: "squad line: soccer" }), {
      GK: msg`Goalkeeper`,
      G: msg({ message: "Goalkeeper", context: "soccer position" }),
    }),
    g("defenders", msg({ message: "Defenders", context: "squad line: soccer" }), {
      DF: msg`Defender`,
      D: msg({ message: "Defender", context: "soccer position" }),
      CB: msg`Center back`,
      CD: msg`Center back`,
      LB: msg`Left back`,
      RB: msg`Right back`,
    }),
    g("midfielders", msg({ message: "Midfielders", context: "squad line: soccer" }), {
      MF: msg`Midfielder`,
      M: msg({ message: "Midfielder", context: "soccer position" }),
      DM: msg`Defensive midfielder`,
      CM: msg`Central midfielder`,
      LM: msg`Left midfielder`,
      RM: msg`Right midfielder`,
      AM: msg`Attacking midfielder`,
    }),
    g("forwards", msg({ message: "Forwards", context: "squad line: soccer" }), {
      FW: msg({ message: "Forward", context: "soccer position" }),
      F: msg({ message: "Forward", context: "soccer position" }),
      CF: msg`Center forward`,
      LW: msg`Left winger`,
      RW: msg`Right winger`,
    }),
  ],
};

/**
 * Soccer's abbreviations as each language writes them (the goalkeeper's "G" is "POR" in Spanish,
 * a left back's "LB" is "DG" in French). The other sports' (PG, QB, LW, SS) are the ones their
 * broadcasts use in every language, and stay as the provider writes them.
 */
const SOCCER_SHORT: Record<string, MessageDescriptor> = {
  GK: msg({ message: "GK", context: "soccer position, abbreviated: goalkeeper" }),
  G: msg({ message: "G", context: "soccer position, abbreviated: goalkeeper" }),
  DF: msg({ message: "DF", context: "soccer position, abbreviated: defender" }),
  D: msg({ message: "D", context: "soccer position, abbreviated: defender" }),
  CB: msg({ message: "CB", context: "soccer position, abbreviated: center back" }),
  CD: msg({ message: "CD", context: "soccer position, abbreviated: center back" }),
  LB: msg({ message: "LB", context: "soccer position, abbreviated: left back" }),
  RB: msg({ message: "RB", context: "soccer position, abbreviated: right back" }),
  MF: msg({ message: "MF", context: "soccer position, abbreviated: midfielder" }),
  M: msg({ message: "M", context: "soccer position, abbreviated: midfielder" }),
  DM: msg({ message: "DM", context: "soccer position, abbreviated: defensive midfielder" }),
  CM: msg({ message: "CM", context: "soccer position, abbreviated: central midfielder" }),
  LM: msg({ message: "LM", context: "soccer position, abbreviated: left midfielder" }),
  RM: msg({ message: "RM", context: "soccer position, abbreviated: right midfielder" }),
  AM: msg({ message: "AM", context: "soccer position, abbreviated: attacking midfielder" }),
  FW: msg({ message: "FW", context: "soccer position, abbreviated: forward" }),
  F: msg({ message: "F", context: "soccer position, abbreviated: forward" }),
  CF: msg({ message: "CF", context: "soccer position, abbreviated: center forward" }),
  LW: msg({ message: "LW", context: "soccer position, abbreviated: left winger" }),
  RW: msg({ message: "RW", context: "soccer position, abbreviated: right winger" }),
};

/** The side of a place two players share ("CD-L"), abbreviated and in full. */
const SIDES: Record<string, { short: MessageDescriptor; full: (position: string) => MessageDescriptor }> = {
  L: {
    short: msg({ message: "L", context: "soccer position's side, abbreviated: left" }),
    full: (position) => msg({ message: `${position} (left)`, context: "soccer position: the left one of two" }),
  },
  R: {
    short: msg({ message: "R", context: "soccer position's side, abbreviated: right" }),
    full: (position) => msg({ message: `${position} (right)`, context: "soccer position: the right one of two" }),
  },
};

/** A soccer place and its side, when the position is one ("CD-L" → CD, L). */
function soccerPlace(position: string): { place: string; side: string | null } | null {
  const m = /^([A-Z]+)(?:-([LR]))?$/.exec(position.trim().toUpperCase());
  return m && SOCCER_SHORT[m[1]!] ? { place: m[1]!, side: m[2] ?? null } : null;
}

const OTHER = msg({ message: "Other", context: "squad line: players of another position" });

/** The position as the tables know it: capitals, and a dual one ("G-F", "F/C") by its first. */
const normal = (position: string) => position.trim().toUpperCase().split(/[-/]/)[0]!;

/** A position in full in the viewer's language ("PG" → "Point guard", "Base"); the abbreviation when unknown. */
export function positionText(sport: Sport, position: string, i18n: I18n): string {
  const soccer = sport === "soccer" ? soccerPlace(position) : null;
  if (soccer?.side) {
    return i18n._(SIDES[soccer.side]!.full(positionText(sport, soccer.place, i18n)));
  }
  const p = normal(position);
  if (p !== position.trim().toUpperCase()) return position;
  for (const group of POSITION_GROUPS[sport]) if (group.positions[p]) return i18n._(group.positions[p]);
  return position;
}

/**
 * A position abbreviated in the viewer's language: soccer's ("G" → "POR", "CD-L" → "DFC-I" in
 * Spanish); the provider's abbreviation otherwise.
 */
export function positionShort(sport: Sport, position: string, i18n: I18n): string {
  const soccer = sport === "soccer" ? soccerPlace(position) : null;
  if (!soccer) return position;
  const place = i18n._(SOCCER_SHORT[soccer.place]!);
  return soccer.side ? `${place}-${i18n._(SIDES[soccer.side]!.short)}` : place;
}

/**
 * A squad by its lines, in the sport's order; players of a position no line knows (or none) in
 * "Other", last. Within a line the players keep the roster's order.
 */
export function squadByLine<T extends { position: string | null }>(
  sport: Sport,
  players: readonly T[],
  i18n: I18n,
): { key: string; name: string; players: T[] }[] {
  const groups = POSITION_GROUPS[sport];
  const lines = groups.map((group) => ({ key: group.key, name: i18n._(group.name), players: [] as T[] }));
  const other = { key: "other", name: i18n._(OTHER), players: [] as T[] };
  for (const player of players) {
    const p = player.position ? normal(player.position) : "";
    const at = groups.findIndex((group) => group.positions[p]);
    (at === -1 ? other : lines[at]!).players.push(player);
  }
  return [...lines, other].filter((line) => line.players.length > 0);
}
