import { otherSide, type GamePlan, type Side } from "./plan";
import { poisson, randInt, weighted, type Rng } from "./prng";
import type { Squad, SquadPlayer } from "./squads";
import { playSegments, StoryBuilder, weightedPick, type Participant, type Story, type StoryKey } from "./story";

// Football: the plan's scoring drives become touchdowns (thrown or run), extra points,
// two-point conversions, field goals and safeties, each at its planned instant; passes and
// runs between them make the yards. The kicker, the quarterback, the backs and receivers fill
// the box score.
const COUNTED = {
  passing: ["cmp", "att", "yds", "td", "int"],
  rushing: ["car", "yds", "td"],
  receiving: ["rec", "yds", "td"],
  kicking: ["fgm", "fga", "xpm", "xpa"],
} as const;

interface Offense {
  side: Side;
  qb: Participant;
  rushers: { p: Participant; w: number }[];
  receivers: { p: Participant; w: number }[];
  kicker: Participant;
  defenders: SquadPlayer[];
  starters: SquadPlayer[];
}

function offense(b: StoryBuilder, squad: Squad, side: Side): Offense {
  const rng = b.rng;
  const qb = squad.at("QB")[0]!;
  const [rb1, rb2] = squad.at("RB");
  const wrs = squad.at("WR").slice(0, 4);
  const [te] = squad.at("TE");
  const starters = [
    qb,
    rb1!,
    ...wrs.slice(0, 3),
    te!,
    ...squad.at("OL").slice(0, 5),
    ...squad.at("DL").slice(0, 4),
    ...squad.at("LB").slice(0, 3),
    ...squad.at("CB").slice(0, 2),
    ...squad.at("S").slice(0, 2),
    ...squad.at("K"),
    ...squad.at("P"),
  ];
  const passing = b.participant(qb, side, "passing", true);
  const rushers = [
    { p: b.participant(rb1!, side, "rushing", true), w: 0.62 },
    { p: b.participant(rb2!, side, "rushing", false), w: 0.24 },
    { p: b.participant(qb, side, "rushing", true), w: 0.12 },
    { p: b.participant(wrs[0]!, side, "rushing", true), w: 0.02 },
  ];
  const receivers = [
    ...wrs.map((p, i) => ({
      p: b.participant(p, side, "receiving", i < 3),
      w: [0.3, 0.22, 0.14, 0.05][i]! * (0.6 + p.rating),
    })),
    { p: b.participant(te!, side, "receiving", true), w: 0.17 * (0.6 + te!.rating) },
    { p: b.participant(rb1!, side, "receiving", true), w: 0.12 },
  ];
  const kicker = b.participant(squad.at("K")[0]!, side, "kicking", true);
  const defenders = [...squad.at("DL").slice(0, 4), ...squad.at("LB").slice(0, 3)];
  void rng;
  return { side, qb: passing, rushers, receivers, kicker, defenders, starters };
}

/** Yards of a completed pass or a run (a few long ones). */
const passGain = (rng: Rng) => Math.max(-2, Math.round(4 + rng() * 10 + (rng() < 0.12 ? rng() * 40 : 0)));
const runGain = (rng: Rng) => Math.max(-4, Math.round(-1 + rng() * 8 + (rng() < 0.08 ? rng() * 30 : 0)));
const tdDistance = (rng: Rng) => Math.max(1, Math.round(rng() < 0.55 ? 1 + rng() * 12 : 10 + rng() * 65));

export function footballStory(plan: GamePlan, squads: Record<Side, Squad>, rng: Rng): Story {
  const b = new StoryBuilder(rng);
  const teams: Record<Side, Offense> = { home: offense(b, squads.home, "home"), away: offense(b, squads.away, "away") };
  const rusher = (o: Offense) => weightedPick(rng, o.rushers, (x) => x.w).p;
  const receiver = (o: Offense) => weightedPick(rng, o.receivers, (x) => x.w).p;
  const qbRush = (o: Offense) => o.rushers.find((x) => x.p.player === o.qb.player)!.p;

  const touchdown = (o: Offense, atMs: number) => {
    const yds = tdDistance(rng);
    if (rng() < 0.58) {
      const r = receiver(o);
      b.add({
        atMs,
        stats: [
          [o.qb, "cmp", 1],
          [o.qb, "att", 1],
          [o.qb, "yds", yds],
          [o.qb, "td", 1],
          [r, "rec", 1],
          [r, "yds", yds],
          [r, "td", 1],
        ],
        team: [[o.side, "firstDowns", 1]],
        key: {
          kind: "touchdown",
          side: o.side,
          players: [
            { player: r.player, role: "scorer" },
            { player: o.qb.player, role: "assist" },
          ],
          points: 6,
        },
      });
    } else {
      const r = rusher(o);
      b.add({
        atMs,
        stats: [
          [r, "car", 1],
          [r, "yds", yds],
          [r, "td", 1],
        ],
        team: [[o.side, "firstDowns", 1]],
        key: { kind: "touchdown", side: o.side, players: [{ player: r.player, role: "scorer" }], points: 6 },
      });
    }
  };

  for (const e of plan.events) {
    const o = teams[e.side];
    const key = (kind: StoryKey["kind"], player: SquadPlayer, points: number): StoryKey => ({
      kind,
      side: o.side,
      players: [{ player, role: "scorer" }],
      points,
    });
    if (e.points === 3) {
      b.add({
        atMs: e.atMs,
        stats: [
          [o.kicker, "fgm", 1],
          [o.kicker, "fga", 1],
        ],
        key: key("field-goal", o.kicker.player, 3),
      });
    } else if (e.points === 2) {
      const d = weightedPick(rng, o.defenders, (p) => 0.5 + p.rating);
      b.add({ atMs: e.atMs, key: key("safety", d, 2) });
    } else {
      touchdown(o, e.atMs);
      if (e.points === 7)
        b.add({
          atMs: e.atMs,
          stats: [
            [o.kicker, "xpm", 1],
            [o.kicker, "xpa", 1],
          ],
          key: key("extra-point", o.kicker.player, 1),
        });
      else if (e.points === 8) {
        const passed = rng() < 0.5;
        const who = passed ? receiver(o) : rusher(o);
        b.add({ atMs: e.atMs, key: key("two-point", who.player, 2) });
      } else if (e.points === 6 && plan.segments[plan.segments.length - 1]!.endMs - 1 !== e.atMs)
        b.add({ atMs: e.atMs, stats: [[o.kicker, "xpa", 1]] }); // a missed kick (an overtime touchdown ends the game)
    }
  }

  for (const seg of playSegments(plan)) {
    const part = (seg.clockSeconds ?? 900) / 900;
    for (const side of ["home", "away"] as const) {
      const o = teams[side];
      for (let i = poisson(rng, 8.2 * part); i > 0; i--) {
        const atMs = b.within(seg);
        const roll = rng();
        if (roll < 0.025)
          b.add({
            atMs,
            stats: [
              [o.qb, "att", 1],
              [o.qb, "int", 1],
            ],
            team: [[side, "turnovers", 1]],
          });
        else if (roll < 0.36) b.add({ atMs, stats: [[o.qb, "att", 1]] });
        else {
          const r = receiver(o);
          const yds = passGain(rng);
          b.add({
            atMs,
            stats: [
              [o.qb, "cmp", 1],
              [o.qb, "att", 1],
              [o.qb, "yds", yds],
              [r, "rec", 1],
              [r, "yds", yds],
            ],
            team: yds >= 10 || rng() < 0.2 ? [[side, "firstDowns", 1]] : [],
          });
        }
      }
      for (let i = poisson(rng, 6.6 * part); i > 0; i--) {
        const r = rng() < 0.1 ? qbRush(o) : rusher(o);
        const yds = runGain(rng);
        const fumble = rng() < 0.008;
        b.add({
          atMs: b.within(seg),
          stats: [
            [r, "car", 1],
            [r, "yds", yds],
          ],
          team: [
            ...(yds >= 10 || rng() < 0.2 ? ([[side, "firstDowns", 1]] as const) : []),
            ...(fumble ? ([[side, "turnovers", 1]] as const) : []),
          ],
        });
      }
      for (let i = poisson(rng, 0.1 * part); i > 0; i--) b.add({ atMs: b.within(seg), stats: [[o.kicker, "fga", 1]] });
      for (let i = poisson(rng, 1.6 * part); i > 0; i--) b.add({ atMs: b.within(seg), team: [[side, "penalties", 1]] });
      b.add({
        atMs: b.within(seg),
        team: [
          [
            otherSide(side),
            "sacks",
            weighted(rng, [
              [0, 50],
              [1, 35],
              [2, 15],
            ] as const),
          ],
        ],
      });
    }
  }
  void randInt;

  const lineup = (side: Side) => ({
    formation: null,
    starters: teams[side].starters,
    bench: squads[side].players.filter((p) => !teams[side].starters.includes(p)),
  });
  return {
    sport: "football",
    plan,
    squads,
    participants: b.participants,
    events: b.sortedEvents(),
    lineups: { home: lineup("home"), away: lineup("away") },
    counted: COUNTED,
    timed: () => ({}),
  };
}
