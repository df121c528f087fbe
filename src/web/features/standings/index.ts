export { LeagueTabs } from "./components/league-tabs";
export { LeagueStandings } from "./components/league-standings";
