import type { PlayerRef } from "@shared/schemas/game-sheet";
import type { League, Sport } from "@shared/schemas/teams";
import { teamById, type CatalogueTeam } from "../../../catalogue/teams";
import names from "./names.json";
import { pick, rngFor, shuffle, type Rng } from "./prng";

// The simulator's squads (issue #35): every catalogue team gets a squad drawn from the seed,
// derived on demand and memoised (nothing is stored). Names come from small per-country pools
// (names.json): a World Cup team's from its country, a club's mostly from its league's
// country with the share of foreign players such leagues have.

export interface SquadPlayer extends PlayerRef {
  jersey: string;
  position: string;
  /** 0..1, drawn once: who starts and who carries the team within a position. */
  rating: number;
}

export interface Squad {
  team: CatalogueTeam;
  /** By position in the sport's order, best rated first within a position. */
  players: SquadPlayer[];
  /** The players of one position, best first. */
  at(position: string): SquadPlayer[];
}

/** Positions and how many of each a squad holds (the sport's usual roster size). */
export const SQUAD_SHAPES: Record<Sport, readonly (readonly [string, number])[]> = {
  basketball: [
    ["PG", 3],
    ["SG", 3],
    ["SF", 3],
    ["PF", 3],
    ["C", 3],
  ],
  hockey: [
    ["C", 4],
    ["LW", 4],
    ["RW", 4],
    ["D", 8],
    ["G", 3],
  ],
  baseball: [
    ["SP", 5],
    ["RP", 8],
    ["C", 2],
    ["1B", 2],
    ["2B", 2],
    ["3B", 1],
    ["SS", 2],
    ["LF", 1],
    ["CF", 2],
    ["RF", 1],
    ["DH", 1],
  ],
  football: [
    ["QB", 3],
    ["RB", 4],
    ["WR", 6],
    ["TE", 3],
    ["OL", 9],
    ["DL", 8],
    ["LB", 7],
    ["CB", 6],
    ["S", 4],
    ["K", 1],
    ["P", 1],
  ],
  soccer: [
    ["GK", 3],
    ["DF", 8],
    ["MF", 8],
    ["FW", 6],
  ],
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Shirt numbers each position usually wears (any free number when these run out). */
function jerseyPool(sport: Sport, position: string): number[] {
  switch (sport) {
    case "football":
      return (
        {
          QB: range(1, 19),
          K: range(1, 19),
          P: range(1, 19),
          WR: [...range(10, 19), ...range(80, 89)],
          TE: [...range(80, 89), ...range(40, 49)],
          RB: range(20, 39),
          CB: range(20, 39),
          S: range(20, 49),
          LB: [...range(40, 59), ...range(90, 99)],
          OL: range(50, 79),
          DL: [...range(90, 99), ...range(50, 79)],
        }[position] ?? range(1, 99)
      );
    case "soccer":
      return position === "GK" ? [1, 13, 16, 23, 25, 30, 31] : range(2, 33);
    case "hockey":
      return position === "G" ? [1, 29, 30, 31, 33, 35, 37, 39, 40, 41] : range(2, 98);
    case "basketball":
      return range(0, 55);
    default:
      return range(1, 99);
  }
}

interface LeagueNames {
  home: string;
  share: number;
  foreign: string[];
}
const POOLS = names.pools as Record<string, { first: string[]; last: string[] }>;
const COUNTRIES = names.countries as Record<string, string>;
const LEAGUE_NAMES = names.leagues as Record<League, LeagueNames>;
const HOME_BY_CITY = names.homeByCity as Record<string, string>;

/** The name pools of a team's players: its own country's, and those its foreign players come from. */
function namePoolsOf(team: CatalogueTeam): LeagueNames {
  const league = LEAGUE_NAMES[team.league];
  if (team.league === "fifa-world-cup") return { home: COUNTRIES[team.name] ?? "us", share: 1, foreign: [] };
  return { ...league, home: HOME_BY_CITY[team.city] ?? league.home };
}

function drawName(rng: Rng, pools: LeagueNames): string {
  const key = pools.foreign.length && rng() >= pools.share ? pick(rng, pools.foreign) : pools.home;
  const pool = POOLS[key] ?? POOLS.us!;
  return `${pick(rng, pool.first)} ${pick(rng, pool.last)}`;
}

function buildSquad(seed: string, team: CatalogueTeam): Squad {
  const rng = rngFor(seed, "squad", team.id);
  const pools = namePoolsOf(team);
  const usedNames = new Set<string>();
  const usedJerseys = new Set<number>();
  const players: SquadPlayer[] = [];
  for (const [position, count] of SQUAD_SHAPES[team.sport]) {
    const group: Omit<SquadPlayer, "id">[] = [];
    for (let i = 0; i < count; i++) {
      let name = drawName(rng, pools);
      for (let tries = 0; usedNames.has(name) && tries < 20; tries++) name = drawName(rng, pools);
      usedNames.add(name);
      const free = shuffle(rng, jerseyPool(team.sport, position)).find((n) => !usedJerseys.has(n));
      const jersey = free ?? range(0, 99).find((n) => !usedJerseys.has(n))!;
      usedJerseys.add(jersey);
      group.push({ name, jersey: String(jersey), position, rating: rng() });
    }
    group.sort((a, b) => b.rating - a.rating);
    for (const p of group) players.push({ id: `sim-${team.id}-${players.length + 1}`, ...p });
  }
  const byPosition = new Map<string, SquadPlayer[]>();
  for (const p of players) byPosition.set(p.position, [...(byPosition.get(p.position) ?? []), p]);
  return { team, players, at: (position) => byPosition.get(position) ?? [] };
}

// Squads are cheap to draw but asked for on every sheet: kept per seed and team, bounded.
const memo = new Map<string, Squad>();
const MEMO_MAX = 2_000;

/** The squad of a catalogue team in `seed`'s world (undefined for a team outside the catalogue). */
export function squadOf(seed: string, teamId: number): Squad | undefined {
  const key = `${seed}|${teamId}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const team = teamById(teamId);
  if (!team) return undefined;
  const squad = buildSquad(seed, team);
  memo.set(key, squad);
  if (memo.size > MEMO_MAX) memo.delete(memo.keys().next().value!);
  return squad;
}

/** `sim-<teamId>-<n>`: the team and the player's place in its squad. */
export function parsePlayerId(id: string): { teamId: number; index: number } | null {
  const m = /^sim-(\d{1,7})-(\d{1,3})$/.exec(id);
  return m ? { teamId: Number(m[1]), index: Number(m[2]) } : null;
}

/** The player `id` of `seed`'s world, with their squad; undefined when there is none. */
export function simPlayer(seed: string, id: string): { squad: Squad; player: SquadPlayer } | undefined {
  const parsed = parsePlayerId(id);
  if (!parsed) return undefined;
  const squad = squadOf(seed, parsed.teamId);
  const player = squad?.players[parsed.index - 1];
  return squad && player && player.id === id ? { squad, player } : undefined;
}

export const playerRef = (p: SquadPlayer): PlayerRef => ({
  id: p.id,
  name: p.name,
  jersey: p.jersey,
  position: p.position,
});
