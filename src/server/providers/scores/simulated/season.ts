import type { League, Sport } from "@shared/schemas/teams";
import { LEAGUE_SLUGS } from "@shared/schemas/teams";
import type { CatalogueTeam } from "../../../catalogue/teams";
import { FixtureQueue, leagueRounds } from "./round-robin";
import { buildDay, DAY_MS, DAY_START_UTC_HOURS, planOf, type SlateGame } from "./schedule";
import { stateAt, type GameState } from "./state";

// The simulated seasons. Every league plays every day (so the board always has every sport),
// so a season is a stretch of days rather than a number of games: 26 weeks, back to back from a
// fixed Monday, the same for every league. Within one, each league works through its fixtures
// (season-long round robins, see round-robin.ts) day by day, so the teams of a league play about
// as many games each, at home and away alike. The whole season is decided up front from the
// seed, its finals and its fixtures still to come; what a given instant shows of it is only a
// matter of which games have ended by then.
export const SEASON_DAYS = 182;
const SEASON_EPOCH_MS = Date.UTC(2024, 0, 1, DAY_START_UTC_HOURS);

/** A season's game, compact: its plan is drawn again from `planKey` when the board needs it. */
export interface SeasonGame {
  id: string;
  league: League;
  sport: Sport;
  startMs: number;
  endMs: number;
  home: CatalogueTeam;
  away: CatalogueTeam;
  planKey: (string | number)[];
  /** How the game ends (the postponed state for a game that is never played). */
  end: GameState;
}

export interface SimSeason {
  index: number;
  startMs: number;
  /** The first day start after the season. */
  endMs: number;
  /** "2026" or "2026-27", as leagues name seasons that span a new year. */
  label: string;
  byDay: Map<number, SeasonGame[]>;
  byId: Map<string, SeasonGame>;
  byLeague: Map<League, SeasonGame[]>;
  byTeam: Map<number, SeasonGame[]>;
}

export const seasonIndexOf = (simMs: number) => Math.floor((simMs - SEASON_EPOCH_MS) / (SEASON_DAYS * DAY_MS));

function seasonLabel(startMs: number, endMs: number): string {
  const from = new Date(startMs).getUTCFullYear();
  const to = new Date(endMs - DAY_MS).getUTCFullYear();
  return from === to ? String(from) : `${from}-${String(to).slice(-2)}`;
}

function compact(g: SlateGame): SeasonGame {
  return {
    id: g.id,
    league: g.league,
    sport: g.sport,
    startMs: g.startMs,
    endMs: g.startMs + g.plan.durationMs,
    home: g.home,
    away: g.away,
    planKey: g.planKey,
    end: stateAt(g.plan, g.plan.durationMs),
  };
}

function buildSeason(seed: string, index: number): SimSeason {
  const startMs = SEASON_EPOCH_MS + index * SEASON_DAYS * DAY_MS;
  const endMs = startMs + SEASON_DAYS * DAY_MS;
  const queues = new Map(LEAGUE_SLUGS.map((l) => [l, new FixtureQueue(leagueRounds(seed, index, l))]));
  const season: SimSeason = {
    index,
    startMs,
    endMs,
    label: seasonLabel(startMs, endMs),
    byDay: new Map(),
    byId: new Map(),
    byLeague: new Map(LEAGUE_SLUGS.map((l) => [l, []])),
    byTeam: new Map(),
  };
  const lastStart = new Map<number, number>();
  for (let day = startMs; day < endMs; day += DAY_MS) {
    const games = buildDay(
      seed,
      day,
      (l) => queues.get(l)!,
      (team) => lastStart.get(team),
    ).map(compact);
    for (const g of games) for (const t of [g.home.id, g.away.id]) lastStart.set(t, g.startMs);
    season.byDay.set(day, games);
    for (const g of games) {
      season.byId.set(g.id, g);
      season.byLeague.get(g.league)!.push(g);
      for (const t of [g.home.id, g.away.id]) {
        let list = season.byTeam.get(t);
        if (!list) season.byTeam.set(t, (list = []));
        list.push(g);
      }
    }
  }
  return season;
}

// A season takes a second or so to decide; every provider of the process (and every test app)
// with the same seed shares it. The board needs at most two at once (yesterday's and today's).
const built = new Map<string, SimSeason>();
const MAX_SEASONS = 3;

/** The season of `seed` numbered `index` (from the epoch), built once per process. */
export function simSeason(seed: string, index: number): SimSeason {
  const key = `${seed}|${index}`;
  let season = built.get(key);
  if (!season) {
    season = buildSeason(seed, index);
    built.set(key, season);
    while (built.size > MAX_SEASONS) built.delete(built.keys().next().value!);
  }
  return season;
}

/** The season game `id` of `seed`'s world, if it is one (its day is read from the id). */
export function seasonGameById(seed: string, id: string): SeasonGame | undefined {
  const day = /^sim-[0-9a-z]+-(\d{4}-\d{2}-\d{2})-/.exec(id)?.[1];
  if (!day) return undefined;
  const dayStart = Date.parse(`${day}T00:00:00Z`) + DAY_START_UTC_HOURS * 3600_000;
  if (Number.isNaN(dayStart)) return undefined;
  return simSeason(seed, seasonIndexOf(dayStart)).byId.get(id);
}

/** The day's slate with its game plans (the live board plays them out). */
export function buildSlate(seed: string, dayStart: number): SlateGame[] {
  const games = simSeason(seed, seasonIndexOf(dayStart)).byDay.get(dayStart) ?? [];
  return games.map((g) => ({
    id: g.id,
    league: g.league,
    sport: g.sport,
    startMs: g.startMs,
    home: g.home,
    away: g.away,
    planKey: g.planKey,
    plan: planOf(g.sport, g.league, g.planKey),
  }));
}
