// A player's page (/players/:id): the public surface for the route page.
export { usePlayer, isUnknownPlayer, withheld } from "./api/player";
export { PlayerHero } from "./components/player-hero";
export { PlayerFollowButton } from "./components/player-follow";
export { PlayerGames, PlayerSeason } from "./components/player-stats";
export { keysForPosition, playerColumnGroups, sportOfStats } from "./lib/player-columns";
