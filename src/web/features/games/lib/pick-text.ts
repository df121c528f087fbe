import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { Prediction, PredictionWinner } from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";

type Teams = {
  homeTeam: Pick<Game["homeTeam"], "name" | "abbreviation">;
  awayTeam: Pick<Game["awayTeam"], "name" | "abbreviation">;
};

/** "Boston Celtics win", "Draw" (in the viewer's language: "Gana Boston Celtics", "Match nul"). */
export function winnerText(game: Teams, winner: PredictionWinner, i18n: I18n): string {
  if (winner === "draw") return i18n._(msg`Draw`);
  const name = (winner === "home" ? game.homeTeam : game.awayTeam).name;
  return i18n._(msg`${name} win`);
}

/** The pick in words, with the exact score when there is one: "Miami Marlins win · DET 2–4 MIA". */
export function pickText(game: Teams, p: Pick<Prediction, "winner" | "homeScore" | "awayScore">, i18n: I18n): string {
  const winner = winnerText(game, p.winner, i18n);
  if (p.homeScore === null || p.awayScore === null) return winner;
  // The score line is sport data (abbreviations and numbers), the same in every language.
  return [
    winner,
    [game.awayTeam.abbreviation, `${p.awayScore}–${p.homeScore}`, game.homeTeam.abbreviation].join(" "),
  ].join(" · ");
}

/** "+3 points · Exact score", "+1 point · Right winner", "0 points". */
export function pointsText(p: Pick<Prediction, "points" | "exact">, i18n: I18n): string {
  const points = p.points ?? 0;
  if (p.exact)
    return i18n._(msg`${plural(points, { one: "+# point · Exact score", other: "+# points · Exact score" })}`);
  if (points > 0)
    return i18n._(msg`${plural(points, { one: "+# point · Right winner", other: "+# points · Right winner" })}`);
  return i18n._(msg`${plural(points, { one: "# point", other: "# points" })}`);
}
