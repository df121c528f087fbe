import { PREDICTION_POINTS, winnerOfScore, type PredictionWinner } from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";

/** The final result a prediction is scored against; null when the game has none (not final). */
export interface FinalResult {
  winner: PredictionWinner;
  homeScore: number;
  awayScore: number;
}

export function finalResultOf(game: Game): FinalResult | null {
  if (game.gameStatus !== "final" || game.homeScore === null || game.awayScore === null) return null;
  // The declared winner decides (a shoot-out winner of a level game won); a draw is "tie".
  const winner = game.winner === "tie" ? "draw" : (game.winner ?? winnerOfScore(game.homeScore, game.awayScore));
  return { winner, homeScore: game.homeScore, awayScore: game.awayScore };
}

/** 3 for the exact score (which is also the right winner), 1 for the right winner, else 0. */
export function pointsFor(
  p: { winner: PredictionWinner; homeScore: number | null; awayScore: number | null },
  r: FinalResult,
): { points: number; exact: boolean } {
  const exact = p.homeScore === r.homeScore && p.awayScore === r.awayScore && p.winner === r.winner;
  if (exact) return { points: PREDICTION_POINTS.exact, exact };
  return { points: p.winner === r.winner ? PREDICTION_POINTS.winner : 0, exact: false };
}
