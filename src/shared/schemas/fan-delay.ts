import { z } from "zod";
import { delaySecondsSchema } from "./alerts";
import { gameSchema } from "./live";

// A watch party's delay (issue #37): one delay the host sets for the game of an event, which the
// fans going see the game on during the event, unless their own is larger or they step out.

export const partyDelaySchema = z.object({
  eventId: z.number().int(),
  /** The event's game; null when the event is not linked to one (no party delay then). */
  gameId: z.string().nullable(),
  /** The host's delay for the game, in seconds (0: none). */
  delaySeconds: z.number().int(),
  /** When the party's delay applies (ISO): the event's start to its end (start + 3 h). */
  from: z.string(),
  until: z.string(),
  /** The viewer is the host: they set the delay. */
  canEdit: z.boolean(),
  /** The viewer is going and the delay applies to them now (during the event, not stepped out). */
  active: z.boolean(),
  /** The viewer stepped out of it: they watch on their own delay. */
  optedOut: z.boolean(),
});
export type PartyDelay = z.infer<typeof partyDelaySchema>;

export const partyDelayBodySchema = z.object({ delaySeconds: delaySecondsSchema });
export const partyDelayOptOutBodySchema = z.object({
  optedOut: z.boolean("optedOut must be true or false"),
});

/**
 * GET /api/live/games/{id}/now, for "Sync to broadcast": the game as it is now (undelayed: the
 * fan asked to see it) and how long ago it reached this state, so the fan's tap when their
 * stream shows it gives their delay without trusting the device's clock.
 */
export const liveMomentSchema = z.object({
  game: gameSchema,
  /** Milliseconds since this state was reached, when the server answered. */
  ageMs: z.number().int().nonnegative(),
});
export type LiveMoment = z.infer<typeof liveMomentSchema>;
