import type { SearchQuery, SearchResults } from "@shared/schemas/search";
import type { Team } from "@shared/schemas/teams";
import { fold } from "@shared/search-fold";
import { CATALOGUE } from "../../catalogue/teams";
import { searchCommunities } from "../communities/communities.service";
import { searchEvents, type EventsDeps } from "../events/events.service";
import { find as findPeople } from "../friends/friends.service";
import { presentCatalogueTeam } from "../teams/teams.service";

/** The catalogue's names folded once: teams are searched in memory (a few hundred, read-only). */
const TEAM_INDEX = CATALOGUE.map((t) => ({
  team: t,
  name: fold(t.name),
  city: fold(t.city),
  abbreviation: fold(t.abbreviation),
}));

/**
 * Teams whose name, city or abbreviation contains the query (case and accents aside): an exact
 * abbreviation first, then names starting with it, then the rest, each alphabetically.
 */
export function searchTeams(query: string, limit: number): Team[] {
  const q = fold(query);
  const rank = (e: (typeof TEAM_INDEX)[number]) =>
    e.abbreviation === q ? 0 : e.name.startsWith(q) ? 1 : e.name.split(" ").some((w) => w.startsWith(q)) ? 2 : 3;
  return TEAM_INDEX.filter((e) => e.name.includes(q) || e.city.includes(q) || e.abbreviation === q)
    .sort((a, b) => rank(a) - rank(b) || a.team.name.localeCompare(b.team.name))
    .slice(0, limit)
    .map((e) => presentCatalogueTeam(e.team));
}

/** GET /api/search: every group at most `limit` long, each read with the viewer's visibility rules. */
export async function search(events: EventsDeps, viewerId: number, q: SearchQuery): Promise<SearchResults> {
  const [people, communities, found] = await Promise.all([
    findPeople(events.db, viewerId, q.q, q.limit),
    searchCommunities(events.db, viewerId, q.q, q.limit),
    searchEvents(events, viewerId, q.q, q.limit),
  ]);
  return { q: q.q, teams: searchTeams(q.q, q.limit), people, communities, events: found };
}
