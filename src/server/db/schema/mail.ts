import { bigint, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { citext } from "./types";

// Mirrors migrations/1100_mail_and_verification.sql.

export const emailTokens = pgTable("email_tokens", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text("token_hash").notNull(),
  userId: integer("user_id").notNull(),
  purpose: text("purpose", { enum: ["verify_email", "unsubscribe_reminders"] }).notNull(),
  email: citext("email").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const mailOutbox = pgTable("mail_outbox", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text("kind").notNull(),
  userId: integer("user_id"),
  recipient: text("recipient").notNull(),
  locale: text("locale").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body"),
  htmlBody: text("html_body"),
  headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
  dedupeKey: text("dedupe_key"),
  status: text("status", { enum: ["pending", "sent", "failed"] })
    .notNull()
    .default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastError: text("last_error"),
  messageId: text("message_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});
