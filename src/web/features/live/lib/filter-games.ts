import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Game } from "@shared/schemas/live";
import { INTERNATIONAL_SOCCER_LEAGUES, LEAGUES, LIVE_LEAGUE_PARAMS, type League } from "@shared/leagues";
import { isFavoriteGame } from "@shared/team-names";

// Pure filtering and grouping behind the Live Scores and Sports screens (SPEC §2, §4).
export const SCORE_TABS = ["all", ...LIVE_LEAGUE_PARAMS, "international"] as const;
export type ScoreTab = (typeof SCORE_TABS)[number];
/** League names stay as the leagues write them; "All" and "International" are said in the viewer's language. */
export const TAB_LABELS: Record<ScoreTab, string | MessageDescriptor> = {
  all: msg`All`,
  /* eslint-disable lingui/no-unlocalized-strings -- league names are the leagues' own, in every language */
  nba: "NBA",
  nfl: "NFL",
  mlb: "MLB",
  nhl: "NHL",
  mls: "MLS",
  "liga-mx": "Liga MX",
  "college-football": "College Football",
  "fifa-world-cup": "World Cup",
  /* eslint-enable lingui/no-unlocalized-strings */
  international: msg`International`,
};

export interface GameFilters {
  sport: string; // "all" or a sport
  league: string; // "all" or a league slug
  tab: ScoreTab;
  favoritesOnly: boolean;
  favoriteKeys: Set<string>;
}

const inTab = (g: Game, tab: ScoreTab) =>
  tab === "all" || (tab === "international" ? INTERNATIONAL_SOCCER_LEAGUES.includes(g.league) : g.league === tab);

const STATUS_ORDER: Record<Game["gameStatus"], number> = { live: 0, upcoming: 1, final: 2, other: 3 };

/** Live first, then upcoming by start time, then finished. */
export function sortGames(games: readonly Game[]): Game[] {
  return [...games].sort(
    (a, b) =>
      STATUS_ORDER[a.gameStatus] - STATUS_ORDER[b.gameStatus] ||
      (a.gameStatus === "final"
        ? (b.gameTime ?? "").localeCompare(a.gameTime ?? "")
        : (a.gameTime ?? "9").localeCompare(b.gameTime ?? "9")) ||
      a.id.localeCompare(b.id),
  );
}

export function filterGames(games: readonly Game[], f: GameFilters): Game[] {
  return sortGames(
    games.filter(
      (g) =>
        inTab(g, f.tab) &&
        (f.sport === "all" || g.sport === f.sport) &&
        (f.league === "all" || g.league === f.league) &&
        (!f.favoritesOnly || isFavoriteGame(g, f.favoriteKeys)),
    ),
  );
}

/** The All tab: one section per league that has games, in the SPEC's league order, with counts. */
export function groupByLeague(games: readonly Game[]): { league: League; label: string; games: Game[] }[] {
  return LEAGUES.map((l) => ({
    league: l.slug,
    label: l.label,
    games: games.filter((g) => g.league === l.slug),
  })).filter((s) => s.games.length > 0);
}

/** Count of live games per league ('Active games' on the Sports dashboard). */
export function activeGamesByLeague(games: readonly Game[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(LEAGUES.map((l) => [l.slug, 0]));
  for (const g of games) if (g.gameStatus === "live") out[g.league] = (out[g.league] ?? 0) + 1;
  return out;
}

export const emptyText = (favoritesOnly: boolean): MessageDescriptor =>
  favoritesOnly ? msg`No games scheduled for your favorite teams` : msg`No games scheduled`;
