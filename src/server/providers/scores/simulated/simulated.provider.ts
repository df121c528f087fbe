import type { Game, GameTeam } from "@shared/schemas/live";
import { teamLogoUrl, type CatalogueTeam } from "../../../catalogue/teams";
import type { ScoresProvider } from "../types";
import type { GamePlan } from "./plan";
import { dayStartOf, planOf, type SlateGame } from "./schedule";
import { buildSlate, type SeasonGame } from "./season";
import { simSheets } from "./sim-sheets";
import { stateAt, type GameState } from "./state";

/** A plan that has not begun: any negative elapsed time reads as upcoming. */
const NOT_STARTED: GamePlan = {
  segments: [],
  events: [],
  durationMs: 1,
  finalDetail: "",
  shootout: null,
  postponed: false,
};

export interface SimulatedOptions {
  seed: string;
  /** 1 = real time; 60 = an hour of sport per minute (days pass 60 times faster too). */
  timeScale: number;
  now?: () => number;
  /** Real instant from which simulated time runs faster (default: creation time). */
  anchorMs?: number;
  /**
   * Simulated instant at the anchor (default: the anchor itself, i.e. the real clock). Pinning it
   * gives the same board, in the same order of events, whatever the real date and hour.
   */
  simStartMs?: number;
}

/** Finished games stay on the board this long (simulated time) after the sports day turns. */
const KEEP_FINISHED_MS = 3 * 3600_000;

const gameTeam = (t: CatalogueTeam): GameTeam => ({
  id: t.id,
  name: t.name,
  abbreviation: t.abbreviation,
  logo: teamLogoUrl(t.id),
});

/**
 * A realistic, deterministic day of games for every league. Simulated time runs `timeScale`
 * times faster than real time from the anchor; game times are reported in real time, so an
 * "upcoming 7:40 PM" game really starts at 7:40 PM on the viewer's clock.
 */
export interface SimulatedScoresProvider extends ScoresProvider {
  readonly seed: string;
  /** The board at `realMs`; `keepFinishedMs` (simulated) widens yesterday's finished games kept (the demo seed). */
  gamesAt(realMs: number, keepFinishedMs?: number): Game[];
  /** The simulated instant now. */
  simNow(): number;
  /** A season game as it stands at the simulated instant `simMs` (what the board would show of it). */
  seasonGameAt(g: SeasonGame, simMs: number): Game;
  sheet: NonNullable<ScoresProvider["sheet"]>;
  roster: NonNullable<ScoresProvider["roster"]>;
  player: NonNullable<ScoresProvider["player"]>;
}

export function simulatedScoresProvider(opts: SimulatedOptions): SimulatedScoresProvider {
  const now = opts.now ?? Date.now;
  const anchor = opts.anchorMs ?? now();
  const scale = opts.timeScale;
  const simStart = opts.simStartMs ?? anchor;
  const toSim = (real: number) => simStart + (real - anchor) * scale;
  const toReal = (sim: number) => anchor + (sim - simStart) / scale;
  const slates = new Map<number, SlateGame[]>();
  const slate = (dayStart: number) => {
    let s = slates.get(dayStart);
    if (!s) {
      s = buildSlate(opts.seed, dayStart);
      slates.set(dayStart, s);
      for (const k of slates.keys()) if (k < dayStart - 2 * 86_400_000) slates.delete(k);
    }
    return s;
  };

  const toGame = (
    g: {
      id: string;
      league: Game["league"];
      sport: Game["sport"];
      startMs: number;
      home: CatalogueTeam;
      away: CatalogueTeam;
    },
    s: GameState,
    updatedAt: string,
  ): Game => ({
    id: g.id,
    league: g.league,
    sport: g.sport,
    gameStatus: s.status,
    gameTime: new Date(Math.round(toReal(g.startMs))).toISOString(),
    homeTeam: gameTeam(g.home),
    awayTeam: gameTeam(g.away),
    homeScore: s.home,
    awayScore: s.away,
    homeShootout: s.shootout?.home ?? null,
    awayShootout: s.shootout?.away ?? null,
    statusDetail: s.detail,
    period: s.period,
    clock: s.clock,
    winner: s.winner,
    updatedAt,
    stale: false,
  });

  function seasonGameAt(g: SeasonGame, simMs: number): Game {
    // Finished and future games need no plan; one being played is drawn again to read its state.
    const state =
      simMs >= g.endMs || g.end.status === "other"
        ? g.end
        : stateAt(simMs < g.startMs ? NOT_STARTED : planOf(g.sport, g.league, g.planKey), simMs - g.startMs);
    const at = simMs >= g.endMs && g.end.status === "final" ? g.endMs : simMs;
    return toGame(g, state, new Date(Math.round(toReal(Math.min(at, simMs)))).toISOString());
  }

  function gamesAt(realMs: number, keepFinishedMs = KEEP_FINISHED_MS): Game[] {
    const sim = toSim(realMs);
    const today = dayStartOf(sim);
    const yesterday = slate(today - 86_400_000).filter((g) => g.startMs + g.plan.durationMs > sim - keepFinishedMs);
    const updatedAt = new Date(realMs).toISOString();
    return [...yesterday, ...slate(today)].map((g) => toGame(g, stateAt(g.plan, sim - g.startMs), updatedAt));
  }

  const sheets = simSheets({ seed: opts.seed, simNow: () => toSim(now()), toSim, seasonGameAt });

  return {
    name: "simulated",
    // Refresh often enough that clocks tick visibly, faster when time runs faster.
    intervalMs: Math.round(Math.min(5000, Math.max(500, 5000 / scale))),
    fetchGames: async () => gamesAt(now()),
    gamesAt,
    seed: opts.seed,
    simNow: () => toSim(now()),
    seasonGameAt,
    ...sheets,
  };
}
