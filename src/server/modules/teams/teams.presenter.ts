import type { Team } from "@shared/schemas/teams";
import { teamLogoUrl, type CatalogueTeam } from "../../catalogue/teams";
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

/** A team of the built-in catalogue in the API's team shape (the same fields as a stored row). */
export function presentCatalogueTeam(t: CatalogueTeam): Team {
  return {
    id: t.id,
    name: t.name,
    city: t.city,
    sport: t.sport,
    league: t.league,
    abbreviation: t.abbreviation,
    logo: teamLogoUrl(t.id),
    primaryColor: t.primaryColor,
    secondaryColor: t.secondaryColor,
    conference: t.conference,
  };
}
