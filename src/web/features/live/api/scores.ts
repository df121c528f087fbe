import { SCORE_REFRESH_MS } from "@shared/limits";
import { useApiQuery } from "@web/lib/api-query";
import { SCORES_KEY } from "@web/lib/live-keys";

/**
 * GET /api/live/scores, polled every 30 s (SPEC §4); the live connection patches it in between.
 * `enabled` false keeps it pending without asking (the session is not known yet).
 */
export const useLiveScores = (enabled = true) =>
  useApiQuery({ queryKey: SCORES_KEY, refetchInterval: SCORE_REFRESH_MS, enabled });
