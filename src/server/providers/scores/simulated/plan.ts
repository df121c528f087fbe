import type { Rng } from "./prng";

// A game plan: the whole game decided up front from a seeded PRNG, as wall-clock segments
// (play or break) and scoring events. The state at any instant is a pure function of the plan.
export const MIN = 60_000;
export type Side = "home" | "away";

export interface Segment {
  kind: "play" | "break";
  startMs: number;
  endMs: number;
  period: number;
  /** Play: "Q3", "Top", "1st"…; break: "Halftime", "End of 1st", "Mid 5th"… */
  label: string;
  /** Countdown clocks (basketball, football, hockey): game seconds this segment covers. */
  clockSeconds?: number;
  /** Soccer: the match minute at the segment's start, its regular length and its stoppage time. */
  soccer?: { fromMinute: number; regularMinutes: number };
}

export interface ScoreEvent {
  atMs: number;
  side: Side;
  points: number;
}

export interface GamePlan {
  segments: Segment[];
  events: ScoreEvent[];
  durationMs: number;
  finalDetail: string;
  shootout: { home: number; away: number } | null;
  postponed: boolean;
}

/** Builds a plan segment by segment, keeping the running score so sports can decide ties and walk-offs. */
export class PlanBuilder {
  t = 0;
  segments: Segment[] = [];
  events: ScoreEvent[] = [];
  score = { home: 0, away: 0 };
  shootout: GamePlan["shootout"] = null;

  constructor(readonly rng: Rng) {}

  play(period: number, label: string, wallMs: number, extra: Pick<Segment, "clockSeconds" | "soccer"> = {}): Segment {
    const seg: Segment = { kind: "play", startMs: this.t, endMs: this.t + wallMs, period, label, ...extra };
    this.segments.push(seg);
    this.t = seg.endMs;
    return seg;
  }

  pause(period: number, label: string, wallMs: number) {
    this.segments.push({ kind: "break", startMs: this.t, endMs: this.t + wallMs, period, label });
    this.t += wallMs;
  }

  /** Adds scoring plays at random instants inside a play segment (sorted by time). */
  scatter(seg: Segment, side: Side, pointsList: number[]) {
    for (const points of pointsList)
      this.scoreAt(seg.startMs + 1 + Math.floor(this.rng() * (seg.endMs - seg.startMs - 2)), side, points);
  }

  scoreAt(atMs: number, side: Side, points: number) {
    this.events.push({ atMs, side, points });
    this.score[side] += points;
  }

  /** Ends the game early at `atMs` (walk-off, sudden-death goal): trims the last segment. */
  endAt(atMs: number) {
    const last = this.segments[this.segments.length - 1]!;
    last.endMs = Math.max(last.startMs + 1, atMs + 1);
    this.t = last.endMs;
  }

  get tied() {
    return this.score.home === this.score.away;
  }

  done(finalDetail: string): GamePlan {
    this.events.sort((a, b) => a.atMs - b.atMs);
    return {
      segments: this.segments,
      events: this.events,
      durationMs: this.t,
      finalDetail,
      shootout: this.shootout,
      postponed: false,
    };
  }
}

export const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;
export const otherSide = (s: Side): Side => (s === "home" ? "away" : "home");
