import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Mirrors migrations/0200_communities_events.sql (the SQL is the source of truth).
export const events = pgTable("events", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
  description: text("description"),
  sport: text("sport").notNull(),
  location: text("location").notNull(),
  eventDate: timestamp("event_date", { withTimezone: true }).notNull(),
  /** The venue's IANA zone (migrations/0950). */
  timeZone: text("time_zone").notNull().default("UTC"),
  maxAttendees: integer("max_attendees"),
  communityId: integer("community_id"),
  isPublic: boolean("is_public").notNull().default(true),
  creatorId: integer("creator_id").notNull(),
  currentAttendees: integer("current_attendees").notNull().default(0),
  gameId: text("game_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  editedAt: timestamp("edited_at", { withTimezone: true }),
});

export const eventRsvps = pgTable(
  "event_rsvps",
  {
    id: integer("id").notNull().generatedAlwaysAsIdentity(),
    eventId: integer("event_id").notNull(),
    userId: integer("user_id").notNull(),
    status: text("status", { enum: ["going", "maybe", "not_going", "waitlist"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
