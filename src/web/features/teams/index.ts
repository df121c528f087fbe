export { useFavoriteTeams, favoriteTeamsKey } from "./api/favorite-teams";
export { TeamLogo } from "./components/team-logo";
export { FavoriteTeamsList } from "./components/favorite-teams-list";
