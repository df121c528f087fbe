import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Mirrors migrations/0910_reports_moderation.sql and 1110_game_comment_reports.sql (the SQL is
// the source of truth; its checks hold subject_kind to REPORT_SUBJECT_KINDS).
export const reports = pgTable("reports", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  reporterId: integer("reporter_id"),
  subjectKind: text("subject_kind").notNull(),
  subjectId: integer("subject_id").notNull(),
  subjectUserId: integer("subject_user_id").notNull(),
  reason: text("reason").notNull(),
  details: text("details"),
  status: text("status").notNull().default("open"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  resolvedBy: integer("resolved_by"),
});

export const userSuspensions = pgTable("user_suspensions", {
  userId: integer("user_id").primaryKey(),
  until: timestamp("until", { withTimezone: true }),
  reason: text("reason").notNull(),
  suspendedBy: integer("suspended_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const moderationAudit = pgTable("moderation_audit", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  adminId: integer("admin_id"),
  action: text("action").notNull(),
  subjectKind: text("subject_kind").notNull(),
  subjectId: integer("subject_id"),
  targetUserId: integer("target_user_id"),
  reportId: integer("report_id"),
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
