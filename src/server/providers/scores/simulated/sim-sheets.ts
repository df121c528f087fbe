import type { FormGame, GameSheet, PlayerPage, PlayerRef } from "@shared/schemas/game-sheet";
import type { Game } from "@shared/schemas/live";
import type { CatalogueTeam } from "../../../catalogue/teams";
import { sumLines } from "../../../lib/stat-lines";
import { seasonGameById, seasonIndexOf, simSeason, type SeasonGame } from "./season";
import { elapsedForScore, finalLinesOf, playSheet, storyOf } from "./sheet";
import { playerRef, simPlayer, squadOf } from "./squads";
import { broadcastsOf, venueOf } from "./venues";

// The simulator's answers to the game centre's sheet, roster and player questions (see
// ScoresProvider in ../types.ts), read at the simulator's clock.
export interface SimClockReads {
  seed: string;
  /** The simulated instant now. */
  simNow(): number;
  /** Real instant to simulated instant. */
  toSim(realMs: number): number;
  /** A season game as the board would show it at the simulated instant `simMs`. */
  seasonGameAt(g: SeasonGame, simMs: number): Game;
}

const FORM_GAMES = 5;
const teamRef = (t: CatalogueTeam) => ({ id: t.id, name: t.name, abbreviation: t.abbreviation });

/** The instant after a game's start that the card `game` shows (negative: not started). */
function elapsedOf(reads: SimClockReads, g: SeasonGame, game: Game): number {
  const story = storyOf(reads.seed, g);
  if (!story || game.gameStatus === "upcoming" || game.gameStatus === "other") return -1;
  if (game.gameStatus === "final") return story.plan.durationMs;
  const approx = reads.toSim(Date.parse(game.updatedAt)) - g.startMs;
  return elapsedForScore(story.plan, approx, game.homeScore ?? 0, game.awayScore ?? 0);
}

/** Finished games of the season before `beforeMs`, newest first. */
function finishedBefore(games: readonly SeasonGame[], beforeMs: number, now: number): SeasonGame[] {
  const done = games.filter((x) => x.endMs <= now && x.startMs < beforeMs && x.end.status === "final");
  return done.sort((a, b) => b.startMs - a.startMs);
}

export function simSheets(reads: SimClockReads) {
  const { seed } = reads;
  const dateOf = (g: SeasonGame, now: number) =>
    reads.seasonGameAt(g, now).gameTime ?? new Date(g.startMs).toISOString();

  function formOf(team: CatalogueTeam, g: SeasonGame, now: number): FormGame[] {
    const season = simSeason(seed, seasonIndexOf(g.startMs));
    return finishedBefore(season.byTeam.get(team.id) ?? [], g.startMs, now)
      .slice(0, FORM_GAMES)
      .map((x) => {
        const home = x.home.id === team.id;
        const mine = (home ? x.end.home : x.end.away) ?? 0;
        const theirs = (home ? x.end.away : x.end.home) ?? 0;
        const won = x.end.winner === (home ? "home" : "away");
        return {
          gameId: x.id,
          date: dateOf(x, now),
          opponentId: (home ? x.away : x.home).id,
          home,
          teamScore: mine,
          opponentScore: theirs,
          result: x.end.winner === "tie" ? "D" : won ? "W" : "L",
        };
      });
  }

  async function sheet(game: Game): Promise<GameSheet | null> {
    const g = seasonGameById(seed, game.id);
    if (!g) return null;
    const now = reads.simNow();
    const season = simSeason(seed, seasonIndexOf(g.startMs));
    const meetings = finishedBefore(season.byTeam.get(g.home.id) ?? [], g.startMs, now)
      .filter((x) => x.home.id === g.away.id || x.away.id === g.away.id)
      .slice(0, 5);
    return {
      venue: venueOf(g.home, g.id),
      broadcasts: broadcastsOf(g.league, g.id),
      ...playSheet(storyOf(seed, g), g, elapsedOf(reads, g, game)),
      headToHead: meetings.map((x) => ({
        gameId: x.id,
        date: dateOf(x, now),
        homeTeamId: x.home.id,
        awayTeamId: x.away.id,
        homeScore: x.end.home ?? 0,
        awayScore: x.end.away ?? 0,
      })),
      form: { home: formOf(g.home, g, now), away: formOf(g.away, g, now) },
    };
  }

  async function roster(teamId: number): Promise<PlayerRef[] | null> {
    return squadOf(seed, teamId)?.players.map(playerRef) ?? null;
  }

  // A finished game's lines never change: kept per game, bounded (a season page reads ~90 games).
  const finals = new Map<string, ReturnType<typeof finalLinesOf>>();
  const FINALS_MAX = 3_000;
  const finalLines = (g: SeasonGame) => {
    let lines = finals.get(g.id);
    if (!lines) {
      const story = storyOf(seed, g);
      lines = story ? finalLinesOf(story) : new Map();
      finals.set(g.id, lines);
      if (finals.size > FINALS_MAX) finals.delete(finals.keys().next().value!);
    }
    return lines;
  };

  /**
   * The player page: the finished games of the current season the player has a line in, newest
   * first. Stats use the box score's keys; football's, where one player can have lines in
   * several groups (a quarterback passes and runs), are keyed `<group>.<key>`.
   */
  async function player(playerId: string): Promise<PlayerPage | null> {
    const found = simPlayer(seed, playerId);
    if (!found) return null;
    const { squad, player: p } = found;
    const now = reads.simNow();
    const season = simSeason(seed, seasonIndexOf(now));
    const qualified = squad.team.sport === "football";
    const games = finishedBefore(season.byTeam.get(squad.team.id) ?? [], Infinity, now).flatMap((g) => {
      const lines = finalLines(g).get(playerId);
      if (!lines) return [];
      const stats: Record<string, number | string> = {};
      for (const line of lines)
        for (const [k, v] of Object.entries(line.stats)) stats[qualified ? `${line.group}.${k}` : k] = v;
      const opponent = g.home.id === squad.team.id ? g.away : g.home;
      return [{ gameId: g.id, date: dateOf(g, now), opponent: teamRef(opponent), stats }];
    });
    return {
      player: { ...playerRef(p), team: teamRef(squad.team) },
      season: { games: games.length, stats: sumLines(games.map((x) => x.stats)) },
      games,
    };
  }

  return { sheet, roster, player };
}
