// Builds src/server/catalogue/teams.json from the recorded ESPN team payloads in
// tests/fixtures/teams (see its SOURCES.md) plus the hand-kept tables below for what those
// payloads lack: 2025-26 promotions, Liga MX, World Cup nations, club cities and colours.
// Ids are kept from the existing file so favourites stay valid; new teams get the next free id.
// Run: node scripts/build-team-catalogue.mjs [fixturesDir] && npx prettier --write src/server/catalogue/teams.json
import fs from "node:fs";
import path from "node:path";

const FIX = process.argv[2] ?? path.resolve(import.meta.dirname, "../tests/fixtures/teams");
const OUT = path.resolve(import.meta.dirname, "../src/server/catalogue/teams.json");
const read = (f) => JSON.parse(fs.readFileSync(path.join(FIX, f), "utf8"));
const espnTeams = (f) => read(f).sports[0].leagues[0].teams.map((t) => t.team);
const standings = (f) => read(f).children[0].standings.entries.map((e) => e.team);
const hex = (c) => (c ? `#${c.toLowerCase()}` : null);

const LEAGUES = {
  nba: { sport: "basketball", base: 1000 },
  nfl: { sport: "football", base: 2000 },
  mlb: { sport: "baseball", base: 3000 },
  nhl: { sport: "hockey", base: 4000 },
  mls: { sport: "soccer", base: 5000 },
  "liga-mx": { sport: "soccer", base: 6000 },
  "college-football": { sport: "football", base: 7000 },
  "fifa-world-cup": { sport: "soccer", base: 8000 },
  "premier-league": { sport: "soccer", base: 9000 },
  "la-liga": { sport: "soccer", base: 10000 },
  "serie-a": { sport: "soccer", base: 11000 },
  bundesliga: { sport: "soccer", base: 12000 },
  "ligue-1": { sport: "soccer", base: 13000 },
};

const out = [];
const add = (league, t) => out.push({ league, sport: LEAGUES[league].sport, conference: null, espnId: null, ...t });

// US leagues: ESPN's `location` is the city (with a few fixes below).
const NBA_CONF = { East: "ATL BOS BKN CHA CHI CLE DET IND MIA MIL NY ORL PHI TOR WSH" };
for (const t of espnTeams("nba-teams.json"))
  add("nba", {
    espnId: t.id,
    name: t.displayName,
    city: t.location,
    abbreviation: t.abbreviation,
    primaryColor: hex(t.color),
    secondaryColor: hex(t.alternateColor),
    conference: NBA_CONF.East.split(" ").includes(t.abbreviation) ? "Eastern" : "Western",
  });
const AFC = "BAL BUF CIN CLE DEN HOU IND JAX KC LAC LV MIA NE NYJ PIT TEN".split(" ");
for (const t of espnTeams("nfl-teams.json"))
  add("nfl", {
    espnId: t.id,
    name: t.displayName,
    city: t.location,
    abbreviation: t.abbreviation,
    primaryColor: hex(t.color),
    secondaryColor: hex(t.alternateColor),
    conference: AFC.includes(t.abbreviation) ? "AFC" : "NFC",
  });
const AL = "ATH BAL BOS CHW CLE DET HOU KC LAA MIN NYY SEA TB TEX TOR".split(" ");
for (const t of espnTeams("mlb-teams.json")) {
  // The Athletics play in West Sacramento from 2025 (ESPN's location is "Athletics").
  const city = t.abbreviation === "ATH" ? "Sacramento" : t.location;
  add("mlb", {
    espnId: t.id,
    name: t.displayName,
    city,
    abbreviation: t.abbreviation,
    primaryColor: hex(t.color),
    secondaryColor: hex(t.alternateColor),
    conference: AL.includes(t.abbreviation) ? "American League" : "National League",
  });
}
const NHL_EAST = "BOS BUF CAR CBJ DET FLA MTL NJ NYI NYR OTT PHI PIT TB TOR WSH".split(" ");
for (const t of espnTeams("nhl-teams.json")) {
  // Utah Hockey Club became the Utah Mammoth for 2025-26.
  const utah = t.abbreviation === "UTAH";
  add("nhl", {
    espnId: t.id,
    name: utah ? "Utah Mammoth" : t.displayName,
    city: utah ? "Salt Lake City" : t.location,
    abbreviation: utah ? "UTA" : t.abbreviation,
    primaryColor: utah ? "#010101" : hex(t.color),
    secondaryColor: utah ? "#6cace4" : hex(t.alternateColor),
    conference: NHL_EAST.includes(t.abbreviation) ? "Eastern" : "Western",
  });
}
const MLS_CITY = {
  ATL: "Atlanta",
  ATX: "Austin",
  MTL: "Montréal",
  CLT: "Charlotte",
  CHI: "Chicago",
  COL: "Denver",
  CLB: "Columbus",
  DC: "Washington",
  CIN: "Cincinnati",
  DAL: "Dallas",
  HOU: "Houston",
  MIA: "Miami",
  LA: "Los Angeles",
  LAFC: "Los Angeles",
  MIN: "Saint Paul",
  NSH: "Nashville",
  NE: "Foxborough",
  NYC: "New York",
  NY: "Harrison",
  ORL: "Orlando",
  PHI: "Philadelphia",
  POR: "Portland",
  RSL: "Salt Lake City",
  SD: "San Diego",
  SJ: "San Jose",
  SEA: "Seattle",
  SKC: "Kansas City",
  STL: "St. Louis",
  TOR: "Toronto",
  VAN: "Vancouver",
};
const MLS_WEST = "ATX COL DAL HOU LA LAFC MIN POR RSL SD SJ SEA SKC STL VAN".split(" ");
for (const t of espnTeams("mls-teams.json")) {
  const white = t.color?.toLowerCase() === "ffffff";
  add("mls", {
    espnId: t.id,
    name: t.displayName,
    city: MLS_CITY[t.abbreviation],
    abbreviation: t.abbreviation,
    primaryColor: white ? hex(t.alternateColor) : hex(t.color),
    secondaryColor: white ? "#ffffff" : hex(t.alternateColor),
    conference: MLS_WEST.includes(t.abbreviation) ? "Western" : "Eastern",
  });
}

// College football: every team of the power conferences (2025 alignment) and Notre Dame.
const CFB = {
  SEC: [
    "Alabama",
    "Arkansas",
    "Auburn",
    "Florida",
    "Georgia",
    "Kentucky",
    "LSU",
    "Mississippi State",
    "Missouri",
    "Oklahoma",
    "Ole Miss",
    "South Carolina",
    "Tennessee",
    "Texas",
    "Texas A&M",
    "Vanderbilt",
  ],
  "Big Ten": [
    "Illinois",
    "Indiana",
    "Iowa",
    "Maryland",
    "Michigan",
    "Michigan State",
    "Minnesota",
    "Nebraska",
    "Northwestern",
    "Ohio State",
    "Oregon",
    "Penn State",
    "Purdue",
    "Rutgers",
    "UCLA",
    "USC",
    "Washington",
    "Wisconsin",
  ],
  "Big 12": [
    "Arizona",
    "Arizona State",
    "Baylor",
    "BYU",
    "Cincinnati",
    "Colorado",
    "Houston",
    "Iowa State",
    "Kansas",
    "Kansas State",
    "Oklahoma State",
    "TCU",
    "Texas Tech",
    "UCF",
    "Utah",
    "West Virginia",
  ],
  ACC: [
    "Boston College",
    "California",
    "Clemson",
    "Duke",
    "Florida State",
    "Georgia Tech",
    "Louisville",
    "Miami",
    "NC State",
    "North Carolina",
    "Pittsburgh",
    "SMU",
    "Stanford",
    "Syracuse",
    "Virginia",
    "Virginia Tech",
    "Wake Forest",
  ],
  "Pac-12": ["Oregon State", "Washington State"],
  "FBS Independents": ["Notre Dame"],
};
const CFB_CITY = {
  Alabama: "Tuscaloosa",
  Arkansas: "Fayetteville",
  Auburn: "Auburn",
  Florida: "Gainesville",
  Georgia: "Athens",
  Kentucky: "Lexington",
  LSU: "Baton Rouge",
  "Mississippi State": "Starkville",
  Missouri: "Columbia",
  Oklahoma: "Norman",
  "Ole Miss": "Oxford",
  "South Carolina": "Columbia",
  Tennessee: "Knoxville",
  Texas: "Austin",
  "Texas A&M": "College Station",
  Vanderbilt: "Nashville",
  Illinois: "Champaign",
  Indiana: "Bloomington",
  Iowa: "Iowa City",
  Maryland: "College Park",
  Michigan: "Ann Arbor",
  "Michigan State": "East Lansing",
  Minnesota: "Minneapolis",
  Nebraska: "Lincoln",
  Northwestern: "Evanston",
  "Ohio State": "Columbus",
  Oregon: "Eugene",
  "Penn State": "University Park",
  Purdue: "West Lafayette",
  Rutgers: "Piscataway",
  UCLA: "Los Angeles",
  USC: "Los Angeles",
  Washington: "Seattle",
  Wisconsin: "Madison",
  Arizona: "Tucson",
  "Arizona State": "Tempe",
  Baylor: "Waco",
  BYU: "Provo",
  Cincinnati: "Cincinnati",
  Colorado: "Boulder",
  Houston: "Houston",
  "Iowa State": "Ames",
  Kansas: "Lawrence",
  "Kansas State": "Manhattan",
  "Oklahoma State": "Stillwater",
  TCU: "Fort Worth",
  "Texas Tech": "Lubbock",
  UCF: "Orlando",
  Utah: "Salt Lake City",
  "West Virginia": "Morgantown",
  "Boston College": "Chestnut Hill",
  California: "Berkeley",
  Clemson: "Clemson",
  Duke: "Durham",
  "Florida State": "Tallahassee",
  "Georgia Tech": "Atlanta",
  Louisville: "Louisville",
  Miami: "Coral Gables",
  "NC State": "Raleigh",
  "North Carolina": "Chapel Hill",
  Pittsburgh: "Pittsburgh",
  SMU: "Dallas",
  Stanford: "Stanford",
  Syracuse: "Syracuse",
  Virginia: "Charlottesville",
  "Virginia Tech": "Blacksburg",
  "Wake Forest": "Winston-Salem",
  "Oregon State": "Corvallis",
  "Washington State": "Pullman",
  "Notre Dame": "South Bend",
};
const ncaaf = espnTeams("ncaaf-teams.json");
for (const [conference, schools] of Object.entries(CFB))
  for (const school of schools) {
    const t = ncaaf.find((x) => x.location === school);
    if (!t) throw new Error(`college team not found: ${school}`);
    add("college-football", {
      espnId: t.id,
      name: t.displayName,
      city: CFB_CITY[school],
      abbreviation: t.abbreviation,
      primaryColor: hex(t.color),
      secondaryColor: hex(t.alternateColor),
      conference,
    });
  }

// European clubs, 2025-26 season: [abbreviation, name, city, primary, secondary]
const CLUBS = {
  "premier-league": [
    ["ARS", "Arsenal", "London", "#ef0107", "#063672"],
    ["AVL", "Aston Villa", "Birmingham", "#670e36", "#95bfe5"],
    ["BOU", "AFC Bournemouth", "Bournemouth", "#da291c", "#000000"],
    ["BRE", "Brentford", "London", "#e30613", "#ffffff"],
    ["BHA", "Brighton & Hove Albion", "Brighton", "#0057b8", "#ffffff"],
    ["BUR", "Burnley", "Burnley", "#6c1d45", "#99d6ea"],
    ["CHE", "Chelsea", "London", "#034694", "#ffffff"],
    ["CRY", "Crystal Palace", "London", "#1b458f", "#c4122e"],
    ["EVE", "Everton", "Liverpool", "#003399", "#ffffff"],
    ["FUL", "Fulham", "London", "#000000", "#ffffff"],
    ["LEE", "Leeds United", "Leeds", "#1d428a", "#ffcd00"],
    ["LIV", "Liverpool", "Liverpool", "#c8102e", "#00b2a9"],
    ["MNC", "Manchester City", "Manchester", "#6cabdd", "#1c2c5b"],
    ["MAN", "Manchester United", "Manchester", "#da291c", "#fbe122"],
    ["NEW", "Newcastle United", "Newcastle upon Tyne", "#241f20", "#ffffff"],
    ["NFO", "Nottingham Forest", "Nottingham", "#dd0000", "#ffffff"],
    ["SUN", "Sunderland", "Sunderland", "#eb172b", "#211e1e"],
    ["TOT", "Tottenham Hotspur", "London", "#132257", "#ffffff"],
    ["WHU", "West Ham United", "London", "#7a263a", "#1bb1e7"],
    ["WOL", "Wolverhampton Wanderers", "Wolverhampton", "#fdb913", "#231f20"],
  ],
  "la-liga": [
    ["ALA", "Alavés", "Vitoria-Gasteiz", "#0761af", "#ffffff"],
    ["ATH", "Athletic Club", "Bilbao", "#ee2523", "#ffffff"],
    ["ATM", "Atlético Madrid", "Madrid", "#cb3524", "#272e61"],
    ["BAR", "Barcelona", "Barcelona", "#a50044", "#004d98"],
    ["CEL", "Celta Vigo", "Vigo", "#8ac3ee", "#e5254e"],
    ["ELC", "Elche", "Elche", "#05642c", "#ffffff"],
    ["ESP", "Espanyol", "Barcelona", "#007fc8", "#ffffff"],
    ["GET", "Getafe", "Getafe", "#005999", "#ffffff"],
    ["GIR", "Girona", "Girona", "#cd2534", "#ffffff"],
    ["LEV", "Levante", "Valencia", "#b4053f", "#004a99"],
    ["MLL", "Mallorca", "Palma", "#e20613", "#000000"],
    ["OSA", "Osasuna", "Pamplona", "#d91a21", "#0a346f"],
    ["RAY", "Rayo Vallecano", "Madrid", "#e53027", "#ffffff"],
    ["BET", "Real Betis", "Seville", "#0bb363", "#ffffff"],
    ["RMA", "Real Madrid", "Madrid", "#febe10", "#00529f"],
    ["OVI", "Real Oviedo", "Oviedo", "#0b4ea2", "#ffffff"],
    ["RSO", "Real Sociedad", "San Sebastián", "#0067b1", "#ffffff"],
    ["SEV", "Sevilla", "Seville", "#d7182a", "#ffffff"],
    ["VAL", "Valencia", "Valencia", "#ee3524", "#000000"],
    ["VIL", "Villarreal", "Villarreal", "#ffe667", "#005187"],
  ],
  "serie-a": [
    ["ATA", "Atalanta", "Bergamo", "#1e71b8", "#000000"],
    ["BOL", "Bologna", "Bologna", "#1a2f48", "#a21c26"],
    ["CAG", "Cagliari", "Cagliari", "#002350", "#a50f26"],
    ["COMO", "Como", "Como", "#003a70", "#ffffff"],
    ["CRE", "Cremonese", "Cremona", "#a6192e", "#8a8d8f"],
    ["FIO", "Fiorentina", "Florence", "#482e92", "#ffffff"],
    ["GEN", "Genoa", "Genoa", "#a71c34", "#002b5c"],
    ["VER", "Hellas Verona", "Verona", "#002f6c", "#ffd100"],
    ["INT", "Inter Milan", "Milan", "#010e80", "#000000"],
    ["JUV", "Juventus", "Turin", "#000000", "#ffffff"],
    ["LAZ", "Lazio", "Rome", "#87d8f7", "#15366f"],
    ["LEC", "Lecce", "Lecce", "#f7d117", "#d71920"],
    ["MIL", "AC Milan", "Milan", "#fb090b", "#000000"],
    ["NAP", "Napoli", "Naples", "#12a0d7", "#ffffff"],
    ["PAR", "Parma", "Parma", "#ffd200", "#1b4094"],
    ["PISA", "Pisa", "Pisa", "#001b4f", "#000000"],
    ["ROMA", "AS Roma", "Rome", "#8e1f2f", "#f0bc42"],
    ["SASS", "Sassuolo", "Sassuolo", "#00a752", "#000000"],
    ["TOR", "Torino", "Turin", "#8a1e03", "#ffffff"],
    ["UDI", "Udinese", "Udine", "#000000", "#ffffff"],
  ],
  bundesliga: [
    ["FCA", "FC Augsburg", "Augsburg", "#ba3733", "#46714d"],
    ["B04", "Bayer Leverkusen", "Leverkusen", "#e32221", "#000000"],
    ["MUN", "Bayern Munich", "Munich", "#dc052d", "#0066b2"],
    ["BVB", "Borussia Dortmund", "Dortmund", "#fde100", "#000000"],
    ["BMG", "Borussia Mönchengladbach", "Mönchengladbach", "#000000", "#00a650"],
    ["SGE", "Eintracht Frankfurt", "Frankfurt", "#e1000f", "#000000"],
    ["SCF", "SC Freiburg", "Freiburg", "#e2001a", "#000000"],
    ["HSV", "Hamburger SV", "Hamburg", "#0a3f86", "#ffffff"],
    ["HDH", "1. FC Heidenheim 1846", "Heidenheim", "#e30613", "#003b79"],
    ["TSG", "TSG Hoffenheim", "Sinsheim", "#1961b5", "#ffffff"],
    ["KOE", "1. FC Köln", "Cologne", "#ed1c24", "#ffffff"],
    ["RBL", "RB Leipzig", "Leipzig", "#dd0741", "#001f47"],
    ["M05", "Mainz 05", "Mainz", "#c3141e", "#ffffff"],
    ["STP", "St. Pauli", "Hamburg", "#624839", "#ffffff"],
    ["VFB", "VfB Stuttgart", "Stuttgart", "#e32219", "#ffffff"],
    ["FCU", "1. FC Union Berlin", "Berlin", "#eb1923", "#ffffff"],
    ["SVW", "Werder Bremen", "Bremen", "#1d9053", "#ffffff"],
    ["WOB", "VfL Wolfsburg", "Wolfsburg", "#65b32e", "#ffffff"],
  ],
  "ligue-1": [
    ["ANG", "Angers", "Angers", "#000000", "#ffffff"],
    ["AUX", "AJ Auxerre", "Auxerre", "#0054a6", "#ffffff"],
    ["BRE", "Brest", "Brest", "#e1001a", "#ffffff"],
    ["HAC", "Le Havre AC", "Le Havre", "#1b3e6f", "#74b4e4"],
    ["RCL", "Lens", "Lens", "#ec1c24", "#fff200"],
    ["LILL", "Lille", "Lille", "#e01e13", "#20345b"],
    ["LOR", "Lorient", "Lorient", "#f47920", "#000000"],
    ["LYON", "Lyon", "Lyon", "#da0812", "#14387f"],
    ["OLM", "Marseille", "Marseille", "#2faee0", "#ffffff"],
    ["MET", "Metz", "Metz", "#7d1935", "#ffffff"],
    ["MON", "AS Monaco", "Monaco", "#e51b22", "#ffffff"],
    ["NAN", "Nantes", "Nantes", "#fcd405", "#00793f"],
    ["NICE", "Nice", "Nice", "#c8102e", "#000000"],
    ["PFC", "Paris FC", "Paris", "#1c2b4b", "#9ac3e9"],
    ["PSG", "Paris Saint-Germain", "Paris", "#004170", "#da291c"],
    ["REN", "Stade Rennais", "Rennes", "#e13327", "#000000"],
    ["STR", "Strasbourg", "Strasbourg", "#009fe3", "#ffffff"],
    ["TOU", "Toulouse", "Toulouse", "#5b2c86", "#ffffff"],
  ],
};
// ESPN ids of clubs that were in the 2024-25 payloads, matched on abbreviation (name where ESPN differs).
const espnClubIds = {
  "premier-league": espnTeams("premier-league-teams.json"),
  "la-liga": standings("la-liga-standings-2024-25.json"),
  "serie-a": standings("serie-a-standings-2024-25.json"),
  bundesliga: standings("bundesliga-standings-2024-25.json"),
  "ligue-1": standings("ligue-1-standings-2024-25.json"),
};
const ESPN_NAME = {
  BVB: "Borussia Dortmund",
  "Inter Milan": "Internazionale",
  "Mainz 05": "Mainz",
  "Le Havre AC": "Le Havre AC",
};
for (const [league, clubs] of Object.entries(CLUBS))
  for (const [abbreviation, name, city, primaryColor, secondaryColor] of clubs) {
    const espn = espnClubIds[league].find(
      (t) => t.displayName === (ESPN_NAME[name] ?? ESPN_NAME[abbreviation] ?? name),
    );
    // Clubs promoted since 2024-25 have no ESPN id here; the ESPN adapter matches them by name.
    add(league, { espnId: espn?.id ?? null, name, city, abbreviation, primaryColor, secondaryColor });
  }

// Liga MX, Apertura 2026 (Atlante took Mazatlán's place in 2025). No ESPN payload was found.
const LIGA_MX = [
  ["AME", "América", "Mexico City", "#ffd100", "#002d72"],
  ["ATS", "Atlas", "Guadalajara", "#b50f2e", "#000000"],
  ["ATE", "Atlante", "Mexico City", "#0a2e8a", "#d50032"],
  ["ASL", "Atlético de San Luis", "San Luis Potosí", "#d52b1e", "#1b2a6b"],
  ["CAZ", "Cruz Azul", "Mexico City", "#0047bb", "#ffffff"],
  ["GDL", "Guadalajara", "Guadalajara", "#cd1041", "#0f2a6d"],
  ["JUA", "FC Juárez", "Ciudad Juárez", "#8dc63f", "#ed1c24"],
  ["LEO", "León", "León", "#006847", "#ffd700"],
  ["MTY", "Monterrey", "Monterrey", "#00205b", "#ffffff"],
  ["NEC", "Necaxa", "Aguascalientes", "#da291c", "#ffffff"],
  ["PAC", "Pachuca", "Pachuca", "#002b5c", "#ffffff"],
  ["PUE", "Puebla", "Puebla", "#00205b", "#ffffff"],
  ["PUM", "Pumas UNAM", "Mexico City", "#00205b", "#d4af37"],
  ["QRO", "Querétaro", "Querétaro", "#0033a0", "#000000"],
  ["SAN", "Santos Laguna", "Torreón", "#00843d", "#ffffff"],
  ["TIG", "Tigres UANL", "San Nicolás de los Garza", "#fdb913", "#004b8d"],
  ["TIJ", "Tijuana", "Tijuana", "#c8102e", "#000000"],
  ["TOL", "Toluca", "Toluca", "#d50032", "#ffffff"],
];
for (const [abbreviation, name, city, primaryColor, secondaryColor] of LIGA_MX)
  add("liga-mx", { name, city, abbreviation, primaryColor, secondaryColor });

// FIFA World Cup 2026: the 48 nations (openfootball), FIFA codes as abbreviations.
const NATION_COLORS = {
  MEX: "#006847 #ce1126",
  RSA: "#007749 #ffb81c",
  KOR: "#c60c30 #003478",
  CZE: "#d7141a #11457e",
  CAN: "#d80621 #ffffff",
  BIH: "#002395 #fecb00",
  QAT: "#8a1538 #ffffff",
  SUI: "#d52b1e #ffffff",
  BRA: "#fedf00 #009b3a",
  MAR: "#c1272d #006233",
  HAI: "#00209f #d21034",
  SCO: "#0065bf #ffffff",
  USA: "#0a3161 #b31942",
  PAR: "#d52b1e #0038a8",
  AUS: "#00843d #ffcd00",
  TUR: "#e30a17 #ffffff",
  GER: "#000000 #dd0000",
  CUW: "#002b7f #f9e814",
  CIV: "#f77f00 #009e60",
  ECU: "#ffdd00 #034ea2",
  NED: "#f36c21 #21468b",
  JPN: "#000555 #bc002d",
  SWE: "#006aa7 #fecc00",
  TUN: "#e70013 #ffffff",
  BEL: "#e30613 #fdda24",
  EGY: "#c8102e #000000",
  IRN: "#239f40 #da0000",
  NZL: "#000000 #ffffff",
  ESP: "#c60b1e #ffc400",
  CPV: "#003893 #cf2027",
  KSA: "#006c35 #ffffff",
  URU: "#7bafd4 #000000",
  FRA: "#002654 #ed2939",
  SEN: "#00853f #fdef42",
  IRQ: "#007a3d #ce1126",
  NOR: "#ba0c2f #00205b",
  ARG: "#75aadb #ffffff",
  ALG: "#006233 #ffffff",
  AUT: "#ed2939 #ffffff",
  JOR: "#007a3d #ce1126",
  POR: "#da291c #046a38",
  COD: "#007fff #f7d618",
  UZB: "#1eb53a #0099b5",
  COL: "#fcd116 #003893",
  ENG: "#cf081f #ffffff",
  CRO: "#ff0000 #171796",
  GHA: "#006b3f #fcd116",
  PAN: "#da121a #072357",
};
for (const n of read("fifa-world-cup-2026-teams.json")) {
  const [primaryColor, secondaryColor] = NATION_COLORS[n.fifa_code].split(" ");
  add("fifa-world-cup", {
    name: n.name,
    city: n.name,
    abbreviation: n.fifa_code,
    primaryColor,
    secondaryColor,
    conference: `Group ${n.group}`,
  });
}

// Stable ids: keep every id already assigned; give new teams the next free id in their league's block.
const previous = fs.existsSync(OUT) ? JSON.parse(fs.readFileSync(OUT, "utf8")) : [];
const key = (t) => `${t.league}|${t.abbreviation}`;
const known = new Map(previous.map((t) => [key(t), t.id]));
const used = new Set(previous.map((t) => t.id));
for (const t of out.sort((a, b) => a.league.localeCompare(b.league) || a.name.localeCompare(b.name))) {
  let id = known.get(key(t));
  if (id === undefined) {
    id = LEAGUES[t.league].base + 1;
    while (used.has(id)) id++;
    used.add(id);
  }
  t.id = id;
  for (const f of ["name", "city", "abbreviation", "primaryColor", "secondaryColor"])
    if (!t[f]) throw new Error(`${key(t)} lacks ${f}`);
}
const dup = out.map(key).filter((k, i, a) => a.indexOf(k) !== i);
if (dup.length) throw new Error(`duplicate abbreviations: ${dup.join(", ")}`);
out.sort((a, b) => a.id - b.id);
const fields = [
  "id",
  "name",
  "city",
  "sport",
  "league",
  "abbreviation",
  "primaryColor",
  "secondaryColor",
  "conference",
  "espnId",
];
fs.writeFileSync(
  OUT,
  "[\n" + out.map((t) => "  " + JSON.stringify(Object.fromEntries(fields.map((f) => [f, t[f]])))).join(",\n") + "\n]\n",
);
console.log(`wrote ${out.length} teams to ${path.relative(process.cwd(), OUT)}`);
