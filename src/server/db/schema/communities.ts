import { boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Mirrors migrations/0200_communities_events.sql (the SQL is the source of truth).
export const communities = pgTable("communities", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  description: text("description"),
  sport: text("sport").notNull(),
  teamId: integer("team_id"),
  isPrivate: boolean("is_private").notNull().default(false),
  creatorId: integer("creator_id").notNull(),
  memberCount: integer("member_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const communityMembers = pgTable(
  "community_members",
  {
    id: integer("id").notNull().generatedAlwaysAsIdentity(),
    communityId: integer("community_id").notNull(),
    userId: integer("user_id").notNull(),
    status: text("status", { enum: ["member", "pending"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
);
