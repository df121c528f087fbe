import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { Game } from "@shared/schemas/live";

// Mirrors migrations/0800_games.sql and 1110_game_comment_reports.sql (the SQL is the source of truth).
export const games = pgTable("games", {
  id: text("id").primaryKey(),
  league: text("league").notNull(),
  sport: text("sport").notNull(),
  status: text("status", { enum: ["live", "final", "upcoming", "other"] }).notNull(),
  gameTime: timestamp("game_time", { withTimezone: true }),
  state: jsonb("state").$type<Game>().notNull(),
  scoredAt: timestamp("scored_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const gameTimeline = pgTable("game_timeline", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  gameId: text("game_id").notNull(),
  at: timestamp("at", { withTimezone: true }).notNull(),
  kind: text("kind", { enum: ["start", "period", "score", "final", "postponed"] }).notNull(),
  period: integer("period"),
  clock: text("clock"),
  homeScore: integer("home_score"),
  awayScore: integer("away_score"),
  text: text("text").notNull(),
  dedupeKey: text("dedupe_key").notNull(),
});

export const gameComments = pgTable("game_comments", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  gameId: text("game_id").notNull(),
  userId: integer("user_id").notNull(),
  content: text("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when a moderator removed it (1110): only its author still sees it. */
  removedAt: timestamp("removed_at", { withTimezone: true }),
});

export const gamePredictions = pgTable(
  "game_predictions",
  {
    gameId: text("game_id").notNull(),
    userId: integer("user_id").notNull(),
    winner: text("winner", { enum: ["home", "away", "draw"] }).notNull(),
    homeScore: integer("home_score"),
    awayScore: integer("away_score"),
    points: integer("points"),
    exact: boolean("exact"),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] })],
);
