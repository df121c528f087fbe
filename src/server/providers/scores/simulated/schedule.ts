import type { League, Sport } from "@shared/schemas/teams";
import { LEAGUES } from "@shared/schemas/teams";
import { teamsOfLeague, type CatalogueTeam } from "../../../catalogue/teams";
import { planGame } from "./sports";
import { MIN, type GamePlan } from "./plan";
import { hashString, pick, randInt, rngFor, shuffle } from "./prng";
import type { FixtureQueue, Pairing } from "./round-robin";

// A day's slate: every league plays at its usual local kick-off times (given here in UTC hours),
// then "around the clock" games fill any stretch where nothing would be live, so the ticker
// always moves. The sports day starts at 10:00 UTC (early morning in the Americas). Who plays
// whom comes from each league's season fixtures (season.ts): every game of the day, the cover
// games too, is a game of the season and counts in its table.
export const DAY_START_UTC_HOURS = 10;
export const DAY_MS = 24 * 3600_000;
/**
 * The least time between two kick-offs of a team: a day, so that two of a team's games never
 * fall on one date, whatever the fan's time zone. Without it an early-morning cover game right
 * after a late game, or a day game after a late cover game, put two games of a team on a date.
 */
export const MIN_REST_MS = 24 * 3600_000;

interface LeagueDay {
  /** Typical kick-off times, UTC hours. */
  slots: number[];
  /** How many games on a weekday (0 = Sunday). */
  count: (weekday: number) => [number, number];
}

const LEAGUE_DAYS: Record<League, LeagueDay> = {
  nba: { slots: [23.5, 0, 0, 0.5, 1, 1, 2, 2.5, 3], count: () => [4, 10] },
  nfl: {
    slots: [18, 18, 18, 21.08, 21.42, 1.33],
    count: (d) => (d === 0 ? [11, 13] : d === 1 || d === 4 ? [1, 2] : [1, 3]),
  },
  mlb: { slots: [17.17, 18.33, 23.08, 23.67, 0.17, 1.67, 2.17], count: () => [6, 13] },
  nhl: { slots: [23, 0, 0, 0.5, 1, 2, 2.5], count: () => [4, 10] },
  mls: { slots: [23.5, 0.5, 0.5, 2.5], count: (d) => (d === 6 ? [6, 12] : [2, 5]) },
  "liga-mx": { slots: [19, 0, 2, 3.08], count: () => [2, 6] },
  "college-football": { slots: [16, 19.5, 23.5, 0.5, 3.5], count: (d) => (d === 6 ? [14, 22] : [2, 4]) },
  "fifa-world-cup": { slots: [16, 19, 22, 1], count: () => [2, 4] },
  "premier-league": { slots: [12.5, 15, 15, 17.5, 20], count: (d) => (d === 6 ? [6, 8] : [2, 4]) },
  "la-liga": { slots: [13, 15.25, 17.5, 20], count: () => [2, 5] },
  "serie-a": { slots: [11.5, 14, 17, 19.75], count: () => [2, 5] },
  bundesliga: { slots: [14.5, 14.5, 17.5, 19.5], count: (d) => (d === 6 ? [5, 7] : [2, 4]) },
  "ligue-1": { slots: [12, 16, 18, 20], count: () => [2, 5] },
};

export interface SlateGame {
  id: string;
  league: League;
  sport: Sport;
  /** Start instant in simulated time (ms since epoch). */
  startMs: number;
  home: CatalogueTeam;
  away: CatalogueTeam;
  plan: GamePlan;
  /** The seed parts of the plan's PRNG: the plan can be drawn again from them alone. */
  planKey: (string | number)[];
}

/** The 10:00 UTC day start at or before `simMs`. */
export function dayStartOf(simMs: number): number {
  const offset = DAY_START_UTC_HOURS * 3600_000;
  return Math.floor((simMs - offset) / DAY_MS) * DAY_MS + offset;
}

export const dayKey = (dayStart: number) => new Date(dayStart).toISOString().slice(0, 10);

/** Soccer games of the simulated seasons are league and group games: a draw stands. */
export const planOf = (sport: Sport, league: League, planKey: (string | number)[]) =>
  planGame(sport, league, rngFor(...planKey), false);

/**
 * The slate of the sports day starting at `dayStart`, taking each league's games from its
 * fixture queue (which this advances). Game ids are `sim-<seed tag>-<day>-<league>-<n>`: the
 * same game gets the same id after a restart (games, predictions and comments are stored under
 * it), and another seed's world never reuses it. `lastStartOf` answers when a team's latest game
 * of an earlier day started: no game of this day starts less than MIN_REST_MS after it.
 */
export function buildDay(
  seed: string,
  dayStart: number,
  queueOf: (league: League) => FixtureQueue,
  lastStartOf: (teamId: number) => number | undefined = () => undefined,
): SlateGame[] {
  const key = dayKey(dayStart);
  const world = hashString(seed).toString(36);
  const weekday = new Date(dayStart).getUTCDay();
  const games: SlateGame[] = [];
  const busy = new Map<League, Set<number>>(LEAGUES.map((l) => [l.slug, new Set<number>()]));

  const add = (
    league: League,
    sport: Sport,
    startMs: number,
    pair: Pairing,
    drawn?: { plan: GamePlan; planKey: (string | number)[] },
  ) => {
    const n = games.length;
    const planKey = drawn?.planKey ?? [seed, key, league, n];
    games.push({
      id: `sim-${world}-${key}-${league}-${n}`,
      league,
      sport,
      startMs,
      home: pair[0],
      away: pair[1],
      plan: drawn?.plan ?? planOf(sport, league, planKey),
      planKey,
    });
  };

  // The next fixture of `league` whose teams are free this day and rested by `startMs`.
  const takeRested = (league: League, startMs: number): Pairing | null => {
    const taken = busy.get(league)!;
    const blocked = new Set(taken);
    for (const team of teamsOfLeague(league))
      if ((lastStartOf(team.id) ?? -Infinity) > startMs - MIN_REST_MS) blocked.add(team.id);
    const pair = queueOf(league).take(blocked);
    if (pair) taken.add(pair[0].id).add(pair[1].id);
    return pair;
  };

  // Each day draws its numbers in the order it always has (an order of the league's teams, then
  // the day's count; below, a league and an order of its free teams per cover game), so the
  // day's kick-offs and game plans stay as they were; only who plays whom comes from the fixtures.
  for (const { slug, sport } of LEAGUES) {
    const rng = rngFor(seed, key, slug, "slate");
    shuffle(rng, teamsOfLeague(slug));
    const [lo, hi] = LEAGUE_DAYS[slug].count(weekday);
    const count = randInt(rng, lo, hi);
    const slots = LEAGUE_DAYS[slug].slots;
    for (let i = 0; i < count; i++) {
      const hour = slots[i % slots.length]!;
      const offsetMs = ((hour - DAY_START_UTC_HOURS + 24) % 24) * 3600_000 + (i >= slots.length ? 30 * MIN : 0);
      const startMs = dayStart + Math.round(offsetMs / MIN) * MIN;
      const pair = takeRested(slug, startMs);
      if (!pair) break;
      add(slug, sport, startMs, pair);
    }
  }

  // Around-the-clock cover: wherever nothing is live, start a game a few minutes earlier: the
  // next free fixture of a league drawn at random (or of the next league with one).
  const fillRng = rngFor(seed, key, "cover");
  for (let t = dayStart; t < dayStart + DAY_MS; t += 5 * MIN) {
    if (games.some((g) => g.startMs <= t && t < g.startMs + g.plan.durationMs && !g.plan.postponed)) continue;
    const drawn = pick(fillRng, LEAGUES);
    const free = teamsOfLeague(drawn.slug).filter((x) => !busy.get(drawn.slug)!.has(x.id));
    shuffle(fillRng, free.length >= 2 ? free : teamsOfLeague(drawn.slug));
    const first = LEAGUES.indexOf(drawn);
    for (let k = 0; k < LEAGUES.length; k++) {
      const { slug, sport } = LEAGUES[(first + k) % LEAGUES.length]!;
      const start = Math.max(dayStart, t - 10 * MIN);
      const pair = takeRested(slug, start);
      if (!pair) continue;
      let attempt = 0;
      let planKey: (string | number)[];
      let plan: GamePlan;
      do plan = planOf(sport, slug, (planKey = [seed, key, "cover", t, attempt++]));
      while (plan.postponed); // a cover game must actually be played
      add(slug, sport, start, pair, { plan, planKey });
      break;
    }
  }
  return games.sort((a, b) => a.startMs - b.startMs || a.id.localeCompare(b.id));
}
