import type { League } from "@shared/schemas/teams";
import type { CatalogueTeam } from "../../../catalogue/teams";
import { hashString } from "./prng";

// Where a simulated game is played and shown: the home team's ground, named plausibly from its
// city and nickname, and the networks that usually carry the league.

/** "Boston Celtics" in Boston -> "Celtics"; a club not named after its city keeps its name. */
function nickname(team: CatalogueTeam): string {
  return team.name.startsWith(`${team.city} `) ? team.name.slice(team.city.length + 1) : team.name;
}

const TEMPLATES: Partial<Record<League, string[]>> = {
  nba: ["{city} Arena", "{city} Center", "{nick} Arena", "{city} Garden"],
  nhl: ["{city} Arena", "{city} Ice Centre", "{nick} Arena", "{city} Events Center"],
  nfl: ["{city} Stadium", "{nick} Field", "{city} Memorial Stadium"],
  mlb: ["{city} Ballpark", "{nick} Park", "{city} Field"],
  "college-football": ["{nick} Stadium", "{city} Memorial Stadium", "{nick} Field"],
  mls: ["{city} Stadium", "{city} Soccer Park", "{nick} Park"],
  "liga-mx": ["Estadio {city}", "Estadio {nick}", "Estadio Municipal de {city}"],
  "premier-league": ["{city} Park", "{city} Stadium", "{city} Road", "{nick} Ground"],
  "la-liga": ["Estadio {city}", "Estadio Municipal de {city}", "Campo de {city}"],
  "serie-a": ["Stadio {city}", "Stadio Comunale di {city}", "Stadio Città di {city}"],
  bundesliga: ["{city}-Arena", "Stadion {city}", "{city} Park"],
  "ligue-1": ["Stade de {city}", "Stade Municipal de {city}", "Stade {city}"],
};

/** The World Cup's grounds, as FIFA names them, with their cities. */
const WORLD_CUP_VENUES: [string, string][] = [
  ["New York New Jersey Stadium", "East Rutherford"],
  ["Dallas Stadium", "Arlington"],
  ["Los Angeles Stadium", "Inglewood"],
  ["Atlanta Stadium", "Atlanta"],
  ["Houston Stadium", "Houston"],
  ["Kansas City Stadium", "Kansas City"],
  ["Miami Stadium", "Miami Gardens"],
  ["Boston Stadium", "Foxborough"],
  ["Philadelphia Stadium", "Philadelphia"],
  ["Seattle Stadium", "Seattle"],
  ["San Francisco Bay Area Stadium", "Santa Clara"],
  ["Toronto Stadium", "Toronto"],
  ["BC Place Vancouver", "Vancouver"],
  ["Mexico City Stadium", "Mexico City"],
  ["Estadio Guadalajara", "Guadalajara"],
  ["Estadio Monterrey", "Monterrey"],
];

export function venueOf(home: CatalogueTeam, gameId: string): { name: string; city: string | null } {
  if (home.league === "fifa-world-cup") {
    const [name, city] = WORLD_CUP_VENUES[hashString(gameId) % WORLD_CUP_VENUES.length]!;
    return { name, city };
  }
  const templates = TEMPLATES[home.league] ?? ["{city} Stadium"];
  const template = templates[hashString(`venue|${home.id}`) % templates.length]!;
  return { name: template.replace("{city}", home.city).replace("{nick}", nickname(home)), city: home.city };
}

const NETWORKS: Record<League, string[][]> = {
  nba: [["ESPN"], ["ABC"], ["NBC", "Peacock"], ["Prime Video"], ["NBA League Pass"]],
  nfl: [["CBS", "Paramount+"], ["FOX"], ["NBC", "Peacock"], ["ESPN", "ABC"], ["Prime Video"], ["NFL Network"]],
  mlb: [["MLB.TV"], ["FOX"], ["ESPN"], ["TBS", "HBO Max"], ["Apple TV"]],
  nhl: [["ESPN+"], ["TNT", "HBO Max"], ["ESPN", "ABC"], ["NHL Network"], ["Sportsnet"]],
  mls: [["Apple TV"], ["Apple TV", "FOX"]],
  "liga-mx": [["TUDN", "ViX"], ["Univision"], ["FOX Deportes"]],
  "college-football": [
    ["ESPN"],
    ["ABC"],
    ["FOX"],
    ["CBS"],
    ["NBC", "Peacock"],
    ["SEC Network"],
    ["Big Ten Network"],
    ["ACC Network"],
  ],
  "fifa-world-cup": [
    ["FOX", "Telemundo"],
    ["FS1", "Peacock"],
    ["TSN", "RDS"],
  ],
  "premier-league": [["Sky Sports"], ["TNT Sports"], ["NBC", "Peacock"], ["USA Network"]],
  "la-liga": [["ESPN+"], ["DAZN"], ["Movistar+"]],
  "serie-a": [["DAZN"], ["Paramount+"], ["Sky Sport"]],
  bundesliga: [["Sky Sport"], ["DAZN"], ["ESPN+"]],
  "ligue-1": [["Ligue 1+"], ["beIN SPORTS"], ["DAZN"]],
};

export function broadcastsOf(league: League, gameId: string): string[] {
  const options = NETWORKS[league];
  return options[hashString(`tv|${gameId}`) % options.length]!;
}
