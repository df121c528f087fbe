import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import type { Game } from "@shared/schemas/live";
import { favoriteNameKeys } from "@shared/team-names";
import { activeGamesByLeague, emptyText, filterGames, groupByLeague, type GameFilters } from "./filter-games";

const game = (
  id: string,
  league: Game["league"],
  sport: Game["sport"],
  home: string,
  away: string,
  status: Game["gameStatus"] = "live",
  time = "2026-11-22T19:00:00Z",
): Game => ({
  id,
  league,
  sport,
  gameStatus: status,
  gameTime: time,
  homeTeam: { id: null, name: home, abbreviation: home.slice(0, 3).toUpperCase(), logo: "/x.svg" },
  awayTeam: { id: null, name: away, abbreviation: away.slice(0, 3).toUpperCase(), logo: "/y.svg" },
  homeScore: 1,
  awayScore: 0,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "",
  period: 1,
  clock: null,
  winner: null,
  updatedAt: "2026-11-22T19:10:00Z",
  stale: false,
});

const games = [
  game("1", "liga-mx", "soccer", "Chivas", "Club América"),
  game("2", "nba", "basketball", "Los Angeles Lakers", "Boston Celtics", "upcoming"),
  game("3", "premier-league", "soccer", "Arsenal", "Chelsea", "final"),
  game("4", "bundesliga", "soccer", "Borussia Dortmund", "Bayern Munich"),
  game("5", "nba", "basketball", "Miami Heat", "Chicago Bulls"),
];
const base: GameFilters = { sport: "all", league: "all", tab: "all", favoritesOnly: false, favoriteKeys: new Set() };

describe("score filters", () => {
  it("tabs: a league, or the European leagues for 'international'", () => {
    expect(filterGames(games, { ...base, tab: "nba" }).map((g) => g.id)).toEqual(["5", "2"]);
    expect(
      filterGames(games, { ...base, tab: "international" })
        .map((g) => g.id)
        .sort(),
    ).toEqual(["3", "4"]);
  });

  it("sport and league selects combine with the tab", () => {
    expect(
      filterGames(games, { ...base, sport: "soccer" })
        .map((g) => g.id)
        .sort(),
    ).toEqual(["1", "3", "4"]);
    expect(filterGames(games, { ...base, sport: "soccer", league: "liga-mx" }).map((g) => g.id)).toEqual(["1"]);
    expect(filterGames(games, { ...base, sport: "basketball", tab: "international" })).toEqual([]);
  });

  it("favourites only matches home or away names with Liga MX aliases normalised", () => {
    const favoriteKeys = favoriteNameKeys(["Guadalajara", "Boston Celtics"]);
    expect(filterGames(games, { ...base, favoritesOnly: true, favoriteKeys }).map((g) => g.id)).toEqual(["1", "2"]);
  });

  it("orders live, then upcoming, then final; groups the All tab by league with counts", () => {
    expect(filterGames(games, base).map((g) => g.gameStatus)).toEqual(["live", "live", "live", "upcoming", "final"]);
    expect(groupByLeague(games).map((s) => [s.label, s.games.length])).toEqual([
      ["NBA", 2],
      ["Liga MX", 1],
      ["Premier League", 1],
      ["Bundesliga", 1],
    ]);
    expect(activeGamesByLeague(games)).toMatchObject({ nba: 1, "liga-mx": 1, "premier-league": 0, bundesliga: 1 });
  });

  it("empty texts", () => {
    const en = setupI18n({ locale: "en", messages: { en: {} } });
    expect(en._(emptyText(false))).toBe("No games scheduled");
    expect(en._(emptyText(true))).toBe("No games scheduled for your favorite teams");
  });
});
