import {
  BOX_SCORE_COLUMNS,
  boxScoreGroupHead,
  type BoxScore,
  type BoxScoreGroup,
  type PlayerLine,
} from "@shared/schemas/game-sheet";
import type { Sport } from "@shared/schemas/teams";
import type { SheetContext, Side } from "./espn-sheet-context";
import type { EspnRosterEntry, EspnStatGroup } from "./espn-summary-payload";

// ESPN's box score to ours. ESPN names a group's columns twice, by `keys` (camelCase, stable) and
// by `labels` (what its page prints); both map here to the column keys of BOX_SCORE_COLUMNS.
// Labels are only read when a group has no keys: they are ambiguous (NHL's "SOG" label is
// shoot-out goals, its shots are "S"). A made-attempted pair ("10-18", NFL "14/25") fills two
// columns. Soccer has no `boxscore.players`: its lines come from the lineups' per-player stats.

type Column = string | readonly [string, string];
type ColumnMap = Record<string, Column>;

const fromKeysAndLabels = (keys: ColumnMap, labels: ColumnMap) => ({ keys, labels });

/** Per sport and group: ESPN key or label → our column (or the two columns of a pair). */
const COLUMN_MAPS: Record<string, Record<string, { keys: ColumnMap; labels: ColumnMap }>> = {
  basketball: {
    players: fromKeysAndLabels(
      {
        minutes: "min",
        points: "pts",
        rebounds: "reb",
        totalRebounds: "reb",
        assists: "ast",
        steals: "stl",
        blocks: "blk",
        turnovers: "to",
        "fieldGoalsMade-fieldGoalsAttempted": ["fgm", "fga"],
        "threePointFieldGoalsMade-threePointFieldGoalsAttempted": ["tpm", "tpa"],
        "freeThrowsMade-freeThrowsAttempted": ["ftm", "fta"],
      },
      {
        MIN: "min",
        PTS: "pts",
        REB: "reb",
        AST: "ast",
        STL: "stl",
        BLK: "blk",
        TO: "to",
        FG: ["fgm", "fga"],
        "3PT": ["tpm", "tpa"],
        FT: ["ftm", "fta"],
      },
    ),
  },
  hockey: {
    skaters: fromKeysAndLabels(
      {
        goals: "g",
        assists: "a",
        shotsTotal: "sog",
        penaltyMinutes: "pim",
        plusMinus: "pm",
        timeOnIce: "toi",
      },
      { G: "g", A: "a", S: "sog", PIM: "pim", "+/-": "pm", TOI: "toi" },
    ),
    goalies: fromKeysAndLabels(
      { shotsAgainst: "sa", saves: "sv", goalsAgainst: "ga", timeOnIce: "toi" },
      { SA: "sa", SV: "sv", GA: "ga", TOI: "toi" },
    ),
  },
  baseball: {
    batting: fromKeysAndLabels(
      { atBats: "ab", runs: "r", hits: "h", RBIs: "rbi", homeRuns: "hr", walks: "bb", strikeouts: "so" },
      { AB: "ab", R: "r", H: "h", RBI: "rbi", HR: "hr", BB: "bb", K: "so", SO: "so" },
    ),
    pitching: fromKeysAndLabels(
      {
        "fullInnings.partInnings": "ip",
        hits: "h",
        runs: "r",
        earnedRuns: "er",
        walks: "bb",
        strikeouts: "so",
        homeRuns: "hr",
      },
      { IP: "ip", H: "h", R: "r", ER: "er", BB: "bb", K: "so", SO: "so", HR: "hr" },
    ),
  },
  football: {
    passing: fromKeysAndLabels(
      {
        "completions/passingAttempts": ["cmp", "att"],
        passingYards: "yds",
        passingTouchdowns: "td",
        interceptions: "int",
      },
      { "C/ATT": ["cmp", "att"], YDS: "yds", TD: "td", INT: "int" },
    ),
    rushing: fromKeysAndLabels(
      { rushingAttempts: "car", rushingYards: "yds", rushingTouchdowns: "td" },
      { CAR: "car", YDS: "yds", TD: "td" },
    ),
    receiving: fromKeysAndLabels(
      { receptions: "rec", receivingYards: "yds", receivingTouchdowns: "td" },
      { REC: "rec", YDS: "yds", TD: "td" },
    ),
    kicking: fromKeysAndLabels(
      { "fieldGoalsMade/fieldGoalAttempts": ["fgm", "fga"], "extraPointsMade/extraPointAttempts": ["xpm", "xpa"] },
      { FG: ["fgm", "fga"], XP: ["xpm", "xpa"] },
    ),
  },
};

/** Columns that are times or innings ("21:28", "5.1"): kept as ESPN writes them. */
const TEXT_COLUMNS = new Set(["toi", "ip"]);

type StatValue = PlayerLine["stats"][string];

/** "32" → 32, "+25" → 25, "21:28" stays a string, "--" and "" → null. */
export function statValue(raw: string | number | null | undefined, column?: string): StatValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  const s = raw.trim();
  if (!s || /^-+$/.test(s)) return null;
  if (column && TEXT_COLUMNS.has(column)) return s;
  if (/^[+-]?\d+(\.\d+)?$/.test(s) || /^[+-]?\.\d+$/.test(s)) return Number(s);
  return s;
}

/** A made-attempted pair: "10-18" or "14/25" → [10, 18]. */
function pair(raw: string): [StatValue, StatValue] {
  const m = /^\s*(\d+)\s*[-/]\s*(\d+)\s*$/.exec(raw);
  return m ? [Number(m[1]), Number(m[2])] : [null, null];
}

/** Our group for an ESPN stat group of a sport (null: a group the sheet does not show). */
function groupKey(sport: Sport, group: EspnStatGroup): string | null {
  const name = (group.name ?? group.type ?? "").toLowerCase();
  switch (sport) {
    case "basketball":
      return "players";
    case "hockey":
      if (name === "goalies" || name === "goaltending") return "goalies";
      return ["forwards", "defenses", "defense", "skaters", "centers", "wings"].includes(name) || !name
        ? "skaters"
        : null;
    case "baseball":
      return name === "batting" || name === "pitching" ? name : null;
    case "football":
      return ["passing", "rushing", "receiving", "kicking"].includes(name) ? name : null;
    default:
      return null;
  }
}

const emptyGroup = (sport: Sport, key: string): BoxScoreGroup => ({ ...boxScoreGroupHead(sport, key), players: [] });

/** Maps one ESPN group's athletes into `target` (several ESPN groups can feed one of ours: NHL forwards and defence). */
function fillGroup(ctx: SheetContext, side: Side, sport: Sport, group: EspnStatGroup, target: BoxScoreGroup) {
  const map = COLUMN_MAPS[sport]?.[target.key];
  if (!map) return;
  const useKeys = (group.keys?.length ?? 0) > 0;
  const heads = useKeys ? group.keys! : (group.labels ?? group.names ?? []);
  const table = useKeys ? map.keys : map.labels;
  const wanted = new Set(target.columns.map((c) => c.key));
  for (const entry of group.athletes) {
    const stats = entry.stats ?? [];
    if (entry.didNotPlay || stats.length === 0) continue;
    const player = ctx.players.add(entry.athlete, side, {
      position: sport === "baseball" ? (entry.position?.abbreviation ?? null) : null,
    });
    if (!player || target.players.some((p) => p.player.id === player.id)) continue;
    const line: Record<string, StatValue> = Object.fromEntries(target.columns.map((c) => [c.key, null]));
    heads.forEach((head, i) => {
      const column = table[head];
      const raw = stats[i];
      if (column === undefined || raw === undefined) return;
      if (typeof column === "string") {
        if (wanted.has(column)) line[column] = statValue(raw, column);
      } else {
        const [made, attempted] = pair(raw);
        line[column[0]] = made;
        line[column[1]] = attempted;
      }
    });
    target.players.push({ player, starter: entry.starter === true, stats: line });
  }
}

function usSportsBoxScore(ctx: SheetContext): BoxScore | null {
  const sections = ctx.summary.boxscore?.players ?? [];
  const sides: Record<Side, BoxScoreGroup[]> = { home: [], away: [] };
  let lines = 0;
  for (const section of sections) {
    const side = ctx.sideOf(section.team?.id);
    if (!side) continue;
    for (const group of section.statistics) {
      const key = groupKey(ctx.sport, group);
      if (!key) continue;
      let target = sides[side].find((g) => g.key === key);
      if (!target) sides[side].push((target = emptyGroup(ctx.sport, key)));
      fillGroup(ctx, side, ctx.sport, group, target);
      lines += target.players.length;
    }
  }
  if (lines === 0) return null;
  // Groups in the order BOX_SCORE_COLUMNS lists them, whatever order ESPN sent.
  const order = Object.keys((BOX_SCORE_COLUMNS as Record<string, object>)[ctx.sport] ?? {});
  const sorted = (groups: BoxScoreGroup[]) => groups.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  return {
    home: { teamId: ctx.home.teamId, groups: sorted(sides.home) },
    away: { teamId: ctx.away.teamId, groups: sorted(sides.away) },
  };
}

// ---- soccer ----

/** Our soccer column → ESPN's name of the per-player stat in `rosters[].roster[].stats`. */
const SOCCER_STATS: Record<string, string> = {
  g: "totalGoals",
  a: "goalAssists",
  sh: "totalShots",
  sot: "shotsOnTarget",
  yc: "yellowCards",
  rc: "redCards",
  sv: "saves",
  ga: "goalsConceded",
};

/** "56'" → 56, "90'+2'" → 90 (minutes of added time count to the half's last minute, as box scores do). */
export function minuteOf(clock: string | null | undefined): number | null {
  const m = /^(\d+)'?/.exec(clock?.trim() ?? "");
  return m ? Number(m[1]) : null;
}

/**
 * Minutes each player was on the pitch, from the lineups and the substitutions and red cards:
 * a starter from 0, a substitute from the minute he came on, until he went off, was sent off or
 * the match ended (90, or 120 after extra time; for a live match the latest minute known).
 */
function minutesPlayed(ctx: SheetContext): Map<string, number> {
  const events = ctx.summary.keyEvents;
  const extraTime = events.some((e) => (e.period?.number ?? 0) >= 3) || ctx.home.competitor.linescores.length >= 4;
  const latest = Math.max(0, ...events.map((e) => minuteOf(e.clock?.displayValue) ?? 0));
  const end = ctx.state === "post" ? (extraTime ? 120 : 90) : latest;
  const on = new Map<string, number>();
  const off = new Map<string, number>();
  for (const r of ctx.summary.rosters) for (const p of r.roster) if (p.starter) on.set(p.athlete.id, 0);
  for (const e of events) {
    const slug = (e.type?.type ?? e.type?.text ?? "").toLowerCase();
    const minute = minuteOf(e.clock?.displayValue);
    if (minute === null) continue;
    const [first, second] = e.participants;
    if (/substitution/.test(slug)) {
      if (first && !on.has(first.athlete.id)) on.set(first.athlete.id, minute);
      if (second && !off.has(second.athlete.id)) off.set(second.athlete.id, minute);
    } else if (/red/.test(slug) && first && !off.has(first.athlete.id)) off.set(first.athlete.id, minute);
  }
  const minutes = new Map<string, number>();
  for (const [id, from] of on) minutes.set(id, Math.max(0, Math.min(end, off.get(id) ?? end) - from));
  return minutes;
}

const appeared = (p: EspnRosterEntry, minutes: Map<string, number>) =>
  p.starter === true ||
  p.subbedIn === true ||
  minutes.has(p.athlete.id) ||
  (p.stats.find((s) => s.name === "appearances")?.value ?? 0) > 0;

const isGoalkeeper = (p: EspnRosterEntry) =>
  ["G", "GK"].includes(p.position?.abbreviation ?? "") ||
  ["G", "GK"].includes(p.athlete.position?.abbreviation ?? "") ||
  p.stats.some((s) => s.name === "saves");

function soccerBoxScore(ctx: SheetContext): BoxScore | null {
  const rosters = ctx.summary.rosters;
  if (!rosters.some((r) => r.roster.some((p) => p.stats.length > 0))) return null;
  const minutes = minutesPlayed(ctx);
  const sides: Record<Side, BoxScoreGroup[]> = {
    home: [emptyGroup("soccer", "players"), emptyGroup("soccer", "goalkeepers")],
    away: [emptyGroup("soccer", "players"), emptyGroup("soccer", "goalkeepers")],
  };
  for (const r of rosters) {
    const side = ctx.sideOf(r.team?.id) ?? (r.homeAway === "home" || r.homeAway === "away" ? r.homeAway : null);
    if (!side) continue;
    for (const p of r.roster) {
      if (!appeared(p, minutes)) continue;
      const player = ctx.players.get(p.athlete.id);
      if (!player) continue;
      const group = sides[side][isGoalkeeper(p) ? 1 : 0]!;
      const byName = new Map(p.stats.map((s) => [s.name ?? "", s.value ?? statValue(s.displayValue)]));
      const stats: Record<string, StatValue> = {};
      for (const c of group.columns)
        stats[c.key] =
          c.key === "min" ? (minutes.get(p.athlete.id) ?? null) : (byName.get(SOCCER_STATS[c.key] ?? "") ?? null);
      group.players.push({ player, starter: p.starter === true, stats });
    }
  }
  return {
    home: { teamId: ctx.home.teamId, groups: sides.home },
    away: { teamId: ctx.away.teamId, groups: sides.away },
  };
}

/** The box score of a started game; null before it (or when ESPN sent no player lines). */
export function mapBoxScore(ctx: SheetContext): BoxScore | null {
  if (ctx.state === "pre") return null;
  return ctx.sport === "soccer" ? soccerBoxScore(ctx) : usSportsBoxScore(ctx);
}
