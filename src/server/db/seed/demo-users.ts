// The demo fans seeded on first start. The first four are listed on the sign-in page in demo mode.
export const DEMO_PASSWORD = "GameDay2026!";

export interface DemoUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  location: string;
  /** Favourite teams by league slug and abbreviation; resolved against the catalogue. */
  favorites: { league: string; abbreviation: string }[];
}

const fan = (
  username: string,
  firstName: string,
  lastName: string,
  location: string,
  favorites: [string, string][],
): DemoUser => ({
  username,
  firstName,
  lastName,
  email: `${username.replace(/_/g, ".")}@fanzone.demo`,
  password: DEMO_PASSWORD,
  location,
  favorites: favorites.map(([league, abbreviation]) => ({ league, abbreviation })),
});

export const DEMO_USERS: DemoUser[] = [
  fan("maya_hoops", "Maya", "Thompson", "Los Angeles, CA", [
    ["nba", "LAL"],
    ["nfl", "LAR"],
    ["mls", "LAFC"],
  ]),
  fan("diego_futbol", "Diego", "Ramírez", "Guadalajara, MX", [
    ["liga-mx", "GDL"],
    ["la-liga", "RMA"],
    ["fifa-world-cup", "MEX"],
  ]),
  fan("sam_gridiron", "Sam", "O'Connor", "Green Bay, WI", [
    ["nfl", "GB"],
    ["college-football", "WIS"],
    ["nba", "MIL"],
  ]),
  fan("priya_pitch", "Priya", "Patel", "London, UK", [
    ["premier-league", "ARS"],
    ["fifa-world-cup", "ENG"],
  ]),
  fan("marcus_ice", "Marcus", "Lindqvist", "Boston, MA", [
    ["nhl", "BOS"],
    ["mlb", "BOS"],
    ["nfl", "NE"],
    ["nba", "BOS"],
  ]),
  fan("lena_bundes", "Lena", "Fischer", "Chicago, IL", [
    ["bundesliga", "BVB"],
    ["mls", "CHI"],
    ["nhl", "CHI"],
  ]),
  fan("tyrell_dunks", "Tyrell", "Washington", "Brooklyn, NY", [
    ["nba", "BKN"],
    ["nfl", "NYG"],
    ["mlb", "NYM"],
  ]),
  fan("sofia_calcio", "Sofia", "Romano", "Miami, FL", [
    ["serie-a", "INT"],
    ["mls", "MIA"],
    ["nba", "MIA"],
  ]),
  fan("jake_diamond", "Jake", "Morrison", "St. Louis, MO", [
    ["mlb", "STL"],
    ["nhl", "STL"],
    ["college-football", "MIZ"],
  ]),
  fan("amara_goals", "Amara", "Okafor", "Houston, TX", [
    ["premier-league", "LIV"],
    ["mls", "HOU"],
    ["nfl", "HOU"],
  ]),
  fan("chloe_bleus", "Chloé", "Martin", "Montréal, QC", [
    ["ligue-1", "PSG"],
    ["nhl", "MTL"],
    ["mls", "MTL"],
  ]),
  fan("ben_tailgate", "Ben", "Carter", "Austin, TX", [
    ["college-football", "TEX"],
    ["nfl", "DAL"],
    ["mls", "ATX"],
  ]),
];

export const DEMO_ACCOUNTS = DEMO_USERS;
