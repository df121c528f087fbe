import { useQuery } from "@tanstack/react-query";
import { SCORE_REFRESH_MS } from "@shared/limits";
import type { Game } from "@shared/schemas/live";
import { SCORES_KEY } from "@web/lib/live-keys";

/** GET /api/live/scores, polled every 30 s (SPEC §4); the live connection patches it in between. */
export const useLiveScores = () => useQuery<Game[]>({ queryKey: SCORES_KEY, refetchInterval: SCORE_REFRESH_MS });
