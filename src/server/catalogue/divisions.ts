import type { CatalogueTeam } from "./teams";

// The divisions of the leagues that rank within them (NFL, MLB, NHL), by team abbreviation.
// The catalogue stores conferences only; divisions are stable facts of these leagues, kept here
// beside it rather than regenerated into teams.json.
const DIVISIONS: Record<string, Record<string, readonly string[]>> = {
  nfl: {
    "AFC East": ["BUF", "MIA", "NE", "NYJ"],
    "AFC North": ["BAL", "CIN", "CLE", "PIT"],
    "AFC South": ["HOU", "IND", "JAX", "TEN"],
    "AFC West": ["DEN", "KC", "LV", "LAC"],
    "NFC East": ["DAL", "NYG", "PHI", "WSH"],
    "NFC North": ["CHI", "DET", "GB", "MIN"],
    "NFC South": ["ATL", "CAR", "NO", "TB"],
    "NFC West": ["ARI", "LAR", "SF", "SEA"],
  },
  mlb: {
    "AL East": ["BAL", "BOS", "NYY", "TB", "TOR"],
    "AL Central": ["CHW", "CLE", "DET", "KC", "MIN"],
    "AL West": ["ATH", "HOU", "LAA", "SEA", "TEX"],
    "NL East": ["ATL", "MIA", "NYM", "PHI", "WSH"],
    "NL Central": ["CHC", "CIN", "MIL", "PIT", "STL"],
    "NL West": ["ARI", "COL", "LAD", "SD", "SF"],
  },
  nhl: {
    "Atlantic Division": ["BOS", "BUF", "DET", "FLA", "MTL", "OTT", "TB", "TOR"],
    "Metropolitan Division": ["CAR", "CBJ", "NJ", "NYI", "NYR", "PHI", "PIT", "WSH"],
    "Central Division": ["CHI", "COL", "DAL", "MIN", "NSH", "STL", "UTA", "WPG"],
    "Pacific Division": ["ANA", "CGY", "EDM", "LA", "SJ", "SEA", "VAN", "VGK"],
  },
};

/** The leagues whose tables are split by division. */
export const DIVISION_LEAGUES: readonly string[] = Object.keys(DIVISIONS);

/** The team's division ("AFC West", "Pacific Division"), or null where its league has none. */
export function divisionOf(team: Pick<CatalogueTeam, "league" | "abbreviation">): string | null {
  const divisions = DIVISIONS[team.league];
  if (!divisions) return null;
  for (const [name, members] of Object.entries(divisions)) if (members.includes(team.abbreviation)) return name;
  return null;
}

/** The divisions of a league in their usual order (empty for a league without divisions). */
export const divisionsOf = (league: string): string[] => Object.keys(DIVISIONS[league] ?? {});
