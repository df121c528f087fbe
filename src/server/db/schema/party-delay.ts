import { integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";

// Mirrors migrations/1210_party_delay.sql (the SQL is the source of truth).
export const partyDelays = pgTable("party_delays", {
  eventId: integer("event_id").primaryKey(),
  delaySeconds: integer("delay_seconds").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const partyDelayOptOuts = pgTable(
  "party_delay_opt_outs",
  {
    eventId: integer("event_id").notNull(),
    userId: integer("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
