import type { GameStatus } from "@shared/schemas/live";
import { MIN, ordinal, type GamePlan, type Segment } from "./plan";

export interface GameState {
  status: GameStatus;
  detail: string;
  period: number | null;
  clock: string | null;
  home: number | null;
  away: number | null;
  shootout: { home: number; away: number } | null;
  winner: "home" | "away" | "tie" | null;
}

const mmss = (seconds: number) => {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

export function clockOf(seg: Segment, intoMs: number): string | null {
  const len = seg.endMs - seg.startMs;
  if (seg.clockSeconds !== undefined) return mmss(seg.clockSeconds * (1 - intoMs / len));
  if (seg.soccer) {
    const { fromMinute, regularMinutes } = seg.soccer;
    const minute = fromMinute + Math.floor(intoMs / MIN) + 1;
    const end = fromMinute + regularMinutes;
    return minute > end ? `${end}'+${minute - end}'` : `${minute}'`;
  }
  return null;
}

function playDetail(seg: Segment, clock: string | null): string {
  if (seg.label === "Top" || seg.label === "Bot") return `${seg.label} ${ordinal(seg.period)}`;
  if (seg.label === "SO") return "Shootout";
  if (seg.label === "Penalties") return "Penalties";
  if (seg.soccer) return clock ?? "";
  return `${seg.label} ${clock ?? ""}`.trim();
}

/** The state of a planned game `elapsedMs` after its start (negative: not started yet). */
export function stateAt(plan: GamePlan, elapsedMs: number): GameState {
  if (plan.postponed)
    return {
      status: "other",
      detail: "Postponed",
      period: null,
      clock: null,
      home: null,
      away: null,
      shootout: null,
      winner: null,
    };
  if (elapsedMs < 0)
    return {
      status: "upcoming",
      detail: "Scheduled",
      period: null,
      clock: null,
      home: null,
      away: null,
      shootout: null,
      winner: null,
    };
  let home = 0;
  let away = 0;
  for (const e of plan.events) {
    if (e.atMs > elapsedMs) break;
    if (e.side === "home") home += e.points;
    else away += e.points;
  }
  if (elapsedMs >= plan.durationMs) {
    const s = plan.shootout;
    const winner = home !== away ? (home > away ? "home" : "away") : s ? (s.home > s.away ? "home" : "away") : "tie";
    const last = plan.segments[plan.segments.length - 1];
    return {
      status: "final",
      detail: plan.finalDetail,
      period: last?.period ?? null,
      clock: null,
      home,
      away,
      shootout: s,
      winner,
    };
  }
  const seg =
    plan.segments.find((s) => elapsedMs >= s.startMs && elapsedMs < s.endMs) ??
    plan.segments[plan.segments.length - 1]!;
  if (seg.kind === "break")
    return {
      status: "live",
      detail: seg.label,
      period: seg.period,
      clock: null,
      home,
      away,
      shootout: null,
      winner: null,
    };
  const clock = clockOf(seg, elapsedMs - seg.startMs);
  return {
    status: "live",
    detail: playDetail(seg, clock),
    period: seg.period,
    clock,
    home,
    away,
    shootout: null,
    winner: null,
  };
}

/** The play segment holding the instant `atMs` of a plan (the last one when past its end). */
export function segmentAt(plan: GamePlan, atMs: number): Segment | undefined {
  return plan.segments.find((s) => atMs >= s.startMs && atMs < s.endMs) ?? plan.segments[plan.segments.length - 1];
}

/** The game clock at the planned instant `atMs` ("67'", "45'+2'", "4:12"; null for baseball and breaks). */
export function clockAt(plan: GamePlan, atMs: number): string | null {
  const seg = segmentAt(plan, atMs);
  return seg && seg.kind === "play" ? clockOf(seg, atMs - seg.startMs) : null;
}
