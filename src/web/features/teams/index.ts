export { useFavoriteTeams } from "./api/favorite-teams";
export { FavoriteTeamsList } from "./components/favorite-teams-list";
export { useTeam, isUnknownTeam } from "./api/team";
export { TeamHero } from "./components/team-hero";
export { TeamGames } from "./components/team-games";
export { TeamCommunities, TeamWatchParties } from "./components/team-people";
export { TeamSquad } from "./components/team-squad";
