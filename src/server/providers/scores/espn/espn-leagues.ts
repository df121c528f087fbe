import type { League } from "@shared/schemas/teams";

/** ESPN site-API paths of our leagues: site.api.espn.com/apis/site/v2/sports/{path}/scoreboard|news */
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

export const ESPN_BASE = "https://site.api.espn.com/apis/site/v2/sports";
export const espnUrl = (league: League, kind: "scoreboard" | "news") =>
  // College football: the FBS group (80); the default is only the top-25 games.
  `${ESPN_BASE}/${ESPN_PATHS[league]}/${kind}${kind === "scoreboard" && league === "college-football" ? "?groups=80&limit=200" : ""}`;
