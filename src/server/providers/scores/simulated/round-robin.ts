import type { League } from "@shared/schemas/teams";
import type { CatalogueTeam } from "../../../catalogue/teams";
import { teamsOfLeague } from "../../../catalogue/teams";
import { rngFor, shuffle } from "./prng";

export type Pairing = readonly [home: CatalogueTeam, away: CatalogueTeam];

/**
 * A single round robin by the circle method: every team meets every other once, one game per
 * team per round (a bye for one team when their number is odd). Home and away alternate, so each
 * team hosts about half its games.
 */
export function roundRobin(teams: readonly CatalogueTeam[]): Pairing[][] {
  const ring: (CatalogueTeam | null)[] = [...teams];
  if (ring.length % 2 === 1) ring.push(null);
  const n = ring.length;
  const rounds: Pairing[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Pairing[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i];
      const b = ring[n - 1 - i];
      if (!a || !b) continue;
      const flip = i === 0 ? r % 2 === 1 : i % 2 === 1;
      round.push(flip ? [b, a] : [a, b]);
    }
    rounds.push(round);
    ring.splice(1, 0, ring.pop()!); // keep the first team fixed, rotate the others
  }
  return rounds;
}

/**
 * The rounds a league cycles through in a simulated season: a round robin of the whole league in
 * a seeded order; the World Cup plays its group stage (each group's own round robin, round by
 * round across the twelve groups).
 */
export function leagueRounds(seed: string, season: number, league: League): Pairing[][] {
  const rng = rngFor(seed, "season", season, league);
  const teams = teamsOfLeague(league);
  if (league !== "fifa-world-cup") return roundRobin(shuffle(rng, teams));
  const groups = new Map<string, CatalogueTeam[]>();
  for (const t of teams) groups.set(t.conference ?? "", [...(groups.get(t.conference ?? "") ?? []), t]);
  const perGroup = [...groups.values()].map((g) => roundRobin(shuffle(rng, g)));
  const count = Math.max(...perGroup.map((g) => g.length));
  return Array.from({ length: count }, (_, r) => perGroup.flatMap((g) => g[r] ?? []));
}

/**
 * The games a league still has to play, in order: round after round, the cycle starting again
 * with home and away swapped once every pairing has been played. A day takes the first games
 * whose two teams are both free that day; the others wait for a later day.
 */
export class FixtureQueue {
  private pending: Pairing[] = [];
  private next = 0;

  constructor(private readonly rounds: Pairing[][]) {}

  /** Takes the first waiting game whose teams are not in `busy` (and marks them busy); null when none is. */
  take(busy: Set<number>): Pairing | null {
    this.refill();
    const i = this.pending.findIndex(([h, a]) => !busy.has(h.id) && !busy.has(a.id));
    if (i < 0) return null;
    const [game] = this.pending.splice(i, 1);
    busy.add(game![0].id);
    busy.add(game![1].id);
    return game!;
  }

  /** Keeps at least two rounds waiting, so a day can always look past a round's end. */
  private refill() {
    while (this.pending.length < 2 * (this.rounds[0]?.length ?? 0)) {
      const cycle = Math.floor(this.next / this.rounds.length);
      const round = this.rounds[this.next % this.rounds.length]!;
      this.pending.push(...round.map(([h, a]): Pairing => (cycle % 2 === 1 ? [a, h] : [h, a])));
      this.next++;
    }
  }
}
