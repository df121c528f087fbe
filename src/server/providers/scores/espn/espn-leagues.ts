import type { League } from "@shared/schemas/teams";
import { espnQuery, type EspnQuery } from "./espn-query";

/** ESPN site-API paths of our leagues: {base}/apis/site/v2/sports/{path}/scoreboard|news */
export const ESPN_PATHS: Record<League, string> = {
  nba: "basketball/nba",
  nfl: "football/nfl",
  mlb: "baseball/mlb",
  nhl: "hockey/nhl",
  mls: "soccer/usa.1",
  "liga-mx": "soccer/mex.1",
  "college-football": "football/college-football",
  "fifa-world-cup": "soccer/fifa.world",
  "premier-league": "soccer/eng.1",
  "la-liga": "soccer/esp.1",
  "serie-a": "soccer/ita.1",
  bundesliga: "soccer/ger.1",
  "ligue-1": "soccer/fra.1",
};

/** The site API's path under ESPN_BASE_URL (a mirror or proxy keeps ESPN's paths). */
export const ESPN_API_PATH = "/apis/site/v2/sports";

/** The scoreboard query of a league: college football asks for the FBS group (80); its default is only the top 25. */
const LEAGUE_QUERY: Partial<Record<League, EspnQuery>> = {
  "college-football": { groups: 80, limit: 200 },
};

/** A league's scoreboard or news address under `baseUrl` (ESPN_BASE_URL, no trailing slash). */
export const espnUrl = (baseUrl: string, league: League, kind: "scoreboard" | "news", query?: EspnQuery) =>
  `${baseUrl}${ESPN_API_PATH}/${ESPN_PATHS[league]}/${kind}${espnQuery(query ?? (kind === "scoreboard" ? LEAGUE_QUERY[league] : undefined))}`;
