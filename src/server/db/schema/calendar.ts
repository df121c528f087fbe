import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** What a team calendar last said about a game; `sequence` goes up when its start or state changes. */
export const calendarGameVersions = pgTable("calendar_game_versions", {
  gameId: text("game_id").primaryKey(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  state: text("state").$type<"confirmed" | "cancelled">().notNull(),
  sequence: integer("sequence").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
