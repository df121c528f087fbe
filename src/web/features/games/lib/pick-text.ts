import type { Prediction, PredictionWinner } from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";

type Teams = {
  homeTeam: Pick<Game["homeTeam"], "name" | "abbreviation">;
  awayTeam: Pick<Game["awayTeam"], "name" | "abbreviation">;
};

/** "Boston Celtics win", "Draw". */
export function winnerText(game: Teams, winner: PredictionWinner): string {
  if (winner === "draw") return "Draw";
  return `${(winner === "home" ? game.homeTeam : game.awayTeam).name} win`;
}

/** The pick in words, with the exact score when there is one: "Miami Marlins win · DET 2–4 MIA". */
export function pickText(game: Teams, p: Pick<Prediction, "winner" | "homeScore" | "awayScore">): string {
  const score =
    p.homeScore !== null && p.awayScore !== null
      ? ` · ${game.awayTeam.abbreviation} ${p.awayScore}–${p.homeScore} ${game.homeTeam.abbreviation}`
      : "";
  return `${winnerText(game, p.winner)}${score}`;
}

/** "+3 points · Exact score", "+1 point · Right winner", "0 points". */
export function pointsText(p: Pick<Prediction, "points" | "exact">): string {
  const n = p.points ?? 0;
  const label = `${n > 0 ? "+" : ""}${n} point${n === 1 ? "" : "s"}`;
  if (p.exact) return `${label} · Exact score`;
  return n > 0 ? `${label} · Right winner` : label;
}
