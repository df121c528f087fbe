import type { KeyEventKind } from "@shared/schemas/game-sheet";
import type { Sport } from "@shared/schemas/teams";
import type { GamePlan, Segment, Side } from "./plan";
import type { Rng } from "./prng";
import type { Squad, SquadPlayer } from "./squads";

// A game's story (issue #35): everything its players do, decided up front from the plan (whose
// scoring events it keeps, at the same instants) and a PRNG of its own. Every number of the
// sheet is a sum of the story's events up to an instant, or a function of the instant (minutes
// played), so at every moment the box score, the key events and the line score agree with the
// score the plan gives: by construction, not by correction.

/** One player in one group of a box score ("players", "skaters", "batting", "passing"…). */
export interface Participant {
  player: SquadPlayer;
  side: Side;
  group: string;
  starter: boolean;
  /** Appears in the box score from this planned instant on (a substitute, a reliever). */
  fromMs: number;
}

export type KeyPlayerRole = "scorer" | "assist" | "in" | "out" | "player";

export interface StoryKey {
  kind: KeyEventKind;
  side: Side;
  players: { player: SquadPlayer; role: KeyPlayerRole }[];
  /** What the event adds to `side`'s score (0 for a card, a substitution, a penalty). */
  points: number;
}

export interface StoryEvent {
  atMs: number;
  /** Box score increments. */
  stats?: (readonly [Participant, string, number])[];
  /** Team counters that are no player's (corners, fouls, errors, first downs…). */
  team?: (readonly [Side, string, number])[];
  key?: StoryKey;
}

export interface StoryLineup {
  formation: string | null;
  starters: SquadPlayer[];
  bench: SquadPlayer[];
}

export interface Story {
  sport: Sport;
  plan: GamePlan;
  squads: Record<Side, Squad>;
  /** Everyone who may appear in the box score, in the order the box score lists them. */
  participants: Participant[];
  /** In time order (equal instants keep the order they were told in). */
  events: StoryEvent[];
  lineups: Record<Side, StoryLineup>;
  /** The counted columns of each group (timed ones like minutes are added by `timed`). */
  counted: Record<string, readonly string[]>;
  /** Stats that depend on the instant only (minutes played, time on ice, innings pitched…). */
  timed(p: Participant, elapsedMs: number, counts: Record<string, number>): Record<string, number | string>;
  /** Fixed team numbers of the game (soccer possession). */
  fixed?: Record<Side, Record<string, number>>;
}

/** The story at an instant: what the sheet is made of. */
export interface StoryAt {
  /** Participants who have appeared, with their counted stats. */
  lines: Map<Participant, Record<string, number>>;
  team: Record<Side, Record<string, number>>;
  keys: { event: StoryEvent & { key: StoryKey }; index: number; home: number; away: number }[];
}

export function storyAt(story: Story, elapsedMs: number): StoryAt {
  const lines = new Map<Participant, Record<string, number>>();
  for (const p of story.participants)
    if (p.fromMs <= elapsedMs) lines.set(p, Object.fromEntries(story.counted[p.group]!.map((k) => [k, 0])));
  const team: StoryAt["team"] = { home: {}, away: {} };
  const keys: StoryAt["keys"] = [];
  const score = { home: 0, away: 0 };
  story.events.forEach((e, index) => {
    if (e.atMs > elapsedMs) return;
    for (const [p, stat, by] of e.stats ?? []) {
      const line = lines.get(p);
      if (line) line[stat] = (line[stat] ?? 0) + by;
    }
    for (const [side, stat, by] of e.team ?? []) team[side][stat] = (team[side][stat] ?? 0) + by;
    if (e.key) {
      score[e.key.side] += e.key.points;
      keys.push({ event: e as StoryEvent & { key: StoryKey }, index, home: score.home, away: score.away });
    }
  });
  return { lines, team, keys };
}

/** Builds a story: keeps events sortable by time while a sport tells them in any order. */
export class StoryBuilder {
  readonly events: { e: StoryEvent; seq: number }[] = [];
  readonly participants: Participant[] = [];
  private seq = 0;

  constructor(readonly rng: Rng) {}

  add(e: StoryEvent) {
    this.events.push({ e, seq: this.seq++ });
    return e;
  }

  participant(player: SquadPlayer, side: Side, group: string, starter: boolean, fromMs = 0): Participant {
    const p: Participant = { player, side, group, starter, fromMs };
    this.participants.push(p);
    return p;
  }

  sortedEvents(): StoryEvent[] {
    return this.events.sort((a, b) => a.e.atMs - b.e.atMs || a.seq - b.seq).map((x) => x.e);
  }

  /** A random instant strictly inside a play segment. */
  within(seg: Segment, from = seg.startMs, to = seg.endMs): number {
    return from + 1 + Math.floor(this.rng() * Math.max(1, to - from - 2));
  }
}

/** Draws one item with probability proportional to its weight (the first when all weigh 0). */
export function weightedPick<T>(rng: Rng, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((s, x) => s + Math.max(0, weight(x)), 0);
  if (total <= 0) return items[0]!;
  let r = rng() * total;
  for (const x of items) if ((r -= Math.max(0, weight(x))) < 0) return x;
  return items[items.length - 1]!;
}

export const playSegments = (plan: GamePlan) => plan.segments.filter((s) => s.kind === "play");

/** Game seconds a countdown clock has run by `elapsedMs` (basketball, football, hockey). */
export function gameSecondsAt(plan: GamePlan, elapsedMs: number): number {
  let total = 0;
  for (const s of plan.segments) {
    if (s.kind !== "play" || s.clockSeconds === undefined || elapsedMs < s.startMs) continue;
    const len = s.endMs - s.startMs;
    total += s.clockSeconds * Math.min(1, (elapsedMs - s.startMs) / len);
  }
  return total;
}

export const mmss = (seconds: number) => {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};
