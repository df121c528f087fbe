import type { Game } from "@shared/schemas/live";
import type { LeagueStandings, ResultLetter, StandingsEntry } from "@shared/schemas/standings";
import { sportOfLeague, type League, type Sport } from "@shared/schemas/teams";
import { teamLogoUrl, teamsOfLeague, type CatalogueTeam } from "../../catalogue/teams";
import { groupOf, groupsOf, zoneOf } from "./league-layouts";
import { letterOf, resultFor, type TableResult } from "./team-results";

// A league's table computed from its finals (the simulator's season; any list of finals).
// Ranking: soccer by points, goal difference, goals scored; hockey by points, then fewer games
// played, then wins; the other US leagues by winning percentage (a tie counts half), then wins.
// Equal teams keep alphabetical order.

interface Tally {
  team: CatalogueTeam;
  gamesPlayed: number;
  wins: number;
  losses: number;
  otLosses: number;
  draws: number;
  ties: number;
  goalsFor: number;
  goalsAgainst: number;
  /** Newest first. */
  results: TableResult[];
}

const emptyTally = (team: CatalogueTeam): Tally => ({
  team,
  gamesPlayed: 0,
  wins: 0,
  losses: 0,
  otLosses: 0,
  draws: 0,
  ties: 0,
  goalsFor: 0,
  goalsAgainst: 0,
  results: [],
});

const byTime = (a: Game, b: Game) => (a.gameTime ?? "").localeCompare(b.gameTime ?? "") || a.id.localeCompare(b.id);

/** Each team's totals from the league's finals (games of other leagues or teams are ignored). */
export function tallyFinals(league: League, finals: readonly Game[]): Map<number, Tally> {
  const sport = sportOfLeague(league)!;
  const tallies = new Map(teamsOfLeague(league).map((t) => [t.id, emptyTally(t)]));
  for (const g of [...finals].sort(byTime).reverse()) {
    if (g.league !== league) continue;
    for (const [side, other] of [
      ["home", "away"],
      ["away", "home"],
    ] as const) {
      const id = g[`${side}Team`].id;
      const t = id === null ? undefined : tallies.get(id);
      const r = t && resultFor(g, t.team.id, sport);
      if (!t || !r) continue;
      t.gamesPlayed++;
      t.goalsFor += g[`${side}Score`] ?? 0;
      t.goalsAgainst += g[`${other}Score`] ?? 0;
      if (r === "win") t.wins++;
      else if (r === "loss") t.losses++;
      else if (r === "otLoss") t.otLosses++;
      else if (r === "draw") t.draws++;
      else t.ties++;
      t.results.push(r);
    }
  }
  return tallies;
}

export const soccerPoints = (t: Pick<Tally, "wins" | "draws">) => 3 * t.wins + t.draws;
export const hockeyPoints = (t: Pick<Tally, "wins" | "otLosses">) => 2 * t.wins + t.otLosses;
const winPercent = (t: Tally) => (t.gamesPlayed === 0 ? 0 : (t.wins + t.ties / 2) / t.gamesPlayed);

function compare(sport: Sport) {
  const name = (a: Tally, b: Tally) => a.team.name.localeCompare(b.team.name);
  if (sport === "soccer")
    return (a: Tally, b: Tally) =>
      soccerPoints(b) - soccerPoints(a) ||
      b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
      b.goalsFor - a.goalsFor ||
      b.wins - a.wins ||
      name(a, b);
  if (sport === "hockey")
    return (a: Tally, b: Tally) =>
      hockeyPoints(b) - hockeyPoints(a) || a.gamesPlayed - b.gamesPlayed || b.wins - a.wins || name(a, b);
  return (a: Tally, b: Tally) => winPercent(b) - winPercent(a) || b.wins - a.wins || name(a, b);
}

function streakOf(results: TableResult[]): string | null {
  const first = results[0];
  if (!first) return null;
  const letter = letterOf(first);
  let n = 0;
  while (n < results.length && letterOf(results[n]!) === letter) n++;
  return `${letter}${n}`;
}

function entryOf(league: League, sport: Sport, t: Tally, rank: number, size: number, leader: Tally): StandingsEntry {
  const base = {
    rank,
    team: { id: t.team.id, name: t.team.name, abbreviation: t.team.abbreviation, logo: teamLogoUrl(t.team.id) },
    gamesPlayed: t.gamesPlayed,
    wins: t.wins,
  };
  const note = zoneOf(league, rank, size);
  if (sport === "soccer")
    return {
      ...base,
      draws: t.draws,
      losses: t.losses,
      goalsFor: t.goalsFor,
      goalsAgainst: t.goalsAgainst,
      goalDifference: t.goalsFor - t.goalsAgainst,
      points: soccerPoints(t),
      form: t.results.slice(0, 5).map(letterOf) as ResultLetter[],
      note,
    };
  if (sport === "hockey")
    return {
      ...base,
      losses: t.losses,
      otLosses: t.otLosses,
      points: hockeyPoints(t),
      streak: streakOf(t.results),
      note,
    };
  return {
    ...base,
    losses: t.losses,
    ...(sport === "football" ? { ties: t.ties } : {}),
    winPercent: Math.round(winPercent(t) * 1000) / 1000,
    gamesBehind: Math.max(0, (leader.wins - t.wins + (t.losses - leader.losses)) / 2),
    streak: streakOf(t.results),
    note,
  };
}

/** The league's table from its finals, grouped as its fans read it. */
export function computeStandings(league: League, season: string, finals: readonly Game[]): LeagueStandings {
  const sport = sportOfLeague(league)!;
  const tallies = [...tallyFinals(league, finals).values()];
  const order = compare(sport);
  return {
    league,
    season,
    groups: groupsOf(league).map((group) => {
      const members = tallies.filter((t) => groupOf(t.team).name === group.name).sort(order);
      return {
        name: group.name,
        conference: group.conference,
        entries: members.map((t, i) => entryOf(league, sport, t, i + 1, members.length, members[0]!)),
      };
    }),
  };
}
