// The sports and leagues of the catalogue as plain constants. Kept apart from the zod schemas
// (schemas/teams.ts re-exports them) so the web app's entry chunk can use them without zod.

/** The five sports of the product (SPEC §2 Live Scores sport select). */
export const SPORTS = ["basketball", "football", "baseball", "hockey", "soccer"] as const;
export type Sport = (typeof SPORTS)[number];

/** Every league of the catalogue, in the order the SPEC's league select lists them. */
export const LEAGUES = [
  { slug: "nba", label: "NBA", sport: "basketball" },
  { slug: "nfl", label: "NFL", sport: "football" },
  { slug: "mlb", label: "MLB", sport: "baseball" },
  { slug: "nhl", label: "NHL", sport: "hockey" },
  { slug: "mls", label: "MLS", sport: "soccer" },
  { slug: "liga-mx", label: "Liga MX", sport: "soccer" },
  { slug: "college-football", label: "College Football", sport: "football" },
  { slug: "fifa-world-cup", label: "FIFA World Cup 2026", sport: "soccer" },
  { slug: "premier-league", label: "Premier League", sport: "soccer" },
  { slug: "la-liga", label: "La Liga", sport: "soccer" },
  { slug: "serie-a", label: "Serie A", sport: "soccer" },
  { slug: "bundesliga", label: "Bundesliga", sport: "soccer" },
  { slug: "ligue-1", label: "Ligue 1", sport: "soccer" },
] as const satisfies readonly { slug: string; label: string; sport: Sport }[];
export type League = (typeof LEAGUES)[number]["slug"];
export const LEAGUE_SLUGS = LEAGUES.map((l) => l.slug) as [League, ...League[]];

/** The leagues with a tab and a `/api/live/:league` route of their own (SPEC §2 Live Scores). */
export const LIVE_LEAGUE_PARAMS = [
  "nba",
  "nfl",
  "mlb",
  "nhl",
  "mls",
  "liga-mx",
  "college-football",
  "fifa-world-cup",
] as const satisfies readonly League[];

/** The European top flights: what the 'international' tab and /api/live/international-soccer show. */
export const INTERNATIONAL_SOCCER_LEAGUES: readonly League[] = [
  "premier-league",
  "la-liga",
  "serie-a",
  "bundesliga",
  "ligue-1",
];

export const leagueLabel = (slug: string): string => LEAGUES.find((l) => l.slug === slug)?.label ?? slug;
export const sportOfLeague = (slug: string): Sport | undefined => LEAGUES.find((l) => l.slug === slug)?.sport;
