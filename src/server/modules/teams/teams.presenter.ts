import type { Team } from "@shared/schemas/teams";
import { teamLogoUrl } from "../../catalogue/teams";
import type { TeamRow } from "./teams.repository";

export function presentTeam(row: TeamRow): Team {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    sport: row.sport as Team["sport"],
    league: row.league as Team["league"],
    abbreviation: row.abbreviation,
    logo: teamLogoUrl(row.id),
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    conference: row.conference,
  };
}
