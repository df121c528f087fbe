import { citext } from "./types";
import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Mirrors migrations/0001_core.sql (the SQL is the source of truth for the schema).
export const users = pgTable("users", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  username: citext("username").notNull(),
  email: citext("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  location: text("location"),
  avatar: text("avatar"),
  /** migrations/0950: "en" | "es" | "fr", null when never chosen. */
  locale: text("locale", { enum: ["en", "es", "fr"] }),
  timeZone: text("time_zone"),
  /** migrations/1100: when the address was last proved; null: never. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  /** migrations/1100: a new address waiting for its verification; `email` is the old one until then. */
  pendingEmail: citext("pending_email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable("sessions", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text("token_hash").notNull(),
  userId: integer("user_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  userAgent: text("user_agent"),
  ip: text("ip"),
});

export const passwordResets = pgTable("password_resets", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text("token_hash").notNull(),
  userId: integer("user_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const userFavoriteTeams = pgTable(
  "user_favorite_teams",
  {
    userId: integer("user_id").notNull(),
    teamId: integer("team_id").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.teamId] })],
);
