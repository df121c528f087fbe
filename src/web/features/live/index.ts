export { LiveTicker } from "./components/live-ticker";
export { ScoreTabs } from "./components/score-tabs";
export { LeagueSelect, FavoritesSwitch, RefreshButton } from "./components/score-filters";
export { FilterSheet } from "./components/filter-sheet";
export { useLiveStatusText } from "./components/live-status-note";
export { useLiveScores } from "./api/scores";
export { filterGames, activeGamesByLeague, emptyText, type ScoreTab } from "./lib/filter-games";
