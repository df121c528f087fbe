import { otherSide, type GamePlan, type Side } from "./plan";
import { poisson, weighted, type Rng } from "./prng";
import type { Squad } from "./squads";
import { gameSecondsAt, mmss, playSegments, StoryBuilder, weightedPick, type Participant, type Story } from "./story";

// Hockey: four forward lines and three defence pairs share the ice, the starting goalie plays
// it all. The plan's goals get a scorer and up to two assists; shots, saves and penalties fill
// the periods. The shoot-out scores no goal (its tally is reported beside the score).
const SKATER_STATS = ["g", "a", "sog", "pim", "pm"] as const;
const GOALIE_STATS = ["sa", "sv", "ga"] as const;
const LINE_SHARES = [0.34, 0.28, 0.22, 0.16];
const PAIR_SHARES = [0.4, 0.33, 0.27];

interface Bench {
  skaters: { p: Participant; share: number; attack: number }[];
  goalie: Participant;
  dressed: Participant[];
}

function dress(b: StoryBuilder, squad: Squad, side: Side): Bench {
  const rng = b.rng;
  const skaters: Bench["skaters"] = [];
  for (let line = 0; line < 4; line++)
    for (const pos of ["C", "LW", "RW"]) {
      const player = squad.at(pos)[line]!;
      const p = b.participant(player, side, "skaters", line === 0);
      skaters.push({
        p,
        share: LINE_SHARES[line]!,
        attack: LINE_SHARES[line]! * (0.3 + player.rating) * (pos === "C" ? 1 : 1.1),
      });
    }
  const d = squad.at("D");
  for (let i = 0; i < 6; i++) {
    const p = b.participant(d[i]!, side, "skaters", i < 2);
    const share = PAIR_SHARES[Math.floor(i / 2)]!;
    skaters.push({ p, share, attack: share * (0.3 + d[i]!.rating) * 0.3 });
  }
  const goalies = squad.at("G");
  const starter = rng() < 0.72 ? goalies[0]! : goalies[1]!;
  const goalie = b.participant(starter, side, "goalies", true);
  return { skaters, goalie, dressed: [...skaters.map((s) => s.p), goalie] };
}

export function hockeyStory(plan: GamePlan, squads: Record<Side, Squad>, rng: Rng): Story {
  const b = new StoryBuilder(rng);
  const team: Record<Side, Bench> = { home: dress(b, squads.home, "home"), away: dress(b, squads.away, "away") };
  const shooter = (side: Side, not: Participant[] = []) =>
    weightedPick(rng, team[side].skaters, (s) => (not.includes(s.p) ? 0 : s.attack)).p;
  const onIce = (side: Side, already: Participant[]) => {
    const five = [...already];
    while (five.length < 5)
      five.push(weightedPick(rng, team[side].skaters, (s) => (five.includes(s.p) ? 0 : s.share)).p);
    return five;
  };

  for (const e of plan.events) {
    const side = e.side;
    const scorer = shooter(side);
    const assists: Participant[] = [];
    const n = weighted(rng, [
      [2, 68],
      [1, 24],
      [0, 8],
    ] as const);
    for (let i = 0; i < n; i++) assists.push(shooter(side, [scorer, ...assists]));
    const goalie = team[otherSide(side)].goalie;
    const plus = onIce(side, [scorer, ...assists]);
    const minus = onIce(otherSide(side), []);
    b.add({
      atMs: e.atMs,
      stats: [
        [scorer, "g", 1],
        [scorer, "sog", 1],
        ...assists.map((a) => [a, "a", 1] as const),
        [goalie, "sa", 1],
        [goalie, "ga", 1],
        ...plus.map((p) => [p, "pm", 1] as const),
        ...minus.map((p) => [p, "pm", -1] as const),
      ],
      key: {
        kind: "goal",
        side,
        players: [
          { player: scorer.player, role: "scorer" },
          ...assists.map((a) => ({ player: a.player, role: "assist" as const })),
        ],
        points: 1,
      },
    });
  }

  for (const seg of playSegments(plan)) {
    if (seg.clockSeconds === undefined) continue; // the shoot-out
    const part = seg.clockSeconds / 1200;
    for (const side of ["home", "away"] as const) {
      // Saved shots (about 28 a game) and hits, faceoffs won.
      for (let i = poisson(rng, 9.3 * part); i > 0; i--) {
        const goalie = team[otherSide(side)].goalie;
        b.add({
          atMs: b.within(seg),
          stats: [
            [shooter(side), "sog", 1],
            [goalie, "sa", 1],
            [goalie, "sv", 1],
          ],
        });
      }
      b.add({ atMs: b.within(seg), team: [[side, "hits", poisson(rng, 7 * part)]] });
      b.add({ atMs: b.within(seg), team: [[side, "fow", poisson(rng, 10 * part)]] });
      // Penalties (about three a team), defencemen more often.
      for (let i = poisson(rng, 1.2 * part); i > 0; i--) {
        const p = weightedPick(rng, team[side].skaters, (s) => s.share * (s.p.player.position === "D" ? 1.5 : 1)).p;
        const minutes = weighted(rng, [
          [2, 88],
          [4, 7],
          [5, 5],
        ] as const);
        b.add({
          atMs: b.within(seg),
          stats: [[p, "pim", minutes]],
          key: { kind: "penalty", side, players: [{ player: p.player, role: "player" }], points: 0 },
        });
      }
    }
  }

  const shares = new Map<Participant, number>();
  for (const side of ["home", "away"] as const) {
    for (const s of team[side].skaters) shares.set(s.p, s.share);
    shares.set(team[side].goalie, 1);
  }
  const lineup = (side: Side) => {
    const dressed = team[side].dressed;
    const starters = dressed.filter((p) => p.starter).map((p) => p.player);
    const bench = squads[side].players.filter((p) => !starters.includes(p));
    return { formation: null, starters, bench };
  };
  return {
    sport: "hockey",
    plan,
    squads,
    participants: b.participants,
    events: b.sortedEvents(),
    lineups: { home: lineup("home"), away: lineup("away") },
    counted: { skaters: SKATER_STATS, goalies: GOALIE_STATS },
    timed: (p, elapsedMs) => ({ toi: mmss((shares.get(p) ?? 0) * gameSecondsAt(plan, elapsedMs)) }),
  };
}
