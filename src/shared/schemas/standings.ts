import { z } from "zod";
import { LEAGUE_SLUGS } from "../leagues";

// League tables (GET /api/standings/:league). One shape for every sport: the fields of a sport's
// columns are present, the others absent (soccer has draws and goals, hockey overtime losses and
// points, the US leagues a winning percentage and games behind).

export const standingsTeamSchema = z.object({
  /** Catalogue id (null for a club ESPN lists that the catalogue lacks). */
  id: z.number().int().nullable(),
  name: z.string(),
  abbreviation: z.string(),
  logo: z.string(),
});

/** A zone of the table: Champions League, relegation, play-offs, Liguilla… */
export const standingsNoteSchema = z.object({
  description: z.string(),
  /** A colour of the zone (#rrggbb), as the league's tables mark it. */
  color: z.string(),
});
export type StandingsNote = z.infer<typeof standingsNoteSchema>;

/** A result as fans abbreviate it: W, L, D (soccer draw) or T (tie). */
export const RESULT_LETTERS = ["W", "L", "D", "T"] as const;
export type ResultLetter = (typeof RESULT_LETTERS)[number];

export const standingsEntrySchema = z.object({
  rank: z.number().int().positive(),
  team: standingsTeamSchema,
  gamesPlayed: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  /** Soccer. */
  draws: z.number().int().nonnegative().optional(),
  /** American football. */
  ties: z.number().int().nonnegative().optional(),
  /** Hockey: losses in overtime or the shoot-out (a point each). */
  otLosses: z.number().int().nonnegative().optional(),
  /** Soccer (3 a win, 1 a draw) and hockey (2 a win, 1 an overtime loss). */
  points: z.number().int().optional(),
  /** US leagues: wins (ties as half) per game played, 0 to 1. */
  winPercent: z.number().min(0).max(1).optional(),
  /** US leagues: games behind the group's leader (0 for the leader). */
  gamesBehind: z.number().nonnegative().optional(),
  goalsFor: z.number().int().nonnegative().optional(),
  goalsAgainst: z.number().int().nonnegative().optional(),
  goalDifference: z.number().int().optional(),
  /** "W3", "L1": the current run of results (US leagues). */
  streak: z.string().nullable().optional(),
  /** The last five results, newest first (soccer). */
  form: z.array(z.enum(RESULT_LETTERS)).max(5).optional(),
  note: standingsNoteSchema.nullable().optional(),
});
export type StandingsEntry = z.infer<typeof standingsEntrySchema>;

export const standingsGroupSchema = z.object({
  /** "Western Conference", "AFC West", "Group C", "Premier League". */
  name: z.string(),
  /** The conference or league a division belongs to ("AFC", "American League"); null otherwise. */
  conference: z.string().nullable(),
  entries: z.array(standingsEntrySchema),
});
export type StandingsGroup = z.infer<typeof standingsGroupSchema>;

export const leagueStandingsSchema = z.object({
  league: z.enum(LEAGUE_SLUGS),
  /** "2026", "2026-27". */
  season: z.string(),
  groups: z.array(standingsGroupSchema),
});
export type LeagueStandings = z.infer<typeof leagueStandingsSchema>;

/** Any slug-like league: one that is not ours answers 404 (a missing page), not 400. */
export const standingsParamsSchema = z.object({ league: z.string().regex(/^[a-z0-9-]{1,40}$/, "Unknown league") });
