import { z } from "zod";
import { LIVE_LEAGUE_PARAMS } from "../leagues";
import { LEAGUE_SLUGS, SPORTS } from "./teams";

/** SPEC §3 Game score status values. `other` covers postponed, suspended, cancelled and delayed. */
export const GAME_STATUSES = ["live", "final", "upcoming", "other"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const gameTeamSchema = z.object({
  /** Catalogue id when the team is in our catalogue (null for ESPN placeholders like "Round of 32 14 Winner"). */
  id: z.number().int().nullable(),
  name: z.string(),
  abbreviation: z.string(),
  logo: z.string(),
});
export type GameTeam = z.infer<typeof gameTeamSchema>;

export const gameSchema = z.object({
  id: z.string(),
  league: z.enum(LEAGUE_SLUGS),
  sport: z.enum(SPORTS),
  gameStatus: z.enum(GAME_STATUSES),
  /** Scheduled start (ISO); null when the time is still to be decided (shown as TBD). */
  gameTime: z.string().nullable(),
  homeTeam: gameTeamSchema,
  awayTeam: gameTeamSchema,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  /** Penalty shoot-out goals (soccer) or shoot-out result (hockey), when one decided the game. */
  homeShootout: z.number().int().nullable(),
  awayShootout: z.number().int().nullable(),
  /** Human text of the state: "Q3 5:32", "57'", "Top 5th", "Halftime", "Final/OT", "Postponed". */
  statusDetail: z.string(),
  period: z.number().int().nullable(),
  clock: z.string().nullable(),
  /** Which side won a final game; "tie" for a draw. Null while not final. */
  winner: z.enum(["home", "away", "tie"]).nullable(),
  /** When this state was produced (ISO); clients use it to ignore out-of-order updates. */
  updatedAt: z.string(),
  /** True when the provider could not refresh and this is the last good data. */
  stale: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;
export const gameListSchema = z.array(gameSchema);

export const liveLeagueParamsSchema = z.object({ league: z.enum(LIVE_LEAGUE_PARAMS, "Unknown league") });
