import { useQuery } from "@tanstack/react-query";
import { SCORE_REFRESH_MS } from "@shared/limits";
import type { Game } from "@shared/schemas/live";
import { SCORES_KEY } from "@web/lib/live-keys";

/**
 * GET /api/live/scores, polled every 30 s (SPEC §4); the live connection patches it in between.
 * `enabled` false keeps it pending without asking (the session is not known yet).
 */
export const useLiveScores = (enabled = true) =>
  useQuery<Game[]>({ queryKey: SCORES_KEY, refetchInterval: SCORE_REFRESH_MS, enabled });
