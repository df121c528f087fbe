import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Mirrors migrations/1200_alerts.sql (the SQL is the source of truth).
export const alertSettings = pgTable("alert_settings", {
  userId: integer("user_id").primaryKey(),
  quietStart: text("quiet_start"),
  quietEnd: text("quiet_end"),
  delaySeconds: integer("delay_seconds").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const teamAlerts = pgTable(
  "team_alerts",
  {
    userId: integer("user_id").notNull(),
    teamId: integer("team_id").notNull(),
    kinds: text("kinds").array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] })],
);

export const gameAlerts = pgTable(
  "game_alerts",
  {
    userId: integer("user_id").notNull(),
    gameId: text("game_id").notNull(),
    kinds: text("kinds").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
);

export const alertDeliveries = pgTable("alert_deliveries", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id").notNull(),
  gameId: text("game_id").notNull(),
  dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  moment: jsonb("moment").notNull(),
});

// Mirrors migrations/1220_player_alerts.sql.
export const playerAlerts = pgTable(
  "player_alerts",
  {
    userId: integer("user_id").notNull(),
    playerId: text("player_id").notNull(),
    name: text("name").notNull(),
    teamId: integer("team_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.playerId] })],
);
