import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/config";
import { espnScoresProvider } from "../../providers/scores/espn/espn.provider";
import { simulatedScoresProvider } from "../../providers/scores/simulated/simulated.provider";
import type { ScoresProvider } from "../../providers/scores/types";

/** SCORES_PROVIDER: `simulated` (default, no network) or `espn`. */
/** `now` replaces the real clock of the simulator (SIM_CONTROL). */
export function createScoresProvider(
  config: Config,
  log: FastifyBaseLogger,
  now?: () => number,
  count?: (provider: string, outcome: string) => void,
): ScoresProvider {
  if (config.scoresProvider === "espn")
    return espnScoresProvider({ log, baseUrl: config.espnBaseUrl, userAgent: config.providerUserAgent, count });
  return simulatedScoresProvider({
    seed: config.simSeed,
    timeScale: config.simTimeScale,
    simStartMs: config.simClockMs,
    anchorMs: config.simAnchorMs,
    now,
  });
}
