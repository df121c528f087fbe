export { useFavoriteTeams } from "./api/favorite-teams";
export { FavoriteTeamsList } from "./components/favorite-teams-list";
