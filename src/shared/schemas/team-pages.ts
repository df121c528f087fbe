import { z } from "zod";
import { communitySchema } from "./communities";
import { eventSchema } from "./events";
import { gameSchema } from "./live";
import { RESULT_LETTERS } from "./standings";
import { teamSchema } from "./teams";

// A team's page (GET /api/teams/:id), its season schedule (GET /api/teams/:id/schedule) and
// following it (PUT/DELETE /api/teams/:id/follow).

/** Games listed as the last results and as the games to come. */
export const TEAM_GAMES_SHOWN = 5;
/** Communities and watch parties a team page shows. */
export const TEAM_COMMUNITIES_SHOWN = 6;
export const TEAM_WATCH_PARTIES_SHOWN = 5;
/** A season's games of one team: far more than any league plays (bounds the schedule). */
export const TEAM_SCHEDULE_MAX = 400;

export const teamRecordSchema = z.object({
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  /** American football. */
  ties: z.number().int().nonnegative().optional(),
  /** Soccer. */
  draws: z.number().int().nonnegative().optional(),
  /** Hockey. */
  otLosses: z.number().int().nonnegative().optional(),
  /** "12-5"; soccer W-D-L "8-3-4"; hockey W-L-OTL "30-12-5". */
  summary: z.string(),
});
export type TeamRecord = z.infer<typeof teamRecordSchema>;

export const teamStandingSchema = z.object({
  rank: z.number().int().positive(),
  /** The group the team is ranked in ("Western Conference", "AFC West", "Group C"); null for a single table. */
  group: z.string().nullable(),
  /** "2nd in Western Conference", "1st in Group C". */
  summary: z.string(),
});
export type TeamStanding = z.infer<typeof teamStandingSchema>;

export const teamDetailSchema = teamSchema.extend({
  season: z.string(),
  record: teamRecordSchema,
  /** Null when the league's table does not list the team. */
  standing: teamStandingSchema.nullable(),
  /** The last results, newest first. */
  form: z.array(z.enum(RESULT_LETTERS)).max(TEAM_GAMES_SHOWN),
  /** The last finals, newest first. */
  lastGames: z.array(gameSchema).max(TEAM_GAMES_SHOWN),
  /** The game being played, then the next ones, soonest first. */
  nextGames: z.array(gameSchema).max(TEAM_GAMES_SHOWN),
  followers: z.number().int().nonnegative(),
  isFavorite: z.boolean(),
  communities: z.array(communitySchema).max(TEAM_COMMUNITIES_SHOWN),
  /** Upcoming watch parties of the team's next games. */
  watchParties: z.array(eventSchema).max(TEAM_WATCH_PARTIES_SHOWN),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const teamScheduleSchema = z.object({
  team: teamSchema,
  /** The season's games so far and those to come, oldest first. */
  games: z.array(gameSchema).max(TEAM_SCHEDULE_MAX),
});
export type TeamSchedule = z.infer<typeof teamScheduleSchema>;

export const teamFollowSchema = z.object({ isFavorite: z.boolean(), followers: z.number().int().nonnegative() });
export type TeamFollow = z.infer<typeof teamFollowSchema>;
