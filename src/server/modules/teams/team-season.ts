import type { Game } from "@shared/schemas/live";
import type { StandingsEntry } from "@shared/schemas/standings";
import { TEAM_GAMES_SHOWN, type TeamRecord, type TeamStanding } from "@shared/schemas/team-pages";
import type { Sport } from "@shared/schemas/teams";
import type { CatalogueTeam } from "../../catalogue/teams";
import { letterOf, resultFor } from "../../providers/seasons/team-results";
import type { FastifyInstance } from "fastify";

// A team's season as its page shows it: record and standing from its row of the league's table,
// form and results from the finals of its schedule; both read from one snapshot, so they agree.

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;

export function recordOf(
  sport: Sport,
  e: Pick<StandingsEntry, "wins" | "losses" | "draws" | "ties" | "otLosses">,
): TeamRecord {
  const { wins, losses } = e;
  if (sport === "soccer") {
    const draws = e.draws ?? 0;
    return { wins, losses, draws, summary: `${wins}-${draws}-${losses}` };
  }
  if (sport === "hockey") {
    const otLosses = e.otLosses ?? 0;
    return { wins, losses, otLosses, summary: `${wins}-${losses}-${otLosses}` };
  }
  if (sport === "football") {
    const ties = e.ties ?? 0;
    return { wins, losses, ties, summary: ties ? `${wins}-${losses}-${ties}` : `${wins}-${losses}` };
  }
  return { wins, losses, summary: `${wins}-${losses}` };
}

export interface TeamSeason {
  season: string;
  record: TeamRecord;
  standing: TeamStanding | null;
  form: ("W" | "L" | "D" | "T")[];
  lastGames: Game[];
  nextGames: Game[];
  /** The whole season, oldest first. */
  games: Game[];
}

const newestFirst = (a: Game, b: Game) =>
  (b.gameTime ?? "").localeCompare(a.gameTime ?? "") || b.id.localeCompare(a.id);

export async function teamSeason(seasons: FastifyInstance["seasons"], team: CatalogueTeam): Promise<TeamSeason> {
  const [{ standings }, games] = await Promise.all([seasons.standings(team.league), seasons.schedule(team)]);
  const single = standings.groups.length === 1;
  let standing: TeamStanding | null = null;
  let entry: StandingsEntry | undefined;
  for (const group of standings.groups) {
    entry = group.entries.find((e) => e.team.id === team.id);
    if (entry) {
      standing = {
        rank: entry.rank,
        group: single ? null : group.name,
        summary: `${ordinal(entry.rank)} in ${group.name}`,
      };
      break;
    }
  }
  const finals = games.filter((g) => g.gameStatus === "final").sort(newestFirst);
  const results = finals.map((g) => resultFor(g, team.id, team.sport)).filter((r) => r !== null);
  // Without a row in the table (a club ESPN's table lacks), the record is counted from the schedule.
  const counted = {
    wins: results.filter((r) => r === "win").length,
    losses: results.filter((r) => r === "loss").length,
    draws: results.filter((r) => r === "draw").length,
    ties: results.filter((r) => r === "tie").length,
    otLosses: results.filter((r) => r === "otLoss").length,
  };
  return {
    season: standings.season,
    record: recordOf(team.sport, entry ?? counted),
    standing,
    form: results.slice(0, TEAM_GAMES_SHOWN).map(letterOf),
    lastGames: finals.slice(0, TEAM_GAMES_SHOWN),
    nextGames: games.filter((g) => g.gameStatus === "live" || g.gameStatus === "upcoming").slice(0, TEAM_GAMES_SHOWN),
    games,
  };
}
