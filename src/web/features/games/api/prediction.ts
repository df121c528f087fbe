import { useApiQuery } from "@web/lib/api-query";

/** GET /api/games/{id}/prediction: the viewer's pick and whether picks are open. */
export const predictionKey = (gameId: string) => ["/api/games", gameId, "prediction"] as const;

export const usePrediction = (gameId: string) => useApiQuery({ queryKey: predictionKey(gameId) });
