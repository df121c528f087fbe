import type { Game } from "@shared/schemas/live";
import type { TimelineEntry } from "@shared/schemas/games";

/** A timeline entry and the key that makes recording the same change twice one row. */
export interface TimelineChange extends TimelineEntry {
  dedupeKey: string;
}

const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;

/** What a period is called in the sport ("Q3", "2nd period", "Second half", "7th inning"). */
export function periodName(sport: string, period: number): string {
  switch (sport) {
    case "basketball":
    case "football":
      return period <= 4 ? `Q${period}` : period === 5 ? "Overtime" : `Overtime ${period - 4}`;
    case "hockey":
      return period <= 3 ? `${ordinal(period)} period` : period === 4 ? "Overtime" : "Shootout";
    case "baseball":
      return `${ordinal(period)} inning`;
    case "soccer":
      return (
        ["First half", "Second half", "Extra time, first half", "Extra time, second half", "Penalties"][period - 1] ??
        `Period ${period}`
      );
    default:
      return `Period ${period}`;
  }
}

/** Away team first, as the score cards, the ticker and the game page's header show it. */
const scoreLine = (g: Game) =>
  `${g.awayTeam.abbreviation} ${g.awayScore ?? 0}–${g.homeScore ?? 0} ${g.homeTeam.abbreviation}`;

function scoringText(sport: string, team: string, points: number): string {
  if (sport === "soccer" || sport === "hockey") return `Goal! ${team}`;
  if (sport === "baseball") return `${team} score ${points === 1 ? "a run" : `${points} runs`}`;
  if (sport === "football")
    return points >= 6 ? `Touchdown ${team}` : points === 3 ? `Field goal ${team}` : `${team} +${points}`;
  return `${team} +${points}`;
}

const startText = (sport: string) =>
  sport === "soccer" ? "Kick-off" : sport === "basketball" ? "Tip-off" : sport === "hockey" ? "Puck drop" : "Game on";

const started = (g: Game | null) => !!g && (g.gameStatus === "live" || g.gameStatus === "final");

/**
 * The timeline entries between two states of a game (`prev` null: first time seen). Works
 * for any provider: it only compares what the score card says (status, period, score).
 * Entries come in story order: start, new period, score, final.
 */
export function timelineChanges(prev: Game | null, next: Game): TimelineChange[] {
  const out: TimelineChange[] = [];
  const base = {
    at: next.updatedAt,
    period: next.period,
    clock: next.clock,
    homeScore: next.homeScore,
    awayScore: next.awayScore,
  };
  const add = (kind: TimelineChange["kind"], text: string, dedupeKey: string, moment: Partial<TimelineEntry> = {}) =>
    out.push({ ...base, ...moment, kind, text, dedupeKey });
  // A game first seen under way (an instance started mid-game): its start and the period it is in
  // did not happen at the clock it was seen at, so those entries carry no clock, and it kicked off
  // at its scheduled time rather than when it was seen.
  const caughtUp = prev === null;
  const chapter = caughtUp ? { clock: null } : {};
  const scheduled = Date.parse(next.gameTime ?? "");
  const kickOff =
    caughtUp && scheduled < Date.parse(next.updatedAt)
      ? { ...chapter, period: 1, at: new Date(scheduled).toISOString() }
      : chapter;

  if (next.gameStatus === "other") {
    if (prev?.gameStatus !== "other" || prev.statusDetail !== next.statusDetail)
      add("postponed", next.statusDetail || "Postponed", `other:${next.statusDetail}`);
    return out;
  }
  if (!started(next)) return out;
  if (!started(prev)) add("start", startText(next.sport), "start", kickOff);
  if (next.gameStatus === "live" && next.period !== null && next.period > 1 && next.period !== prev?.period)
    add("period", `Start of ${periodName(next.sport, next.period)}`, `period:${next.period}`, chapter);
  const h = next.homeScore ?? 0;
  const a = next.awayScore ?? 0;
  const ph = started(prev) ? (prev!.homeScore ?? 0) : 0;
  const pa = started(prev) ? (prev!.awayScore ?? 0) : 0;
  if (h !== ph || a !== pa) {
    const dh = h - ph;
    const da = a - pa;
    const who =
      dh > 0 && da <= 0
        ? scoringText(next.sport, next.homeTeam.name, dh)
        : da > 0 && dh <= 0
          ? scoringText(next.sport, next.awayTeam.name, da)
          : "Score update";
    add("score", `${who} (${scoreLine(next)})`, `score:${h}-${a}`);
  }
  if (next.gameStatus === "final" && prev?.gameStatus !== "final") {
    const detail = next.statusDetail && next.statusDetail !== "Final" ? ` (${next.statusDetail})` : "";
    add("final", `Final${detail}: ${scoreLine(next)}`, "final");
  }
  return out;
}
