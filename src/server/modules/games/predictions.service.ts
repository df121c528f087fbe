import { drawPossible, type PredictionBody, type PredictionState } from "@shared/schemas/games";
import type { Game } from "@shared/schemas/live";
import { badRequest, conflict } from "../../lib/errors";
import * as games from "./games.repository";
import { currentGame, ensureStored, type GamesDeps } from "./games.service";
import * as repo from "./predictions.repository";

export const PREDICTIONS_CLOSED = "Predictions closed when the game started";
const started = (g: Pick<Game, "gameStatus">) => g.gameStatus !== "upcoming";

/** The viewer's pick on a game and whether picks are still open. */
export async function predictionState(deps: GamesDeps, userId: number, gameId: string): Promise<PredictionState> {
  const game = await currentGame(deps, gameId);
  const [row, stored] = await Promise.all([
    repo.findPrediction(deps.db, gameId, userId),
    games.findGame(deps.db, gameId),
  ]);
  const open = !started(game) && (!stored || !started({ gameStatus: stored.status }));
  return {
    gameId,
    state: row?.scoredAt ? "scored" : open ? "open" : "locked",
    drawAllowed: drawPossible(game.sport),
    prediction: row
      ? {
          winner: row.winner,
          homeScore: row.homeScore,
          awayScore: row.awayScore,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          points: row.points,
          exact: row.exact,
          scoredAt: row.scoredAt?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * Creates or changes the viewer's pick until the game starts (409 after). The game's row is
 * read under a share lock: the recorder's write of the kick-off (or of the final and its
 * scoring) waits for this pick, or this pick sees the game started and is refused, so no pick
 * slips in after the final has been scored.
 */
export async function submitPrediction(
  deps: GamesDeps,
  userId: number,
  gameId: string,
  body: PredictionBody,
): Promise<PredictionState> {
  const game = await currentGame(deps, gameId);
  if (started(game)) throw conflict(PREDICTIONS_CLOSED);
  if (body.winner === "draw" && !drawPossible(game.sport)) throw badRequest("This game cannot end in a draw");
  await ensureStored(deps, gameId);
  await deps.db.transaction(async (tx) => {
    const row = await games.lockGameStatus(tx, gameId);
    if (!row || started({ gameStatus: row.status })) throw conflict(PREDICTIONS_CLOSED);
    await repo.upsertPrediction(tx, {
      gameId,
      userId,
      winner: body.winner,
      homeScore: body.homeScore ?? null,
      awayScore: body.awayScore ?? null,
    });
  });
  return predictionState(deps, userId, gameId);
}
