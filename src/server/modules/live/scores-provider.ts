import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/config";
import { espnScoresProvider } from "../../providers/scores/espn/espn.provider";
import {
  simulatedScoresProvider,
  type SimulatedScoresProvider,
} from "../../providers/scores/simulated/simulated.provider";
import type { ScoresProvider } from "../../providers/scores/types";
import { espnSeasons } from "../../providers/seasons/espn/espn-seasons";
import { simulatedSeasons } from "../../providers/seasons/simulated-seasons";
import type { SeasonProvider } from "../../providers/seasons/types";

/** SCORES_PROVIDER: `simulated` (default, no network) or `espn`. */
/** `now` replaces the real clock of the simulator (SIM_CONTROL). */
export function createScoresProvider(config: Config, log: FastifyBaseLogger, now?: () => number): ScoresProvider {
  if (config.scoresProvider === "espn") return espnScoresProvider({ log });
  return simulatedScoresProvider({
    seed: config.simSeed,
    timeScale: config.simTimeScale,
    simStartMs: config.simClockMs,
    anchorMs: config.simAnchorMs,
    now,
  });
}

/** Tables and team schedules from the same source as the board (the simulator's own clock and seasons). */
export function createSeasonProvider(config: Config, log: FastifyBaseLogger, scores: ScoresProvider): SeasonProvider {
  if (config.scoresProvider === "espn") return espnSeasons({ log });
  return simulatedSeasons(scores as SimulatedScoresProvider);
}
