import { z } from "zod";

// What happened inside a game (issue #35): players, box scores, line scores, key events,
// lineups, leaders and the head-to-head. The keys are fixed: clients and tests rely on them.
// The same shapes come from the simulator and from ESPN's summaries.

/** A player as a game, a roster or a player page shows them. */
export const playerRefSchema = z.object({
  /** `sim-…` for the simulator's squads, ESPN's athlete id otherwise. */
  id: z.string(),
  name: z.string(),
  /** Shirt number as printed ("7", "00"); null when unknown. */
  jersey: z.string().nullable(),
  /** Position abbreviation as the sport writes it: "PG", "C", "QB", "WR", "SP", "GK", "D", "F"… */
  position: z.string().nullable(),
});
export type PlayerRef = z.infer<typeof playerRefSchema>;

export const venueSchema = z.object({ name: z.string(), city: z.string().nullable() });

/** One period of the line score; the periods add up to the score (a shoot-out is not a period). */
export const lineScoreSchema = z.object({
  periods: z.array(z.object({ label: z.string(), home: z.number().int(), away: z.number().int() })),
});
export type LineScore = z.infer<typeof lineScoreSchema>;

// The null sits on the number (not a third member) so the OpenAPI description gives every
// member a type (Redocly's nullable-type-sibling); the type is the same: number | string | null.
const statValue = z.union([z.number().nullable(), z.string()]);

/** One row of the teams' comparison: shooting, possession, yards, hits… */
export const teamStatSchema = z.object({ key: z.string(), label: z.string(), home: statValue, away: statValue });
export type TeamStat = z.infer<typeof teamStatSchema>;

/**
 * The box score's groups and their columns, at least (each sport's usual sheet):
 * - basketball `players`: min pts reb ast stl blk to fgm fga tpm tpa ftm fta
 * - hockey `skaters`: g a sog pim pm toi; `goalies`: sa sv ga toi
 * - baseball `batting`: ab r h rbi hr bb so; `pitching`: ip h r er bb so hr
 * - football `passing`: cmp att yds td int; `rushing`: car yds td; `receiving`: rec yds td;
 *   `kicking`: fgm fga xpm xpa
 * - soccer `players`: min g a sh sot yc rc; `goalkeepers`: min sv ga
 */
export const BOX_SCORE_COLUMNS = {
  basketball: { players: ["min", "pts", "reb", "ast", "stl", "blk", "to", "fgm", "fga", "tpm", "tpa", "ftm", "fta"] },
  hockey: { skaters: ["g", "a", "sog", "pim", "pm", "toi"], goalies: ["sa", "sv", "ga", "toi"] },
  baseball: { batting: ["ab", "r", "h", "rbi", "hr", "bb", "so"], pitching: ["ip", "h", "r", "er", "bb", "so", "hr"] },
  football: {
    passing: ["cmp", "att", "yds", "td", "int"],
    rushing: ["car", "yds", "td"],
    receiving: ["rec", "yds", "td"],
    kicking: ["fgm", "fga", "xpm", "xpa"],
  },
  soccer: { players: ["min", "g", "a", "sh", "sot", "yc", "rc"], goalkeepers: ["min", "sv", "ga"] },
} as const;

export const playerLineSchema = z.object({
  player: playerRefSchema,
  starter: z.boolean(),
  /** By the group's column keys; a number where the stat is a count, a string for times ("31:20", "6.2" innings). */
  stats: z.record(z.string(), statValue),
});
export type PlayerLine = z.infer<typeof playerLineSchema>;

export const boxScoreGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  players: z.array(playerLineSchema),
});
export type BoxScoreGroup = z.infer<typeof boxScoreGroupSchema>;

/** What the columns print as: the sport's usual abbreviations. */
const COLUMN_LABELS: Record<string, string> = {
  min: "MIN",
  pts: "PTS",
  reb: "REB",
  ast: "AST",
  stl: "STL",
  blk: "BLK",
  to: "TO",
  fgm: "FGM",
  fga: "FGA",
  tpm: "3PM",
  tpa: "3PA",
  ftm: "FTM",
  fta: "FTA",
  g: "G",
  a: "A",
  sog: "SOG",
  pim: "PIM",
  pm: "+/-",
  toi: "TOI",
  sa: "SA",
  sv: "SV",
  ga: "GA",
  ab: "AB",
  r: "R",
  h: "H",
  rbi: "RBI",
  hr: "HR",
  bb: "BB",
  so: "SO",
  ip: "IP",
  er: "ER",
  cmp: "CMP",
  att: "ATT",
  yds: "YDS",
  td: "TD",
  int: "INT",
  car: "CAR",
  rec: "REC",
  xpm: "XPM",
  xpa: "XPA",
  sh: "SH",
  sot: "SOT",
  yc: "YC",
  rc: "RC",
};

const GROUP_LABELS: Record<string, string> = {
  players: "Players",
  skaters: "Skaters",
  goalies: "Goalies",
  batting: "Batting",
  pitching: "Pitching",
  passing: "Passing",
  rushing: "Rushing",
  receiving: "Receiving",
  kicking: "Kicking",
  goalkeepers: "Goalkeepers",
};

/**
 * A box-score group's heading, the same from every source: its label and its columns (the keys
 * of BOX_SCORE_COLUMNS for the sport and group, none for a group the sport does not have).
 */
export function boxScoreGroupHead(sport: string, group: string): Omit<BoxScoreGroup, "players"> {
  const keys = (BOX_SCORE_COLUMNS as Record<string, Record<string, readonly string[]>>)[sport]?.[group] ?? [];
  return {
    key: group,
    label: GROUP_LABELS[group] ?? group,
    columns: keys.map((key) => ({ key, label: COLUMN_LABELS[key] ?? key.toUpperCase() })),
  };
}

export const boxScoreSideSchema = z.object({
  teamId: z.number().int().nullable(),
  groups: z.array(boxScoreGroupSchema),
});
export const boxScoreSchema = z.object({ home: boxScoreSideSchema, away: boxScoreSideSchema });
export type BoxScore = z.infer<typeof boxScoreSchema>;

export const KEY_EVENT_KINDS = [
  // soccer
  "goal",
  "penalty-goal",
  "own-goal",
  "penalty-missed",
  "yellow-card",
  "red-card",
  "substitution",
  // hockey (also "goal")
  "penalty",
  // football
  "touchdown",
  "field-goal",
  "extra-point",
  "two-point",
  "safety",
  // baseball
  "home-run",
  "run",
] as const;
export type KeyEventKind = (typeof KEY_EVENT_KINDS)[number];
export const KEY_EVENT_ROLES = ["scorer", "assist", "in", "out", "player"] as const;

/**
 * A moment that decided the game. `team` is the side credited (an own goal's player is from the
 * other side); the scores are those after the event. The screens say it in the viewer's language.
 */
export const keyEventSchema = z.object({
  id: z.string(),
  kind: z.enum(KEY_EVENT_KINDS),
  period: z.number().int(),
  /** The game clock as the sport shows it ("67'", "45'+2", "12:31"); null when unknown. */
  clock: z.string().nullable(),
  team: z.enum(["home", "away"]),
  players: z.array(z.object({ id: z.string(), name: z.string(), role: z.enum(KEY_EVENT_ROLES) })),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});
export type KeyEvent = z.infer<typeof keyEventSchema>;

export const lineupSchema = z.object({
  /** "4-3-3": soccer always has one; null elsewhere. */
  formation: z.string().nullable(),
  starters: z.array(playerRefSchema),
  bench: z.array(playerRefSchema),
});
export const lineupsSchema = z.object({ home: lineupSchema, away: lineupSchema });
export type Lineups = z.infer<typeof lineupsSchema>;

const leaderEntrySchema = z.object({ player: playerRefSchema, value: z.string() }).nullable();
export const leaderSchema = z.object({
  key: z.string(),
  label: z.string(),
  home: leaderEntrySchema,
  away: leaderEntrySchema,
});
export type Leader = z.infer<typeof leaderSchema>;

/** A past meeting of the two teams (the last five, newest first). */
export const meetingSchema = z.object({
  gameId: z.string(),
  date: z.string(),
  homeTeamId: z.number().int().nullable(),
  awayTeamId: z.number().int().nullable(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
});

/**
 * One of a team's latest results before the game (the last five, newest first): the "form" a
 * preview shows. `result` is the team's: a level game won on a shoot-out is a W.
 */
export const formGameSchema = z.object({
  gameId: z.string(),
  date: z.string(),
  opponentId: z.number().int().nullable(),
  /** Whether the team played at home. */
  home: z.boolean(),
  teamScore: z.number().int(),
  opponentScore: z.number().int(),
  result: z.enum(["W", "D", "L"]),
});
export type FormGame = z.infer<typeof formGameSchema>;

/** The fields GET /api/games/:id adds to the score card (all present; null or empty when unknown). */
export const gameSheetSchema = z.object({
  venue: venueSchema.nullable(),
  /** Where to watch: networks and streams. */
  broadcasts: z.array(z.string()),
  lineScore: lineScoreSchema.nullable(),
  teamStats: z.array(teamStatSchema),
  boxScore: boxScoreSchema.nullable(),
  keyEvents: z.array(keyEventSchema),
  lineups: lineupsSchema.nullable(),
  leaders: z.array(leaderSchema),
  headToHead: z.array(meetingSchema),
  /** Each team's last five results before the game (empty when unknown). */
  form: z.object({ home: z.array(formGameSchema), away: z.array(formGameSchema) }),
});
export type GameSheet = z.infer<typeof gameSheetSchema>;

// ---- rosters and player pages ----

const teamRefSchema = z.object({ id: z.number().int(), name: z.string(), abbreviation: z.string() });

/** GET /api/teams/:id/roster */
export const rosterSchema = z.object({ team: teamRefSchema, players: z.array(playerRefSchema) });
export type Roster = z.infer<typeof rosterSchema>;

export const playerParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, "Unknown player")
    .max(64, "Unknown player")
    .regex(/^[A-Za-z0-9._:-]+$/, "Unknown player"),
});

/** GET /api/players/:id: season totals (the sums of the game lines) and the game lines, newest first. */
export const playerPageSchema = z.object({
  player: playerRefSchema.extend({ team: teamRefSchema.nullable() }),
  season: z.object({ games: z.number().int(), stats: z.record(z.string(), statValue) }),
  games: z.array(
    z.object({
      gameId: z.string(),
      date: z.string(),
      opponent: teamRefSchema.nullable(),
      stats: z.record(z.string(), statValue),
    }),
  ),
});
export type PlayerPage = z.infer<typeof playerPageSchema>;
