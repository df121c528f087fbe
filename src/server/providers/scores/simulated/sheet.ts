import {
  BOX_SCORE_COLUMNS,
  boxScoreGroupHead,
  type BoxScore,
  type BoxScoreGroup,
  type GameSheet,
  type KeyEvent,
  type Leader,
  type LineScore,
  type Lineups,
  type PlayerLine,
  type TeamStat,
} from "@shared/schemas/game-sheet";
import type { Sport } from "@shared/schemas/teams";
import type { GamePlan, Side } from "./plan";
import { rngFor } from "./prng";
import { planOf } from "./schedule";
import type { SeasonGame } from "./season";
import { playerRef, squadOf, type SquadPlayer } from "./squads";
import { clockAt, segmentAt } from "./state";
import { storyAt, type Participant, type Story, type StoryAt } from "./story";
import { baseballStory } from "./story-baseball";
import { basketballStory } from "./story-basketball";
import { footballStory } from "./story-football";
import { hockeyStory } from "./story-hockey";
import { soccerStory } from "./story-soccer";

// The game sheet of a simulated game at an instant: the story folded up to it and presented in
// the shapes of game-sheet.ts. Venue, broadcasts, head-to-head and form are added by the
// provider (they need the season).
const STORIES: Record<Sport, (plan: GamePlan, squads: Story["squads"], rng: () => number) => Story> = {
  basketball: basketballStory,
  hockey: hockeyStory,
  soccer: soccerStory,
  baseball: baseballStory,
  football: footballStory,
};

// Stories are drawn again when needed: a few hundred games are kept (the live ones, the pages open).
const stories = new Map<string, Story | null>();
const STORIES_MAX = 400;

/** The story of a season game of `seed` (null when it is postponed or a team has no squad). */
export function storyOf(seed: string, g: SeasonGame): Story | null {
  const key = `${seed}|${g.id}`;
  if (stories.has(key)) {
    const hit = stories.get(key)!;
    stories.delete(key);
    stories.set(key, hit); // most recently used last
    return hit;
  }
  const plan = planOf(g.sport, g.league, g.planKey);
  const home = squadOf(seed, g.home.id);
  const away = squadOf(seed, g.away.id);
  const story =
    plan.postponed || !home || !away ? null : STORIES[g.sport](plan, { home, away }, rngFor(...g.planKey, "story"));
  stories.set(key, story);
  if (stories.size > STORIES_MAX) stories.delete(stories.keys().next().value!);
  return story;
}

/**
 * The planned instant that shows the card's score: `approxMs` when it does, else the nearest
 * instant that does (a card is read a moment before or after the sheet is asked for).
 */
export function elapsedForScore(plan: GamePlan, approxMs: number, home: number, away: number): number {
  const score = { home: 0, away: 0 };
  let from = 0;
  let to = plan.durationMs - 1;
  let found = false;
  const events = plan.events;
  for (let i = 0; i <= events.length; i++) {
    if (score.home === home && score.away === away) {
      from = i === 0 ? 0 : events[i - 1]!.atMs;
      to = i < events.length ? events[i]!.atMs - 1 : plan.durationMs - 1;
      found = true;
      if (approxMs <= to) break;
    }
    if (i < events.length) score[events[i]!.side] += events[i]!.points;
  }
  if (!found) return Math.max(0, Math.min(approxMs, plan.durationMs - 1));
  return Math.max(from, Math.min(approxMs, to));
}

export const columnsOf = (sport: Sport): Record<string, readonly string[]> => BOX_SCORE_COLUMNS[sport];

/** A participant's line at the instant (the group's columns, in order). */
function lineOf(story: Story, at: StoryAt, p: Participant, elapsedMs: number): Record<string, number | string> {
  const counts = at.lines.get(p)!;
  const timed = story.timed(p, elapsedMs, counts);
  const stats: Record<string, number | string> = {};
  for (const key of columnsOf(story.sport)[p.group]!) stats[key] = timed[key] ?? counts[key] ?? 0;
  return stats;
}

/** Football lists only those who did something in a group (a receiver with no catch has no line). */
const idle = (story: Story, stats: Record<string, number | string>) =>
  story.sport === "football" && Object.values(stats).every((v) => v === 0);

function boxScoreOf(story: Story, at: StoryAt, elapsedMs: number, teamIds: Record<Side, number>): BoxScore {
  const side = (s: Side) => ({
    teamId: teamIds[s],
    groups: Object.keys(columnsOf(story.sport)).map((group): BoxScoreGroup => {
      const players: PlayerLine[] = [];
      for (const p of story.participants) {
        if (p.side !== s || p.group !== group || !at.lines.has(p)) continue;
        const stats = lineOf(story, at, p, elapsedMs);
        if (!idle(story, stats)) players.push({ player: playerRef(p.player), starter: p.starter, stats });
      }
      return { ...boxScoreGroupHead(story.sport, group), players };
    }),
  });
  return { home: side("home"), away: side("away") };
}

function periodLabel(sport: Sport, period: number, label: string): string {
  if (sport === "baseball") return String(period);
  if (sport === "soccer") return period === 1 ? "1H" : period === 2 ? "2H" : `ET${period - 2}`;
  return label;
}

/** Shoot-outs decide a level game but are not periods: they never enter the line score. */
const SHOOT_OUTS = new Set(["Penalties", "SO"]);

function lineScoreOf(story: Story, elapsedMs: number): LineScore {
  const { plan, sport } = story;
  const periods = new Map<number, { label: string; home: number; away: number }>();
  for (const s of plan.segments) {
    if (s.kind !== "play" || s.startMs > elapsedMs || SHOOT_OUTS.has(s.label) || periods.has(s.period)) continue;
    periods.set(s.period, { label: periodLabel(sport, s.period, s.label), home: 0, away: 0 });
  }
  for (const e of plan.events) {
    if (e.atMs > elapsedMs) break;
    const period = periods.get(segmentAt(plan, e.atMs)!.period);
    if (period) period[e.side] += e.points;
  }
  return { periods: [...periods.values()] };
}

function keyEventsOf(story: Story, at: StoryAt, gameId: string): KeyEvent[] {
  return at.keys.map(({ event, index, home, away }) => ({
    id: `${gameId}-${index}`,
    kind: event.key.kind,
    period: segmentAt(story.plan, event.atMs)!.period,
    clock: story.sport === "baseball" ? null : clockAt(story.plan, event.atMs),
    team: event.key.side,
    players: event.key.players.map(({ player, role }) => ({ id: player.id, name: player.name, role })),
    homeScore: home,
    awayScore: away,
  }));
}

/** Sums of a stat over a side's lines in one group. */
function sum(at: StoryAt, side: Side, group: string, stat: string): number {
  let total = 0;
  for (const [p, line] of at.lines) if (p.side === side && p.group === group) total += line[stat] ?? 0;
  return total;
}

const pct = (made: number, att: number) => (att ? Math.round((made / att) * 1000) / 10 : 0);

function teamStatsOf(story: Story, at: StoryAt): TeamStat[] {
  const stat = (key: string, label: string, value: (s: Side) => number | string): TeamStat => ({
    key,
    label,
    home: value("home"),
    away: value("away"),
  });
  const counter = (key: string) => (s: Side) => at.team[s][key] ?? 0;
  const group = (g: string, k: string) => (s: Side) => sum(at, s, g, k);
  switch (story.sport) {
    case "basketball": {
      const p = (k: string) => group("players", k);
      return [
        stat("fg", "Field goals", (s) => `${p("fgm")(s)}-${p("fga")(s)}`),
        stat("fgPct", "Field goal %", (s) => pct(p("fgm")(s), p("fga")(s))),
        stat("threes", "3-pointers", (s) => `${p("tpm")(s)}-${p("tpa")(s)}`),
        stat("threePct", "3-point %", (s) => pct(p("tpm")(s), p("tpa")(s))),
        stat("ft", "Free throws", (s) => `${p("ftm")(s)}-${p("fta")(s)}`),
        stat("ftPct", "Free throw %", (s) => pct(p("ftm")(s), p("fta")(s))),
        stat("rebounds", "Rebounds", p("reb")),
        stat("assists", "Assists", p("ast")),
        stat("steals", "Steals", p("stl")),
        stat("blocks", "Blocks", p("blk")),
        stat("turnovers", "Turnovers", p("to")),
      ];
    }
    case "hockey":
      return [
        stat("shots", "Shots on goal", group("skaters", "sog")),
        stat("saves", "Saves", group("goalies", "sv")),
        stat("pim", "Penalty minutes", group("skaters", "pim")),
        stat("hits", "Hits", counter("hits")),
        stat("faceoffsWon", "Faceoffs won", counter("fow")),
      ];
    case "baseball":
      return [
        stat("hits", "Hits", group("batting", "h")),
        stat("errors", "Errors", counter("errors")),
        stat("homeRuns", "Home runs", group("batting", "hr")),
        stat("walks", "Walks", group("batting", "bb")),
        stat("strikeouts", "Strikeouts", group("batting", "so")),
      ];
    case "football":
      return [
        stat("totalYards", "Total yards", (s) => sum(at, s, "passing", "yds") + sum(at, s, "rushing", "yds")),
        stat("passingYards", "Passing yards", group("passing", "yds")),
        stat("rushingYards", "Rushing yards", group("rushing", "yds")),
        stat("firstDowns", "First downs", counter("firstDowns")),
        stat("turnovers", "Turnovers", counter("turnovers")),
        stat("sacks", "Sacks", counter("sacks")),
        stat("penalties", "Penalties", counter("penalties")),
      ];
    case "soccer":
      return [
        stat("possession", "Possession %", (s) => story.fixed?.[s].possession ?? 50),
        stat("shots", "Shots", group("players", "sh")),
        stat("shotsOnTarget", "Shots on target", group("players", "sot")),
        stat("corners", "Corners", counter("corners")),
        stat("fouls", "Fouls", counter("fouls")),
        stat("yellowCards", "Yellow cards", group("players", "yc")),
        stat("redCards", "Red cards", group("players", "rc")),
        stat("saves", "Saves", group("goalkeepers", "sv")),
      ];
  }
}

const LEADERS: Record<Sport, [key: string, label: string, group: string, stat: string][]> = {
  basketball: [
    ["points", "Points", "players", "pts"],
    ["rebounds", "Rebounds", "players", "reb"],
    ["assists", "Assists", "players", "ast"],
  ],
  hockey: [
    ["goals", "Goals", "skaters", "g"],
    ["assists", "Assists", "skaters", "a"],
    ["saves", "Saves", "goalies", "sv"],
  ],
  baseball: [
    ["hits", "Hits", "batting", "h"],
    ["rbi", "Runs batted in", "batting", "rbi"],
    ["strikeouts", "Strikeouts", "pitching", "so"],
  ],
  football: [
    ["passingYards", "Passing yards", "passing", "yds"],
    ["rushingYards", "Rushing yards", "rushing", "yds"],
    ["receivingYards", "Receiving yards", "receiving", "yds"],
  ],
  soccer: [
    ["goals", "Goals", "players", "g"],
    ["assists", "Assists", "players", "a"],
    ["saves", "Saves", "goalkeepers", "sv"],
  ],
};

function leadersOf(story: Story, at: StoryAt): Leader[] {
  return LEADERS[story.sport].map(([key, label, group, stat]) => {
    const best = (side: Side) => {
      let top: { p: Participant; v: number } | null = null;
      for (const [p, line] of at.lines)
        if (p.side === side && p.group === group && (line[stat] ?? 0) > (top?.v ?? 0)) top = { p, v: line[stat]! };
      return top ? { player: playerRef(top.p.player), value: String(top.v) } : null;
    };
    return { key, label, home: best("home"), away: best("away") };
  });
}

function lineupsOf(story: Story): Lineups {
  const refs = (players: SquadPlayer[]) => players.map(playerRef);
  const side = (s: Side) => ({
    formation: story.lineups[s].formation,
    starters: refs(story.lineups[s].starters),
    bench: refs(story.lineups[s].bench),
  });
  return { home: side("home"), away: side("away") };
}

export type PlaySheet = Pick<GameSheet, "lineScore" | "teamStats" | "boxScore" | "keyEvents" | "lineups" | "leaders">;

/** What the story shows at `elapsedMs` after the start (negative: not started, the probable line-ups only). */
export function playSheet(story: Story | null, g: SeasonGame, elapsedMs: number): PlaySheet {
  if (!story) return { lineScore: null, teamStats: [], boxScore: null, keyEvents: [], lineups: null, leaders: [] };
  if (elapsedMs < 0)
    return { lineScore: null, teamStats: [], boxScore: null, keyEvents: [], lineups: lineupsOf(story), leaders: [] };
  const at = storyAt(story, elapsedMs);
  return {
    lineScore: lineScoreOf(story, elapsedMs),
    teamStats: teamStatsOf(story, at),
    boxScore: boxScoreOf(story, at, elapsedMs, { home: g.home.id, away: g.away.id }),
    keyEvents: keyEventsOf(story, at, g.id),
    lineups: lineupsOf(story),
    leaders: leadersOf(story, at),
  };
}

/** One player's lines in a finished game: their group(s) and stats, as the box score shows them. */
export function finalLinesOf(story: Story): Map<string, { group: string; stats: Record<string, number | string> }[]> {
  const end = story.plan.durationMs;
  const at = storyAt(story, end);
  const lines = new Map<string, { group: string; stats: Record<string, number | string> }[]>();
  for (const p of story.participants) {
    if (!at.lines.has(p)) continue;
    const stats = lineOf(story, at, p, end);
    if (idle(story, stats)) continue;
    lines.set(p.player.id, [...(lines.get(p.player.id) ?? []), { group: p.group, stats }]);
  }
  return lines;
}
