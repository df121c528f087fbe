import type { AlertKind } from "@shared/schemas/alerts";
import type { KeyEvent, KeyEventKind } from "@shared/schemas/game-sheet";
import type { Game } from "@shared/schemas/live";

// The moments of a game worth an alert, found by comparing two states of its score card (and the
// key events of its sheet that were new between them). Pure: the caller keeps `MomentMemory`.

/** Who did it, when the sheet says: "LeBron James" and what it was ("home-run"). */
export interface MomentDetail {
  player: string | null;
  event: KeyEventKind;
}

export interface Moment {
  kind: AlertKind;
  detail: MomentDetail | null;
}

/** What detection remembers of a game between two states: kept by the caller, per game. */
export interface MomentMemory {
  /** The side that last led (a tie keeps it): a lead change is the other side going ahead. */
  lastLeader: "home" | "away" | null;
  /** `close_late` is said once per game. */
  closeLateSaid: boolean;
}
export const freshMemory = (): MomentMemory => ({ lastLeader: null, closeLateSaid: false });

/** Key events that are scores of a sport's "score" alert (not a conversion: it follows a touchdown). */
const SCORING_EVENTS: ReadonlySet<KeyEventKind> = new Set([
  "goal",
  "penalty-goal",
  "own-goal",
  "touchdown",
  "field-goal",
  "safety",
  "home-run",
  "run",
]);
/** What a followed player's alert is about: goals, touchdowns and home runs. */
export const PLAYER_EVENTS: ReadonlySet<KeyEventKind> = new Set(["goal", "penalty-goal", "touchdown", "home-run"]);

/** One score of the sport: a lead within it is still a game (basketball: a three, football: a converted touchdown). */
const ONE_SCORE: Record<string, number> = { basketball: 3, football: 8, soccer: 1, hockey: 1, baseball: 1 };

const leaderOf = (g: Game): "home" | "away" | null => {
  const h = g.homeScore ?? 0;
  const a = g.awayScore ?? 0;
  return h > a ? "home" : a > h ? "away" : null;
};

/** Seconds left on a countdown clock ("4:12" → 252); null when the clock is not one. */
function secondsLeft(clock: string | null): number | null {
  const m = /^(\d{1,2}):(\d{2})(?:\.\d+)?$/.exec(clock ?? "");
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}
/** The minute of a soccer clock ("87'" → 87, "90'+2'" → 92); null otherwise. */
function soccerMinute(clock: string | null): number | null {
  const m = /^(\d{1,3})'(?:\+(\d{1,2})'?)?$/.exec(clock ?? "");
  return m ? Number(m[1]) + Number(m[2] ?? 0) : null;
}

/**
 * Whether a live game is in its last five minutes (the last inning in baseball) and within one
 * score. Overtime counts: it is later still.
 */
export function isCloseLate(g: Game): boolean {
  if (g.gameStatus !== "live" || g.homeScore === null || g.awayScore === null || g.period === null) return false;
  const margin = Math.abs(g.homeScore - g.awayScore);
  if (margin > (ONE_SCORE[g.sport] ?? 1)) return false;
  const left = secondsLeft(g.clock);
  switch (g.sport) {
    case "basketball":
    case "football":
      return g.period >= 4 && left !== null && left <= 300;
    case "hockey":
      return g.period >= 3 && left !== null && left <= 300;
    case "soccer": {
      const minute = soccerMinute(g.clock);
      return g.period >= 3 || (g.period === 2 && minute !== null && minute >= 85);
    }
    case "baseball":
      return g.period >= 9;
    default:
      return false;
  }
}

const playerOf = (e: KeyEvent) =>
  e.players.find((p) => p.role === "scorer")?.name ?? e.players.find((p) => p.role === "player")?.name ?? null;
const detailOf = (e: KeyEvent | undefined): MomentDetail | null => (e ? { player: playerOf(e), event: e.kind } : null);

/**
 * The moments between `prev` and `next` (one game), in story order, and what to remember for
 * the next call. `newKeyEvents`: the sheet's key events not seen before (may be empty).
 */
export function detectMoments(
  prev: Game,
  next: Game,
  memory: MomentMemory,
  newKeyEvents: readonly KeyEvent[] = [],
): { moments: Moment[]; memory: MomentMemory } {
  const moments: Moment[] = [];
  const mem = { ...memory };
  if (next.gameStatus === "other") {
    if (prev.gameStatus !== "other") moments.push({ kind: "postponed", detail: null });
    return { moments, memory: mem };
  }
  if (prev.gameStatus === "upcoming" && next.gameStatus === "live") moments.push({ kind: "start", detail: null });

  const scoring = newKeyEvents.filter((e) => SCORING_EVENTS.has(e.kind));
  const scored =
    (next.homeScore ?? 0) > (prev.homeScore ?? 0) || (next.awayScore ?? 0) > (prev.awayScore ?? 0) || scoring.length;
  // A basket is not a score: basketball fans have lead_change and close_late.
  if (scored && next.sport !== "basketball" && next.gameStatus !== "upcoming")
    moments.push({ kind: "score", detail: detailOf(scoring.at(-1)) });

  // First sight of a game under way (a new leader instance): the state before is who led.
  mem.lastLeader ??= leaderOf(prev);
  const leader = leaderOf(next);
  if (leader && mem.lastLeader && leader !== mem.lastLeader)
    moments.push({ kind: "lead_change", detail: detailOf(scoring.at(-1)) });
  if (leader) mem.lastLeader = leader;

  for (const e of newKeyEvents) if (e.kind === "red-card") moments.push({ kind: "red_card", detail: detailOf(e) });

  if (!mem.closeLateSaid && isCloseLate(next)) {
    mem.closeLateSaid = true;
    moments.push({ kind: "close_late", detail: null });
  }
  if (prev.gameStatus !== "final" && next.gameStatus === "final") moments.push({ kind: "final", detail: null });
  return { moments, memory: mem };
}

/** The goals, touchdowns and home runs among new key events, by the player who scored them. */
export function playerMoments(newKeyEvents: readonly KeyEvent[]): { playerId: string; detail: MomentDetail }[] {
  const out: { playerId: string; detail: MomentDetail }[] = [];
  for (const e of newKeyEvents) {
    if (!PLAYER_EVENTS.has(e.kind)) continue;
    const scorer = e.players.find((p) => p.role === "scorer") ?? e.players[0];
    if (scorer) out.push({ playerId: scorer.id, detail: { player: scorer.name, event: e.kind } });
  }
  return out;
}
