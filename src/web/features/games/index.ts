// The game centre's public surface for route pages.
export { useGame, isUnknownGame, sheetOf, useRefetchOnReveal } from "./api/game";
export { useGameLive } from "./api/use-game-live";
export { GameHeader, GameHeaderSkeleton } from "./components/game-header";
export { GameSections } from "./components/game-sections";
export { MatchThread } from "./components/match-thread";
export { ShieldedThread } from "./components/shielded-thread";
export { PredictionCard } from "./components/prediction-card";
export { WatchParties } from "./components/watch-parties";
export { LeaderboardTable } from "./components/leaderboard-table";
export { DelayControl } from "./components/delay-control";
