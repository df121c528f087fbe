import { integer, pgTable, text } from "drizzle-orm/pg-core";

// Mirrors migrations/0001_core.sql. Rows are upserted from the catalogue at start.
export const teams = pgTable("teams", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  city: text("city").notNull(),
  sport: text("sport").notNull(),
  league: text("league").notNull(),
  abbreviation: text("abbreviation").notNull(),
  primaryColor: text("primary_color").notNull(),
  secondaryColor: text("secondary_color").notNull(),
  conference: text("conference"),
});
