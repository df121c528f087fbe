import { otherSide, type GamePlan, type Segment, type Side } from "./plan";
import { randInt, shuffle, weighted, type Rng } from "./prng";
import type { Squad, SquadPlayer } from "./squads";
import { StoryBuilder, type Participant, type Story, type StoryEvent } from "./story";

// Baseball: nine batters in order and a starting pitcher, relievers after five to seven
// innings. Each half-inning is played out plate appearance by plate appearance around the
// plan's runs: every run crosses the plate at its planned instant (a solo home run, or a runner
// driven in by a hit or a sacrifice fly), and every half-inning that is not a walk-off ends on
// its third out.
const BATTING = ["ab", "r", "h", "rbi", "hr", "bb", "so"] as const;
/** `outs` becomes the innings pitched ("6.2") when presented. */
const PITCHING = ["outs", "h", "r", "er", "bb", "so", "hr"] as const;
const FIELD = ["C", "1B", "2B", "3B", "SS", "LF", "CF", "RF", "DH"];

interface Club {
  side: Side;
  order: Participant[];
  next: number;
  pitchers: SquadPlayer[];
  pitcher: Participant;
  outsByPitcher: number;
  quota: number;
  used: Participant[];
  starters: SquadPlayer[];
}

function club(b: StoryBuilder, squad: Squad, side: Side): Club {
  const rng = b.rng;
  const nine = FIELD.map((pos) => squad.at(pos)[0]!);
  // The better hitters bat near the top, not always in the same order.
  const order = shuffle(rng, nine)
    .map((p) => ({ p, k: p.rating + rng() * 0.6 }))
    .sort((x, y) => y.k - x.k)
    .map(({ p }) => p);
  const batters = order.map((p) => b.participant(p, side, "batting", true));
  const sp = squad.at("SP")[randInt(rng, 0, 4)]!;
  const pitcher = b.participant(sp, side, "pitching", true);
  return {
    side,
    order: batters,
    next: 0,
    pitchers: [...squad.at("RP")].sort((x, y) => x.rating - y.rating),
    pitcher,
    outsByPitcher: 0,
    quota: randInt(rng, 15, 21),
    used: [pitcher],
    starters: [...order, sp],
  };
}

type Outcome = "out" | "k" | "walk" | "single" | "double" | "hr" | "rbi-hit" | "sac-fly";

/** The plate appearances of one half-inning that scores `runs`, ending on the third out unless it is a walk-off. */
function halfInning(rng: Rng, runs: number, walkOff: boolean): Outcome[] {
  const pas: Outcome[] = [];
  let outs = 0;
  let onBase = 0;
  let left = runs;
  while (walkOff ? left > 0 : outs < 3) {
    let o: Outcome;
    if (left > 0 && onBase === 3) o = "rbi-hit";
    else if (left > 0 && outs < 2 && rng() < 0.3) o = rng() < 0.3 ? "k" : "out";
    else if (left > 0 && onBase === 0)
      o =
        rng() < 0.35
          ? "hr"
          : weighted(rng, [
              ["single", 6],
              ["walk", 3],
              ["double", 2],
            ] as const);
    else if (left > 0)
      o =
        outs < 2 && rng() < 0.15
          ? "sac-fly"
          : rng() < 0.65
            ? "rbi-hit"
            : weighted(rng, [
                ["single", 3],
                ["walk", 2],
              ] as const);
    else if (onBase < 3 && rng() < 0.3)
      o = weighted(rng, [
        ["single", 6],
        ["walk", 3],
        ["double", 2],
      ] as const);
    else o = rng() < 0.3 ? "k" : "out";
    if (o === "out" || o === "k") outs++;
    else if (o === "sac-fly") {
      outs++;
      left--;
      onBase--;
    } else if (o === "hr" || o === "rbi-hit")
      left--; // a hit's batter takes the base its lead runner leaves
    else onBase++;
    pas.push(o);
  }
  return pas;
}

export function baseballStory(plan: GamePlan, squads: Record<Side, Squad>, rng: Rng): Story {
  const b = new StoryBuilder(rng);
  const clubs: Record<Side, Club> = { home: club(b, squads.home, "home"), away: club(b, squads.away, "away") };
  const halves = plan.segments.filter((s) => s.kind === "play" && (s.label === "Top" || s.label === "Bot"));
  const last = halves[halves.length - 1];
  const finalScore = plan.events.reduce((s, e) => ((s[e.side] += e.points), s), { home: 0, away: 0 });

  for (const seg of halves) {
    const side: Side = seg.label === "Top" ? "away" : "home";
    const bat = clubs[side];
    const field = clubs[otherSide(side)];
    const runTimes = plan.events
      .filter((e) => e.side === side && e.atMs >= seg.startMs && e.atMs < seg.endMs)
      .map((e) => e.atMs);
    const walkOff = seg === last && side === "home" && finalScore.home > finalScore.away && runTimes.length > 0;
    const pas = halfInning(rng, runTimes.length, walkOff);
    const times = timesOf(pas, runTimes, seg);
    const runners: Participant[] = [];
    pas.forEach((o, i) => {
      const atMs = times[i]!;
      const batter = bat.order[bat.next % 9]!;
      bat.next++;
      // A tired pitcher leaves between batters; the next reliever comes in.
      if (field.outsByPitcher >= field.quota && field.pitchers.length) {
        field.pitcher = b.participant(field.pitchers.shift()!, field.side, "pitching", false, atMs);
        field.used.push(field.pitcher);
        field.outsByPitcher = 0;
        field.quota = field.pitchers.length ? randInt(rng, 2, 5) : 99;
      }
      const p = field.pitcher;
      const e: StoryEvent = { atMs, stats: [] };
      const s = e.stats!;
      switch (o) {
        case "out":
        case "k":
          s.push([batter, "ab", 1], [p, "outs", 1]);
          if (o === "k") s.push([batter, "so", 1], [p, "so", 1]);
          field.outsByPitcher++;
          break;
        case "walk":
          s.push([batter, "bb", 1], [p, "bb", 1]);
          runners.push(batter);
          break;
        case "single":
        case "double":
          s.push([batter, "ab", 1], [batter, "h", 1], [p, "h", 1]);
          runners.push(batter);
          break;
        case "hr":
          s.push([batter, "ab", 1], [batter, "h", 1], [batter, "hr", 1], [batter, "r", 1], [batter, "rbi", 1]);
          s.push([p, "h", 1], [p, "hr", 1], [p, "r", 1], [p, "er", 1]);
          e.key = { kind: "home-run", side, players: [{ player: batter.player, role: "scorer" }], points: 1 };
          break;
        case "rbi-hit":
        case "sac-fly": {
          const runner = runners.shift()!;
          s.push([runner, "r", 1], [batter, "rbi", 1], [p, "r", 1], [p, "er", 1]);
          if (o === "rbi-hit") {
            s.push([batter, "ab", 1], [batter, "h", 1], [p, "h", 1]);
            runners.push(batter);
          } else {
            s.push([p, "outs", 1]);
            field.outsByPitcher++;
          }
          e.key = {
            kind: "run",
            side,
            players: [
              { player: runner.player, role: "scorer" },
              { player: batter.player, role: "assist" },
            ],
            points: 1,
          };
          break;
        }
      }
      b.add(e);
    });
    // An error now and then (a team counter: it changes no one's line).
    if (rng() < 0.07) b.add({ atMs: b.within(seg), team: [[field.side, "errors", 1]] });
  }

  const lineup = (side: Side) => ({
    formation: null,
    starters: clubs[side].starters,
    bench: squads[side].players.filter((p) => !clubs[side].starters.includes(p)),
  });
  return {
    sport: "baseball",
    plan,
    squads,
    participants: b.participants,
    events: b.sortedEvents(),
    lineups: { home: lineup("home"), away: lineup("away") },
    counted: { batting: BATTING, pitching: PITCHING },
    timed: (p, _elapsedMs, counts): Record<string, string> =>
      p.group === "pitching" ? { ip: `${Math.floor((counts.outs ?? 0) / 3)}.${(counts.outs ?? 0) % 3}` } : {},
  };
}

/**
 * The instants of a half-inning's plate appearances: each run-scoring one exactly at its
 * planned run, the others spread evenly in the gaps around them.
 */
function timesOf(pas: Outcome[], runTimes: number[], seg: Segment): number[] {
  const scores = (o: Outcome) => o === "hr" || o === "rbi-hit" || o === "sac-fly";
  const times: number[] = new Array<number>(pas.length);
  const anchors: { index: number; at: number }[] = [{ index: -1, at: seg.startMs }];
  let k = 0;
  pas.forEach((o, i) => {
    if (scores(o)) anchors.push({ index: i, at: runTimes[k++]! });
  });
  anchors.push({ index: pas.length, at: seg.endMs - 1 });
  for (let a = 0; a + 1 < anchors.length; a++) {
    const from = anchors[a]!;
    const to = anchors[a + 1]!;
    if (to.index < pas.length) times[to.index] = to.at;
    const gap = to.index - from.index - 1;
    for (let j = 1; j <= gap; j++)
      times[from.index + j] = Math.min(to.at, from.at + Math.floor(((to.at - from.at) * j) / (gap + 1)));
  }
  return times;
}
