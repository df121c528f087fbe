import type { Game } from "@shared/schemas/live";
import type { ResultLetter } from "@shared/schemas/standings";
import type { Sport } from "@shared/schemas/teams";

/** What a final means for one team of it, in the terms of its sport's table. */
export type TableResult = "win" | "loss" | "otLoss" | "draw" | "tie";

/** Overtime or shoot-out, as the providers write a final's detail ("Final/OT", "Final/SO", "F/OT"). */
const AFTER_REGULATION = /\b(OT|SO)\b|\/\d*OT|\/SO/i;

/**
 * The result of a final for `teamId`, or null when the game is no final of that team. Soccer
 * counts the score only (a shoot-out after a draw leaves a draw in a table); hockey counts a
 * loss in overtime or the shoot-out apart (it earns a point).
 */
export function resultFor(game: Game, teamId: number, sport: Sport): TableResult | null {
  if (game.gameStatus !== "final" || game.homeScore === null || game.awayScore === null) return null;
  const side = game.homeTeam.id === teamId ? "home" : game.awayTeam.id === teamId ? "away" : null;
  if (!side) return null;
  const mine = side === "home" ? game.homeScore : game.awayScore;
  const theirs = side === "home" ? game.awayScore : game.homeScore;
  if (sport === "soccer") return mine > theirs ? "win" : mine < theirs ? "loss" : "draw";
  const winner = game.winner ?? (mine === theirs ? "tie" : mine > theirs ? side : "other");
  if (winner === "tie") return "tie";
  if (winner === side) return "win";
  return sport === "hockey" && AFTER_REGULATION.test(game.statusDetail) ? "otLoss" : "loss";
}

/** The letter of a result on a form chip: an overtime loss is a loss there. */
export const letterOf = (r: TableResult): ResultLetter =>
  r === "win" ? "W" : r === "draw" ? "D" : r === "tie" ? "T" : "L";
