import { BOX_SCORE_COLUMNS } from "@shared/schemas/game-sheet";
import { otherSide, type GamePlan, type Side } from "./plan";
import { poisson, randInt, type Rng } from "./prng";
import type { Squad, SquadPlayer } from "./squads";
import { gameSecondsAt, StoryBuilder, weightedPick, type Participant, type Story } from "./story";
import { segmentAt } from "./state";

// Basketball: the plan's baskets (1, 2 or 3 points) get a shooter and often an assist; misses,
// rebounds, steals, blocks and turnovers fill the game around them. A rotation of nine or ten
// plays, the starters most, and two or three players take most of the shots.
const COUNTED = BOX_SCORE_COLUMNS.basketball.players.filter((c) => c !== "min");
const POSITIONS = ["PG", "SG", "SF", "PF", "C"];

interface Rotation {
  players: { p: Participant; share: number; usage: number }[];
}

function rotation(b: StoryBuilder, squad: Squad, side: Side): Rotation {
  const rng = b.rng;
  const starters = POSITIONS.map((pos) => squad.at(pos)[0]!);
  const rest = squad.players.filter((p) => !starters.includes(p)).sort((x, y) => y.rating - x.rating);
  const bench = rest.slice(0, randInt(rng, 4, 5));
  // Minutes: starters 28-38, bench 8-24, scaled so the five on court always add up.
  const minutes = [...starters.map(() => 28 + rng() * 10), ...bench.map((_, i) => 24 - i * 3 - rng() * 5)];
  const total = minutes.reduce((s, m) => s + m, 0);
  const all = [...starters, ...bench];
  const star = starters.reduce((best, p) => (p.rating > best.rating ? p : best), starters[0]!);
  const players = all.map((player, i) => {
    const share = (minutes[i]! / total) * 5;
    // A few carry the team: usage grows fast with rating, the best starter more still.
    const usage = share * (0.25 + player.rating) ** 2 * (player === star ? 2 : 1);
    return { p: b.participant(player, side, "players", i < 5), share, usage };
  });
  return { players };
}

const guardLike = (p: SquadPlayer) => (p.position === "PG" ? 3 : p.position === "SG" ? 1.6 : 1);
const bigLike = (p: SquadPlayer) =>
  p.position === "C" ? 3 : p.position === "PF" ? 2.2 : p.position === "SF" ? 1.2 : 0.7;

export function basketballStory(plan: GamePlan, squads: Record<Side, Squad>, rng: Rng): Story {
  const b = new StoryBuilder(rng);
  const rot: Record<Side, Rotation> = {
    home: rotation(b, squads.home, "home"),
    away: rotation(b, squads.away, "away"),
  };
  const shooter = (side: Side, not?: Participant) =>
    weightedPick(rng, rot[side].players, (x) => (x.p === not ? 0 : x.usage)).p;
  const passer = (side: Side, not: Participant) =>
    weightedPick(rng, rot[side].players, (x) =>
      x.p === not ? 0 : x.share * guardLike(x.p.player) * (0.5 + x.p.player.rating),
    ).p;
  const rebounder = (side: Side) =>
    weightedPick(rng, rot[side].players, (x) => x.share * bigLike(x.p.player) * (0.5 + x.p.player.rating)).p;
  const anyone = (side: Side) => weightedPick(rng, rot[side].players, (x) => x.share).p;

  const miss = (side: Side, atMs: number) => {
    const p = shooter(side);
    const three = rng() < 0.4;
    const stats: (readonly [Participant, string, number])[] = [
      [p, "fga", 1],
      ...(three ? ([[p, "tpa", 1]] as const) : []),
    ];
    if (!three && rng() < 0.09) stats.push([anyone(otherSide(side)), "blk", 1]);
    stats.push([rebounder(rng() < 0.27 ? side : otherSide(side)), "reb", 1]);
    b.add({ atMs, stats });
  };

  for (const e of plan.events) {
    const side = e.side;
    const seg = segmentAt(plan, e.atMs)!;
    const p = shooter(side);
    let stats: (readonly [Participant, string, number])[];
    if (e.points === 3)
      stats = [
        [p, "fgm", 1],
        [p, "fga", 1],
        [p, "tpm", 1],
        [p, "tpa", 1],
        [p, "pts", 3],
      ];
    else if (e.points === 2 && rng() < 0.86)
      stats = [
        [p, "fgm", 1],
        [p, "fga", 1],
        [p, "pts", 2],
      ];
    else if (e.points === 2)
      stats = [
        [p, "ftm", 2],
        [p, "fta", 2],
        [p, "pts", 2],
      ];
    else
      stats = [
        [p, "ftm", 1],
        [p, "fta", rng() < 0.5 ? 2 : 1],
        [p, "pts", 1],
      ];
    if (stats[0]![1] === "fgm" && rng() < (e.points === 3 ? 0.85 : 0.58)) stats.push([passer(side, p), "ast", 1]);
    b.add({ atMs: e.atMs, stats });
    // The misses around each make (about 46 % shooting), in the same stretch of play.
    if (stats[0]![1] === "fgm") for (let i = poisson(rng, 1.15); i > 0; i--) miss(side, b.within(seg));
  }
  // Turnovers (about 13 a team), half of them steals.
  for (const seg of plan.segments.filter((s) => s.kind === "play"))
    for (const side of ["home", "away"] as const) {
      const n = poisson(rng, ((seg.clockSeconds ?? 720) / 2880) * 13);
      for (let i = 0; i < n; i++) {
        const p = anyone(side);
        const stats: (readonly [Participant, string, number])[] = [[p, "to", 1]];
        if (rng() < 0.55) stats.push([anyone(otherSide(side)), "stl", 1]);
        b.add({ atMs: b.within(seg), stats });
      }
    }

  const byP = new Map<Participant, number>();
  for (const side of ["home", "away"] as const) for (const x of rot[side].players) byP.set(x.p, x.share);
  const lineup = (side: Side) => {
    const players = rot[side].players.map((x) => x.p.player);
    return {
      formation: null,
      starters: players.slice(0, 5),
      bench: squads[side].players.filter((p) => !players.slice(0, 5).includes(p)),
    };
  };
  return {
    sport: "basketball",
    plan,
    squads,
    participants: b.participants,
    events: b.sortedEvents(),
    lineups: { home: lineup("home"), away: lineup("away") },
    counted: { players: COUNTED },
    timed: (p, elapsedMs) => ({ min: Math.round(((byP.get(p) ?? 0) * gameSecondsAt(plan, elapsedMs)) / 60) }),
  };
}
