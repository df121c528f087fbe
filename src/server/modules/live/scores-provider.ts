import type { FastifyBaseLogger } from "fastify";
import type { Game } from "@shared/schemas/live";
import type { CatalogueTeam } from "../../catalogue/teams";
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

/**
 * SCORES_PROVIDER: `simulated` (default, no network) or `espn`. `now` replaces the real clock of
 * the simulator (SIM_CONTROL). `schedule` reads a team's season as the team pages do (the season
 * provider's, held per snapshot): ESPN's player pages are built from it.
 */
export function createScoresProvider(
  config: Config,
  log: FastifyBaseLogger,
  now?: () => number,
  count?: (provider: string, outcome: string) => void,
  schedule?: (team: CatalogueTeam) => Promise<Game[]>,
): ScoresProvider {
  if (config.scoresProvider === "espn")
    return espnScoresProvider({
      log,
      baseUrl: config.espnBaseUrl,
      userAgent: config.providerUserAgent,
      count,
      schedule,
    });
  return simulatedScoresProvider({
    seed: config.simSeed,
    timeScale: config.simTimeScale,
    simStartMs: config.simClockMs,
    anchorMs: config.simAnchorMs,
    now,
  });
}

/**
 * The simulator's games at start-up, for the demo data (predictions, match threads): the board
 * with the whole of yesterday's games, which are final by then. The same seed and clock as the
 * live provider, so with SIM_CLOCK pinned it is the same games whatever the real date. Empty for
 * ESPN, whose games are not known before the first poll.
 */
export function demoSeedBoard(config: Config): Game[] {
  if (config.scoresProvider === "espn") return [];
  const provider = simulatedScoresProvider({
    seed: config.simSeed,
    timeScale: config.simTimeScale,
    simStartMs: config.simClockMs,
    anchorMs: config.simAnchorMs,
  });
  return provider.gamesAt(Date.now(), 36 * 3600_000);
}

/** Tables and team schedules from the same source as the board (the simulator's own clock and seasons). */
export function createSeasonProvider(
  config: Config,
  log: FastifyBaseLogger,
  scores: ScoresProvider,
  count?: (provider: string, outcome: string) => void,
): SeasonProvider {
  if (config.scoresProvider === "espn")
    return espnSeasons({ log, baseUrl: config.espnBaseUrl, userAgent: config.providerUserAgent, count });
  return simulatedSeasons(scores as SimulatedScoresProvider);
}
