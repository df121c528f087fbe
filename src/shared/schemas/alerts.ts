import { z } from "zod";
import { cleanString, idSchema } from "./common";

import { ALERT_KINDS } from "../alert-kinds";

export { ALERT_KINDS, defaultTeamKinds, type AlertKind } from "../alert-kinds";

/** Teams with their own set of kinds (favourites or not). */
export const ALERT_TEAMS_MAX = 60;
/** Games with their own set of kinds. */
export const ALERT_GAMES_MAX = 100;
/** Players the fan follows (their goals, touchdowns and home runs). */
export const ALERT_PLAYERS_MAX = 50;
/** The largest delay a fan can set: the server keeps this much of each game's history. */
export const DELAY_SECONDS_MAX = 300;
const ALERT_KINDS_MAX = ALERT_KINDS.length;

export const UNKNOWN_ALERT_KIND_MESSAGE = "Unknown alert kind";
export const ALERT_TIME_MESSAGE = "Use a time of day like 22:30";
export const UNKNOWN_PLAYER_MESSAGE = "Unknown player";
export const DELAY_RANGE_MESSAGE = `The delay is between 0 and ${DELAY_SECONDS_MAX} seconds`;

const kindsSchema = z
  .array(z.enum(ALERT_KINDS, UNKNOWN_ALERT_KIND_MESSAGE))
  .max(ALERT_KINDS_MAX, `At most ${ALERT_KINDS_MAX} kinds`);

/** "HH:MM", 24-hour, in the fan's own time zone (their profile's). */
const timeOfDaySchema = z.string(ALERT_TIME_MESSAGE).regex(/^([01]\d|2[0-3]):[0-5]\d$/, ALERT_TIME_MESSAGE);

export const teamAlertSchema = z.object({ teamId: idSchema, kinds: kindsSchema });
export const gameAlertSchema = z.object({
  gameId: cleanString().min(1, "Unknown game").max(100, "Unknown game"),
  kinds: kindsSchema,
});
/** A player id as GET /api/players/:id takes it: `sim-…` or ESPN's athlete id. */
const playerIdSchema = z
  .string(UNKNOWN_PLAYER_MESSAGE)
  .trim()
  .min(1, UNKNOWN_PLAYER_MESSAGE)
  .max(64, UNKNOWN_PLAYER_MESSAGE)
  .regex(/^[A-Za-z0-9._:-]+$/, UNKNOWN_PLAYER_MESSAGE);
/**
 * A player the fan follows: their goals (penalty goals included; soccer, hockey), touchdowns
 * and home runs reach the fan through the game's one notification, whichever teams play. The
 * name and team are the player page's when the fan followed.
 */
export const playerAlertSchema = z.object({
  playerId: playerIdSchema,
  name: z.string(),
  teamId: z.number().int().nullable(),
});
/** What PUT /api/alerts takes of a followed player: the id (the name and team are read from the player's page). */
export const playerAlertInputSchema = z.object({ playerId: playerIdSchema });
const playersMax = `At most ${ALERT_PLAYERS_MAX} players`;
export const quietHoursSchema = z.object({ start: timeOfDaySchema, end: timeOfDaySchema });
export type QuietHours = z.infer<typeof quietHoursSchema>;
export const delaySecondsSchema = z
  .number(DELAY_RANGE_MESSAGE)
  .int(DELAY_RANGE_MESSAGE)
  .min(0, DELAY_RANGE_MESSAGE)
  .max(DELAY_SECONDS_MAX, DELAY_RANGE_MESSAGE);

/**
 * GET /api/alerts. `teams`: every favourite team (its default set until the fan changed it) and
 * every other team the fan set kinds for; `games`: the games the fan set kinds for (an empty set
 * mutes a game); `players`: the players the fan follows, latest first. `quietHours` in the fan's own time zone; `delaySeconds` how far behind the
 * broadcast the fan watches.
 */
export const alertSettingsSchema = z.object({
  teams: z.array(teamAlertSchema).max(ALERT_TEAMS_MAX, `At most ${ALERT_TEAMS_MAX} teams`),
  games: z.array(gameAlertSchema).max(ALERT_GAMES_MAX, `At most ${ALERT_GAMES_MAX} games`),
  players: z.array(playerAlertSchema).max(ALERT_PLAYERS_MAX, playersMax),
  quietHours: quietHoursSchema.nullable(),
  delaySeconds: delaySecondsSchema,
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/**
 * PUT /api/alerts: each field given replaces that part, each field left out stays as it is. A
 * favourite team left out of `teams` goes back to its default set; a game left out of `games`
 * follows its teams again; a player left out of `players` is no longer followed.
 */
export const alertSettingsUpdateSchema = alertSettingsSchema
  .extend({ players: z.array(playerAlertInputSchema).max(ALERT_PLAYERS_MAX, playersMax) })
  .partial();
export type AlertSettingsUpdate = z.infer<typeof alertSettingsUpdateSchema>;
