import { MIN, otherSide, type GamePlan, type Segment, type Side } from "./plan";
import { pick, poisson, randInt, weighted, type Rng } from "./prng";
import type { Squad, SquadPlayer } from "./squads";
import { playSegments, StoryBuilder, weightedPick, type Participant, type Story, type StoryKey } from "./story";

// Soccer: a formation and its eleven, a bench of nine; the plan's goals (a few penalties and
// own goals among them) go to the players on the pitch at that minute, after the substitutions
// and red cards before it. Shots, saves, cards and corners fill the halves.
const FORMATIONS = ["4-3-3", "4-4-2", "4-2-3-1", "3-5-2", "3-4-3", "5-3-2", "4-1-4-1"] as const;
const PLAYER_STATS = ["g", "a", "sh", "sot", "yc", "rc"] as const;
const KEEPER_STATS = ["sv", "ga"] as const;

interface Team {
  side: Side;
  formation: string;
  starters: SquadPlayer[];
  /** Substitutes still on the bench. */
  bench: SquadPlayer[];
  /** The bench as named before kick-off. */
  named: SquadPlayer[];
  onPitch: SquadPlayer[];
  booked: Set<SquadPlayer>;
  keeper: Participant;
  parts: Map<SquadPlayer, Participant>;
}

/** The match minute at a planned instant, as a player's minutes count it (stoppage time not counted). */
function minuteAt(plan: GamePlan, ms: number): number {
  let minute = 0;
  for (const s of plan.segments) {
    if (s.kind !== "play" || !s.soccer) continue;
    if (ms < s.startMs) break;
    const end = s.soccer.fromMinute + s.soccer.regularMinutes;
    minute = Math.min(end, s.soccer.fromMinute + Math.floor((ms - s.startMs) / MIN) + 1);
  }
  return minute;
}

function pickXI(b: StoryBuilder, squad: Squad, side: Side): Team {
  const rng = b.rng;
  // Each club has a favourite shape and sometimes changes it.
  const favourite = pick(b.rng, FORMATIONS);
  const formation = rng() < 0.75 ? favourite : pick(rng, FORMATIONS);
  const shape = formation.split("-").map(Number);
  const counts = { DF: shape[0]!, FW: shape[shape.length - 1]!, MF: 10 - shape[0]! - shape[shape.length - 1]! };
  const starters = [
    squad.at("GK")[0]!,
    ...squad.at("DF").slice(0, counts.DF),
    ...squad.at("MF").slice(0, counts.MF),
    ...squad.at("FW").slice(0, counts.FW),
  ];
  const rest = squad.players.filter((p) => !starters.includes(p));
  const bench = [
    rest.find((p) => p.position === "GK")!,
    ...rest
      .filter((p) => p.position !== "GK")
      .sort((x, y) => y.rating - x.rating)
      .slice(0, 8),
  ];
  const parts = new Map<SquadPlayer, Participant>();
  let keeper: Participant | null = null;
  for (const p of starters) {
    const part = b.participant(p, side, p.position === "GK" ? "goalkeepers" : "players", true);
    if (p.position === "GK") keeper = part;
    parts.set(p, part);
  }
  return {
    side,
    formation,
    starters,
    bench,
    named: [...bench],
    onPitch: [...starters],
    booked: new Set(),
    keeper: keeper!,
    parts,
  };
}

type Slot =
  | { atMs: number; kind: "goal"; side: Side }
  | { atMs: number; kind: "sub" | "yellow" | "red" | "penalty-missed" | "shot" | "corner" | "foul"; side: Side };

export function soccerStory(plan: GamePlan, squads: Record<Side, Squad>, rng: Rng): Story {
  const b = new StoryBuilder(rng);
  const teams: Record<Side, Team> = { home: pickXI(b, squads.home, "home"), away: pickXI(b, squads.away, "away") };
  const halves = playSegments(plan).filter((s) => s.soccer);
  const second = halves.find((s) => s.period === 2);
  const atMinute = (seg: Segment, minute: number) =>
    Math.min(seg.endMs - 2, seg.startMs + (minute - seg.soccer!.fromMinute - 1) * MIN + Math.floor(rng() * MIN));

  const slots: Slot[] = plan.events.map((e) => ({ atMs: e.atMs, kind: "goal", side: e.side }));
  for (const side of ["home", "away"] as const) {
    if (second) {
      const subs = randInt(rng, 3, 5);
      for (let i = 0; i < subs; i++)
        slots.push({ atMs: atMinute(second, rng() < 0.12 ? 46 : randInt(rng, 55, 88)), kind: "sub", side });
    }
    for (const seg of halves) {
      const part = (seg.soccer!.regularMinutes / 45) * 0.5;
      for (let i = poisson(rng, 1.9 * part); i > 0; i--) slots.push({ atMs: b.within(seg), kind: "yellow", side });
      for (let i = poisson(rng, 10 * part); i > 0; i--) slots.push({ atMs: b.within(seg), kind: "shot", side });
      for (let i = poisson(rng, 5 * part); i > 0; i--) slots.push({ atMs: b.within(seg), kind: "corner", side });
      for (let i = poisson(rng, 11 * part); i > 0; i--) slots.push({ atMs: b.within(seg), kind: "foul", side });
      if (seg.period <= 2 && rng() < 0.022) slots.push({ atMs: b.within(seg), kind: "red", side });
      if (seg.period <= 2 && rng() < 0.04) slots.push({ atMs: b.within(seg), kind: "penalty-missed", side });
    }
  }
  slots.sort((x, y) => x.atMs - y.atMs);

  const outfield = (t: Team) => t.onPitch.filter((p) => p.position !== "GK");
  const scoring = (p: SquadPlayer) => ({ FW: 1, MF: 0.45, DF: 0.12, GK: 0 })[p.position] ?? 0;
  const creating = (p: SquadPlayer) => ({ FW: 0.7, MF: 1, DF: 0.35, GK: 0.02 })[p.position] ?? 0;
  const partOf = (t: Team, p: SquadPlayer) => t.parts.get(p)!;
  const taker = (t: Team) =>
    outfield(t).reduce((best, p) => (scoring(p) * p.rating > scoring(best) * best.rating ? p : best));
  const inMinute = new Map<Participant, number>();
  const outMinute = new Map<Participant, number>();

  for (const slot of slots) {
    const t = teams[slot.side];
    const them = teams[otherSide(slot.side)];
    const atMs = slot.atMs;
    const minute = minuteAt(plan, atMs);
    const key = (kind: StoryKey["kind"], players: StoryKey["players"], points = 0): StoryKey => ({
      kind,
      side: slot.side,
      players,
      points,
    });
    switch (slot.kind) {
      case "goal": {
        const kind = weighted(rng, [
          ["goal", 87],
          ["penalty-goal", 9],
          ["own-goal", 4],
        ] as const);
        if (kind === "own-goal") {
          const p = weightedPick(rng, outfield(them), (x) => (x.position === "DF" ? 3 : 1));
          b.add({ atMs, stats: [[them.keeper, "ga", 1]], key: key("own-goal", [{ player: p, role: "scorer" }], 1) });
        } else if (kind === "penalty-goal") {
          const p = partOf(t, taker(t));
          b.add({
            atMs,
            stats: [
              [p, "g", 1],
              [p, "sh", 1],
              [p, "sot", 1],
              [them.keeper, "ga", 1],
            ],
            key: key("penalty-goal", [{ player: p.player, role: "scorer" }], 1),
          });
        } else {
          const scorer = weightedPick(rng, outfield(t), (x) => scoring(x) * (0.4 + x.rating));
          const s = partOf(t, scorer);
          const stats: (readonly [Participant, string, number])[] = [
            [s, "g", 1],
            [s, "sh", 1],
            [s, "sot", 1],
            [them.keeper, "ga", 1],
          ];
          const players: StoryKey["players"] = [{ player: scorer, role: "scorer" }];
          if (rng() < 0.72) {
            const assist = weightedPick(rng, t.onPitch, (x) => (x === scorer ? 0 : creating(x) * (0.4 + x.rating)));
            stats.push([partOf(t, assist), "a", 1]);
            players.push({ player: assist, role: "assist" });
          }
          b.add({ atMs, stats, key: key("goal", players, 1) });
        }
        break;
      }
      case "sub": {
        const candidates = outfield(t).filter((p) => t.starters.includes(p) && (!t.booked.has(p) || rng() < 0.5));
        const fresh = t.bench.filter((p) => p.position !== "GK");
        if (!candidates.length || !fresh.length) break;
        const out = weightedPick(rng, candidates, (x) => ({ FW: 1.4, MF: 1.2, DF: 0.6 })[x.position as "FW"] ?? 0.6);
        const on = weightedPick(rng, fresh, (x) => (x.position === out.position ? 4 : 1) * (0.5 + x.rating));
        t.bench.splice(t.bench.indexOf(on), 1);
        t.onPitch.splice(t.onPitch.indexOf(out), 1, on);
        const part = b.participant(on, slot.side, "players", false, atMs);
        t.parts.set(on, part);
        inMinute.set(part, minute);
        outMinute.set(partOf(t, out), minute);
        b.add({
          atMs,
          key: key("substitution", [
            { player: on, role: "in" },
            { player: out, role: "out" },
          ]),
        });
        break;
      }
      case "yellow": {
        const p = weightedPick(rng, outfield(t), (x) => (t.booked.has(x) ? 0 : x.position === "FW" ? 0.7 : 1));
        if (t.booked.has(p)) break;
        t.booked.add(p);
        b.add({ atMs, stats: [[partOf(t, p), "yc", 1]], key: key("yellow-card", [{ player: p, role: "player" }]) });
        break;
      }
      case "red": {
        const p = weightedPick(rng, outfield(t), (x) => (x.position === "DF" ? 2 : 1));
        if (outfield(t).length <= 7) break;
        t.onPitch.splice(t.onPitch.indexOf(p), 1);
        outMinute.set(partOf(t, p), minute);
        b.add({ atMs, stats: [[partOf(t, p), "rc", 1]], key: key("red-card", [{ player: p, role: "player" }]) });
        break;
      }
      case "penalty-missed": {
        const p = partOf(t, taker(t));
        const saved = rng() < 0.65;
        b.add({
          atMs,
          stats: [
            [p, "sh", 1],
            ...(saved
              ? ([
                  [p, "sot", 1],
                  [them.keeper, "sv", 1],
                ] as const)
              : []),
          ],
          key: key("penalty-missed", [{ player: p.player, role: "player" }]),
        });
        break;
      }
      case "shot": {
        const p = partOf(
          t,
          weightedPick(rng, outfield(t), (x) => (scoring(x) + 0.15) * (0.5 + x.rating)),
        );
        const onTarget = rng() < 0.33;
        b.add({
          atMs,
          stats: [
            [p, "sh", 1],
            ...(onTarget
              ? ([
                  [p, "sot", 1],
                  [them.keeper, "sv", 1],
                ] as const)
              : []),
          ],
        });
        break;
      }
      case "corner":
        b.add({ atMs, team: [[slot.side, "corners", 1]] });
        break;
      case "foul":
        b.add({ atMs, team: [[slot.side, "fouls", 1]] });
        break;
    }
  }

  const homePossession = Math.max(32, Math.min(68, Math.round(50 + (rng() - 0.45) * 24)));
  return {
    sport: "soccer",
    plan,
    squads,
    participants: b.participants,
    events: b.sortedEvents(),
    lineups: {
      home: { formation: teams.home.formation, starters: teams.home.starters, bench: teams.home.named },
      away: { formation: teams.away.formation, starters: teams.away.starters, bench: teams.away.named },
    },
    counted: { players: PLAYER_STATS, goalkeepers: KEEPER_STATS },
    timed: (p, elapsedMs) => {
      const now = minuteAt(plan, elapsedMs);
      const from = inMinute.get(p) ?? 0;
      const to = Math.min(now, outMinute.get(p) ?? now);
      return { min: Math.max(0, to - from) };
    },
    fixed: { home: { possession: homePossession }, away: { possession: 100 - homePossession } },
  };
}
