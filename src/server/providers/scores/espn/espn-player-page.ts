import type { GameSheet, PlayerPage, PlayerRef } from "@shared/schemas/game-sheet";
import type { Game } from "@shared/schemas/live";
import { teamById, type CatalogueTeam } from "../../../catalogue/teams";
import { sumLines } from "../../../lib/stat-lines";

// A player page from what ESPN's provider already reads: the player's team's finished games (its
// schedule) and their summaries' box scores. Pure: the requests are made by espn-game-sheets.ts.

type GameLine = PlayerPage["games"][number];
type Stats = GameLine["stats"];

const teamRef = (t: CatalogueTeam) => ({ id: t.id, name: t.name, abbreviation: t.abbreviation });

/** A schedule's latest finals, newest first, at most `max`. */
export function latestFinals(schedule: readonly Game[], max: number): Game[] {
  return schedule
    .filter((g) => g.gameStatus === "final")
    .sort((a, b) => (b.gameTime ?? "").localeCompare(a.gameTime ?? "") || b.id.localeCompare(a.id))
    .slice(0, max);
}

/**
 * The player's line in a game's box score, keyed like its group's columns; football's, where one
 * player has lines in several groups (a quarterback passes and runs), keyed `<group>.<key>`, as
 * the simulator does. Null when the player has no line (did not play, or no box score).
 */
export function playerLineOf(
  sheet: GameSheet,
  game: Game,
  playerId: string,
): { side: "home" | "away"; stats: Stats } | null {
  const qualified = game.sport === "football";
  for (const side of ["home", "away"] as const) {
    const stats: Stats = {};
    let found = false;
    for (const group of sheet.boxScore?.[side].groups ?? [])
      for (const line of group.players) {
        if (line.player.id !== playerId) continue;
        found = true;
        for (const [k, v] of Object.entries(line.stats)) stats[qualified ? `${group.key}.${k}` : k] = v;
      }
    if (found) return { side, stats };
  }
  return null;
}

/**
 * The page of `player` of `team` from the sheets of the team's latest finals (newest first; a
 * null sheet is a summary ESPN did not give, left out): a game line per game the player has a
 * box score line in, the season's totals their sums.
 */
export function espnPlayerPage(
  player: PlayerRef,
  team: CatalogueTeam,
  finals: readonly { game: Game; sheet: GameSheet | null }[],
): PlayerPage {
  const games: GameLine[] = [];
  for (const { game, sheet } of finals) {
    const line = sheet ? playerLineOf(sheet, game, player.id) : null;
    if (!line) continue;
    // The other team of the game: the team's schedule says which; the box score side otherwise.
    const other =
      game.homeTeam.id === team.id
        ? "away"
        : game.awayTeam.id === team.id
          ? "home"
          : line.side === "home"
            ? "away"
            : "home";
    const opponentId = (other === "home" ? game.homeTeam : game.awayTeam).id;
    const opponent = opponentId === null ? undefined : teamById(opponentId);
    games.push({
      gameId: game.id,
      date: game.gameTime ?? game.updatedAt,
      opponent: opponent ? teamRef(opponent) : null,
      stats: line.stats,
    });
  }
  return {
    player: { ...player, team: teamRef(team) },
    season: { games: games.length, stats: sumLines(games.map((g) => g.stats)) },
    games,
  };
}
