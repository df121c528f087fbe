import { integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";

// Mirrors migrations/0900_editing_waitlist_blocks.sql (the SQL is the source of truth).
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: integer("blocker_id").notNull(),
    blockedId: integer("blocked_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

export const userMutes = pgTable(
  "user_mutes",
  {
    muterId: integer("muter_id").notNull(),
    mutedId: integer("muted_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] })],
);
