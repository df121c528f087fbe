import { leagueLabel, type League } from "@shared/schemas/teams";
import type { StandingsNote } from "@shared/schemas/standings";
import { divisionOf, divisionsOf } from "../../catalogue/divisions";
import { teamsOfLeague, type CatalogueTeam } from "../../catalogue/teams";

// How each league's table is laid out for its fans: the groups a team is ranked in, their
// order, and the zones of the table (play-offs, European places, relegation, Liguilla…).

export interface TableGroup {
  name: string;
  conference: string | null;
}

const ZONE = {
  champions: { description: "Champions League", color: "#1f7a4d" },
  europa: { description: "Europa League", color: "#2563eb" },
  conference: { description: "Conference League qualifying", color: "#0891b2" },
  relegationPlayoff: { description: "Relegation play-off", color: "#d97706" },
  relegation: { description: "Relegation", color: "#dc2626" },
  playoffs: { description: "Playoffs", color: "#1f7a4d" },
  playIn: { description: "Play-In Tournament", color: "#d97706" },
  wildCard: { description: "Wild Card", color: "#d97706" },
  liguilla: { description: "Liguilla", color: "#1f7a4d" },
  advance: { description: "Advance to Round of 32", color: "#1f7a4d" },
  bestThird: { description: "Best 8 advance", color: "#d97706" },
} satisfies Record<string, StandingsNote>;

/** Zones by rank (1-based), from the top and from the bottom of a group. */
type Zones = { top: StandingsNote[]; bottom: StandingsNote[] };
const repeat = (n: number, note: StandingsNote) => Array.from({ length: n }, () => note);

const EUROPEAN_20: Zones = {
  top: [...repeat(4, ZONE.champions), ZONE.europa, ZONE.conference],
  bottom: repeat(3, ZONE.relegation),
};
const EUROPEAN_18: Zones = {
  top: [...repeat(4, ZONE.champions), ZONE.europa, ZONE.conference],
  bottom: [ZONE.relegationPlayoff, ...repeat(2, ZONE.relegation)],
};

const ZONES: Partial<Record<League, Zones>> = {
  nba: { top: [...repeat(6, ZONE.playoffs), ...repeat(4, ZONE.playIn)], bottom: [] },
  mls: { top: [...repeat(7, ZONE.playoffs), ...repeat(2, ZONE.wildCard)], bottom: [] },
  "liga-mx": { top: [...repeat(6, ZONE.liguilla), ...repeat(4, ZONE.playIn)], bottom: [] },
  "fifa-world-cup": { top: [ZONE.advance, ZONE.advance, ZONE.bestThird], bottom: [] },
  "premier-league": EUROPEAN_20,
  "la-liga": EUROPEAN_20,
  "serie-a": EUROPEAN_20,
  bundesliga: EUROPEAN_18,
  "ligue-1": EUROPEAN_18,
};

/** The zone of a rank in a group of `size` teams, or null. */
export function zoneOf(league: League, rank: number, size: number): StandingsNote | null {
  const zones = ZONES[league];
  if (!zones) return null;
  const fromBottom = size - rank; // 0 for the last team
  if (fromBottom < zones.bottom.length) return zones.bottom[zones.bottom.length - 1 - fromBottom]!;
  return zones.top[rank - 1] ?? null;
}

const conferenceName = (c: string | null) =>
  c === "Eastern" || c === "Western" ? `${c} Conference` : (c ?? "Conference");

/** The group a team is ranked in: its division, conference, World Cup group, or the league. */
export function groupOf(team: CatalogueTeam): TableGroup {
  switch (team.league) {
    case "nba":
    case "mls":
      return { name: conferenceName(team.conference), conference: null };
    case "nfl":
    case "mlb":
    case "nhl":
      return { name: divisionOf(team) ?? conferenceName(team.conference), conference: conferenceName(team.conference) };
    case "college-football":
    case "fifa-world-cup":
      return { name: team.conference ?? leagueLabel(team.league), conference: null };
    default:
      return { name: leagueLabel(team.league), conference: null };
  }
}

/** The groups of a league's table in the order its fans read them. */
export function groupsOf(league: League): TableGroup[] {
  const seen = new Map<string, TableGroup>();
  for (const t of teamsOfLeague(league)) {
    const g = groupOf(t);
    if (!seen.has(g.name)) seen.set(g.name, g);
  }
  const divisions = divisionsOf(league);
  return [...seen.values()].sort((a, b) =>
    divisions.length
      ? divisions.indexOf(a.name) - divisions.indexOf(b.name)
      : // Eastern before Western, Group A before Group B, conferences alphabetically
        a.name.localeCompare(b.name),
  );
}
