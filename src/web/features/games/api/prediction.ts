import { useQuery } from "@tanstack/react-query";
import type { PredictionState } from "@shared/schemas/games";

/** GET /api/games/{id}/prediction: the viewer's pick and whether picks are open. */
export const predictionKey = (gameId: string) => ["/api/games", gameId, "prediction"] as const;

export const usePrediction = (gameId: string) => useQuery<PredictionState>({ queryKey: predictionKey(gameId) });
