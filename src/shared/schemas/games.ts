import { z } from "zod";
import { GAME_COMMENT_MAX, PREDICTION_SCORE_MAX } from "../limits";
import { cleanString, idSchema, pageQuerySchema, text } from "./common";
import { attendeeSchema, eventSchema, GAME_ID_MAX } from "./events";
import {
  gameSheetSchema,
  keyEventSchema,
  leaderSchema,
  lineScoreSchema,
  playerLineSchema,
  teamStatSchema,
} from "./game-sheet";
import { gameSchema } from "./live";

// The game centre (issue #14): a stored game with its timeline, its match thread, its watch
// parties and the pick'em predictions scored from its final result.

/** A game id as providers make them (`sim-…`, ESPN's numeric ids); anything else is not a game. */
export const gameIdSchema = cleanString()
  .trim()
  .min(1, "Unknown game")
  .max(GAME_ID_MAX, "Unknown game")
  .regex(/^[A-Za-z0-9._:-]+$/, "Unknown game");
export const gameParamsSchema = z.object({ id: gameIdSchema });
export const gameCommentParamsSchema = z.object({ id: gameIdSchema, commentId: idSchema });

/** The pub/sub topic of one game's page (match thread and timeline). */
export const gameTopic = (gameId: string) => `game:${gameId}`;
/**
 * The topic of a game's sheet changes (box score, key events…): a socket follows it with the
 * game's page unless the viewer's spoiler shield covers the game and it was not revealed.
 */
export const gameSheetTopic = (gameId: string) => `game-sheet:${gameId}`;

/** `?reveal=1`: the viewer revealed this game, so its sheet comes whole even under the spoiler shield. */
export const revealQuerySchema = z.object({
  reveal: z.enum(["0", "1"], "reveal must be 0 or 1").optional(),
});

export const TIMELINE_KINDS = ["start", "period", "score", "final", "postponed"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const timelineEntrySchema = z.object({
  /** When the change was seen (ISO). */
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  period: z.number().int().nullable(),
  clock: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  text: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** A watch party (an event linked to the game) with the viewer's friends who are going. */
export const watchPartySchema = eventSchema.extend({ friendsGoing: z.array(attendeeSchema) });
export type WatchParty = z.infer<typeof watchPartySchema>;

/**
 * GET /api/games/:id: the score card's shape plus the story, the watch parties and what happened
 * inside the game (the game sheet, issue #35).
 */
export const gameDetailSchema = gameSchema
  .extend({
    timeline: z.array(timelineEntrySchema),
    watchParties: z.array(watchPartySchema),
  })
  .extend(gameSheetSchema.shape)
  .extend({
    /**
     * The viewer's spoiler shield covers one of the teams and the request did not reveal the
     * game: the box score, line score, key events, team stats and leaders are withheld (null or
     * empty). Ask again with `?reveal=1` once the viewer reveals it.
     */
    shielded: z.boolean(),
  });
export type GameDetail = z.infer<typeof gameDetailSchema>;

/**
 * What a live change altered in a game's sheet, sent to the game's sheet topic only (see
 * gameSheetTopic): key events new since the last push (in order), the box score lines that are
 * new or changed (whole lines, to replace by player id within their side and group), and the
 * line score, team stats and leaders whole when they changed (absent when they did not).
 */
export const sheetChangeSchema = z.object({
  keyEvents: z.array(keyEventSchema),
  boxScore: z.array(
    z.object({ side: z.enum(["home", "away"]), group: z.string(), players: z.array(playerLineSchema) }),
  ),
  lineScore: lineScoreSchema.nullable().optional(),
  teamStats: z.array(teamStatSchema).optional(),
  leaders: z.array(leaderSchema).optional(),
});
export type SheetChange = z.infer<typeof sheetChangeSchema>;

/**
 * The `game_update` push, of two kinds:
 * - on the game's topic, after a recorded change: the game as it is now and every timeline
 *   entry the change added, in story order (one recorded batch can hold several: kick-off and
 *   a first score together); no `sheet`;
 * - on the game's sheet topic, as soon as the board moves: the game and `sheet`, what changed
 *   inside it (entries empty).
 */
export const gameUpdateSchema = gameSchema
  .extend({ entries: z.array(timelineEntrySchema), sheet: sheetChangeSchema.optional() })
  .refine((u) => u.entries.length > 0 || u.sheet !== undefined, "A game update carries entries or a sheet change");
export type GameUpdate = z.infer<typeof gameUpdateSchema>;

// ---- match thread ----

export const createGameCommentSchema = z.object({
  content: cleanString({ error: "Comment is required", multiline: true })
    .pipe(text(GAME_COMMENT_MAX, `Comment must be at most ${GAME_COMMENT_MAX} characters`, { multiline: true }))
    .pipe(z.string().min(1, "Comment is required")),
});
export type CreateGameCommentInput = z.input<typeof createGameCommentSchema>;

export const gameCommentSchema = z.object({
  id: z.number().int(),
  gameId: z.string(),
  userId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  /** A moderator removed it: only its author still gets it, marked. */
  removed: z.boolean(),
});
export type GameComment = z.infer<typeof gameCommentSchema>;
export const gameCommentPageSchema = z.object({ items: z.array(gameCommentSchema), nextCursor: z.string().nullable() });
export type GameCommentPage = z.infer<typeof gameCommentPageSchema>;
export const gameCommentQuerySchema = pageQuerySchema;

// ---- predictions ----

export const PREDICTION_WINNERS = ["home", "away", "draw"] as const;
export type PredictionWinner = (typeof PREDICTION_WINNERS)[number];
/** Points: the right winner 1, the exact score 3 (an exact score is also the right winner; 3 in all). */
export const PREDICTION_POINTS = { winner: 1, exact: 3 } as const;

const predictedScore = z
  .number({ error: "Scores must be whole numbers" })
  .int("Scores must be whole numbers")
  .min(0, "Scores cannot be negative")
  .max(PREDICTION_SCORE_MAX, `Scores must be at most ${PREDICTION_SCORE_MAX}`);

export const predictionBodySchema = z
  .object({
    winner: z.enum(PREDICTION_WINNERS, { error: "Pick home, away or draw" }),
    homeScore: predictedScore.nullable().optional(),
    awayScore: predictedScore.nullable().optional(),
  })
  .refine((p) => (p.homeScore == null) === (p.awayScore == null), {
    message: "Give both scores or neither",
    path: ["homeScore"],
  })
  .refine((p) => p.homeScore == null || p.awayScore == null || winnerOfScore(p.homeScore, p.awayScore) === p.winner, {
    message: "The score must agree with the winner",
    path: ["homeScore"],
  });
export type PredictionInput = z.input<typeof predictionBodySchema>;
export type PredictionBody = z.output<typeof predictionBodySchema>;

export function winnerOfScore(home: number, away: number): PredictionWinner {
  return home > away ? "home" : home < away ? "away" : "draw";
}

export const predictionSchema = z.object({
  winner: z.enum(PREDICTION_WINNERS),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null until the game's final result scored it. */
  points: z.number().int().nullable(),
  exact: z.boolean().nullable(),
  scoredAt: z.string().nullable(),
});
export type Prediction = z.infer<typeof predictionSchema>;

/** open: predictions accepted; locked: the game started; scored: the viewer's pick got its points. */
export const PREDICTION_STATES = ["open", "locked", "scored"] as const;
export const predictionStateSchema = z.object({
  gameId: z.string(),
  state: z.enum(PREDICTION_STATES),
  /** Whether a draw is a possible result in this sport. */
  drawAllowed: z.boolean(),
  prediction: predictionSchema.nullable(),
});
export type PredictionState = z.infer<typeof predictionStateSchema>;

// ---- leaderboards ----

export const LEADERBOARD_PERIODS = ["week", "season"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

const SCOPE_MESSAGE = "Scope must be friends or community:<id>";
export const COMMUNITY_SCOPE = "community:";

export const leaderboardQuerySchema = pageQuerySchema.extend({
  scope: cleanString()
    .trim()
    .max(40)
    .regex(/^(friends|community:[1-9][0-9]{0,9})$/, SCOPE_MESSAGE)
    // The community's id within the shared id bounds: one past the integer column is a 400, not a database error.
    .refine((s) => s === "friends" || idSchema.safeParse(s.slice(COMMUNITY_SCOPE.length)).success, SCOPE_MESSAGE)
    .default("friends"),
  period: z.enum(LEADERBOARD_PERIODS, { error: "Period must be week or season" }).default("week"),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  user: leaderboardUserSchema,
  points: z.number().int(),
  /** Scored predictions in the period. */
  predictions: z.number().int(),
  /** Of which exact scores. */
  exact: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  scope: z.string(),
  period: z.enum(LEADERBOARD_PERIODS),
  /** Start of the period (ISO): predictions scored since then count. */
  since: z.string(),
  items: z.array(leaderboardEntrySchema),
  nextCursor: z.string().nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** Sports where a game can end level (a draw prediction makes sense). */
export const drawPossible = (sport: string) => sport === "soccer" || sport === "football";
