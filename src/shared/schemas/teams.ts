import { z } from "zod";
import { LEAGUE_SLUGS, SPORTS } from "../leagues";
import { cleanString } from "./common";

export * from "../leagues";

export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  sport: z.enum(SPORTS),
  league: z.enum(LEAGUE_SLUGS),
  abbreviation: z.string(),
  /** Served by the app itself (an SVG badge in the team's colours): works offline. */
  logo: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  conference: z.string().nullable(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);

export const teamLogoParamsSchema = z.object({ file: cleanString().regex(/^\d{1,9}\.svg$/, "Unknown team logo") });
export const badgeParamsSchema = z.object({ file: cleanString().regex(/^[A-Za-z0-9&]{1,8}\.svg$/, "Unknown badge") });

/** GET /api/teams/:id/calendar.ics: scores only when asked for (spoiler-safe by default). */
export const teamCalendarQuerySchema = z.object({
  scores: z.enum(["0", "1"], "scores must be 0 or 1").optional(),
});
