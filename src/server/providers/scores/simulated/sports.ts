import type { Sport } from "@shared/schemas/teams";
import { MIN, ordinal, otherSide, PlanBuilder, type GamePlan, type Side } from "./plan";
import { pick, poisson, randInt, weighted, type Rng } from "./prng";

// Sport-realistic game plans: baskets of 1-3, touchdowns and field goals, runs per half-inning,
// goals; overtime, extra innings, shoot-outs and penalties when a game is tied.
const SIDES: Side[] = ["home", "away"];

function basketball(rng: Rng): GamePlan {
  const b = new PlanBuilder(rng);
  const basket = () =>
    weighted(rng, [
      [2, 60],
      [3, 28],
      [1, 12],
    ] as const);
  for (let q = 1; q <= 4; q++) {
    const seg = b.play(q, `Q${q}`, 30 * MIN, { clockSeconds: 720 });
    for (const side of SIDES) b.scatter(seg, side, Array.from({ length: randInt(rng, 11, 15) }, basket));
    if (q < 4) b.pause(q, q === 2 ? "Halftime" : `End of ${ordinal(q)}`, q === 2 ? 15 * MIN : 2.5 * MIN);
  }
  let ot = 0;
  while (b.tied) {
    ot++;
    b.pause(4 + ot - 1, ot === 1 ? "End of 4th" : "End of OT", 2.5 * MIN);
    const seg = b.play(4 + ot, ot === 1 ? "OT" : `${ot}OT`, 12 * MIN, { clockSeconds: 300 });
    for (const side of SIDES) b.scatter(seg, side, Array.from({ length: randInt(rng, 2, 5) }, basket));
    if (ot === 3 && b.tied) b.scoreAt(seg.endMs - 2, pick(rng, SIDES), 2);
  }
  return b.done(ot === 0 ? "Final" : ot === 1 ? "Final/OT" : `Final/${ot}OT`);
}

function football(rng: Rng): GamePlan {
  const b = new PlanBuilder(rng);
  const drive = () =>
    weighted(rng, [
      [7, 55],
      [6, 3],
      [8, 3],
      [3, 38],
      [2, 1],
    ] as const);
  for (let q = 1; q <= 4; q++) {
    const seg = b.play(q, `Q${q}`, 45 * MIN, { clockSeconds: 900 });
    for (const side of SIDES)
      b.scatter(
        seg,
        side,
        Array.from(
          {
            length: weighted(rng, [
              [0, 42],
              [1, 40],
              [2, 15],
              [3, 3],
            ] as const),
          },
          drive,
        ),
      );
    if (q < 4) b.pause(q, q === 2 ? "Halftime" : `End of ${ordinal(q)}`, q === 2 ? 20 * MIN : 2 * MIN);
  }
  if (!b.tied) return b.done("Final");
  b.pause(4, "End of 4th", 3 * MIN);
  const seg = b.play(5, "OT", 25 * MIN, { clockSeconds: 600 });
  const at = seg.startMs + Math.floor(rng() * (seg.endMs - seg.startMs - 2)) + 1;
  b.scoreAt(
    at,
    pick(rng, SIDES),
    weighted(rng, [
      [3, 55],
      [6, 45],
    ] as const),
  );
  b.endAt(at);
  return b.done("Final/OT");
}

function hockey(rng: Rng): GamePlan {
  const b = new PlanBuilder(rng);
  for (let p = 1; p <= 3; p++) {
    const seg = b.play(p, ordinal(p), 35 * MIN, { clockSeconds: 1200 });
    for (const side of SIDES)
      b.scatter(
        seg,
        side,
        Array.from({ length: poisson(rng, 1) }, () => 1),
      );
    if (p < 3) b.pause(p, `End of ${ordinal(p)}`, 18 * MIN);
  }
  if (!b.tied) return b.done("Final");
  b.pause(3, "End of 3rd", 3 * MIN);
  const ot = b.play(4, "OT", 10 * MIN, { clockSeconds: 300 });
  if (rng() < 0.65) {
    const at = ot.startMs + 1 + Math.floor(rng() * (ot.endMs - ot.startMs - 2));
    b.scoreAt(at, pick(rng, SIDES), 1);
    b.endAt(at);
    return b.done("Final/OT");
  }
  b.pause(4, "End of OT", 2 * MIN);
  // The shoot-out decides the winner but is not a period: no goal of it counts in the score,
  // the line score or a player's line; its tally is reported beside the score, as penalties are.
  b.play(5, "SO", 8 * MIN);
  const winner = pick(rng, SIDES);
  const loserGoals = randInt(rng, 0, 2);
  b.shootout = { home: 0, away: 0 };
  b.shootout[winner] = loserGoals + 1;
  b.shootout[otherSide(winner)] = loserGoals;
  return b.done("Final/SO");
}

function soccer(knockout: boolean) {
  return (rng: Rng): GamePlan => {
    const b = new PlanBuilder(rng);
    const half = (period: number, from: number, regular: number, stoppage: number, mean: number) => {
      const seg = b.play(period, period <= 2 ? `${ordinal(period)} Half` : "Extra Time", (regular + stoppage) * MIN, {
        soccer: { fromMinute: from, regularMinutes: regular },
      });
      for (const side of SIDES)
        b.scatter(
          seg,
          side,
          Array.from({ length: poisson(rng, mean) }, () => 1),
        );
    };
    half(1, 0, 45, randInt(rng, 1, 4), 0.68);
    b.pause(1, "Halftime", 15 * MIN);
    half(2, 45, 45, randInt(rng, 2, 7), 0.72);
    if (!knockout || !b.tied) return b.done("FT");
    b.pause(2, "End of 2nd Half", 5 * MIN);
    half(3, 90, 15, randInt(rng, 0, 2), 0.18);
    b.pause(3, "Extra Time Half Time", 2 * MIN);
    half(4, 105, 15, randInt(rng, 1, 3), 0.18);
    if (!b.tied) return b.done("AET");
    b.pause(4, "End of Extra Time", 3 * MIN);
    b.play(5, "Penalties", 10 * MIN);
    const winner = pick(rng, SIDES);
    const scored = randInt(rng, 3, 5);
    b.shootout = { home: 0, away: 0 };
    b.shootout[winner] = scored;
    b.shootout[otherSide(winner)] = scored - (scored === 5 ? randInt(rng, 1, 2) : 1);
    return b.done("FT-Pens");
  };
}

function baseball(rng: Rng): GamePlan {
  const b = new PlanBuilder(rng);
  const runs = () =>
    weighted(rng, [
      [0, 72],
      [1, 15],
      [2, 7],
      [3, 3.5],
      [4, 1.5],
      [5, 1],
    ] as const);
  for (let inning = 1; ; inning++) {
    const top = b.play(inning, "Top", randInt(rng, 8, 13) * MIN);
    if (inning === 15 && b.tied) b.scoreAt(top.endMs - 2, "away", 1);
    else
      b.scatter(
        top,
        "away",
        Array.from({ length: runs() }, () => 1),
      );
    if (inning >= 9 && b.score.home > b.score.away) return b.done(inning === 9 ? "Final" : `Final/${inning}`);
    b.pause(inning, `Mid ${ordinal(inning)}`, 2 * MIN);
    const bottom = b.play(inning, "Bot", randInt(rng, 8, 13) * MIN);
    const n = runs();
    const times = Array.from(
      { length: n },
      () => bottom.startMs + 1 + Math.floor(rng() * (bottom.endMs - bottom.startMs - 2)),
    ).sort((x, y) => x - y);
    for (const at of times) {
      b.scoreAt(at, "home", 1);
      if (inning >= 9 && b.score.home > b.score.away) {
        b.endAt(at); // walk-off
        return b.done(inning === 9 ? "Final" : `Final/${inning}`);
      }
    }
    if (inning >= 9 && !b.tied) return b.done(inning === 9 ? "Final" : `Final/${inning}`);
    b.pause(inning, `End ${ordinal(inning)}`, 2 * MIN);
  }
}

const PLANNERS: Record<Sport, (rng: Rng) => GamePlan> = {
  basketball,
  football,
  hockey,
  baseball,
  soccer: soccer(false),
};

/**
 * The plan of one game; a knockout soccer tie (the World Cup's by default) goes to extra time and
 * penalties. A few outdoor games are postponed.
 */
export function planGame(sport: Sport, league: string, rng: Rng, knockout = league === "fifa-world-cup"): GamePlan {
  const plan = sport === "soccer" && knockout ? soccer(true)(rng) : PLANNERS[sport](rng);
  const outdoor = sport === "baseball" || sport === "football" || (sport === "soccer" && league !== "fifa-world-cup");
  if (outdoor && rng() < 0.02) return { ...plan, postponed: true, events: [], finalDetail: "Postponed" };
  return plan;
}
