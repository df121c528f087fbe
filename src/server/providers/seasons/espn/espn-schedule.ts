import { z } from "zod";
import type { Game } from "@shared/schemas/live";
import type { League } from "@shared/schemas/teams";
import { EspnPayloadError, espnEventSchema } from "../../scores/espn/espn-payload";
import { mapEspnEvent } from "../../scores/espn/espn-scoreboard";

// A team's schedule (apis/site/v2/sports/{sport}/{league}/teams/{id}/schedule) as our games.
// Its events have the scoreboard's shape, but scores as objects and no score at all before a
// game; soccer lists the newest first. Answers oldest first whatever ESPN's order.

const scheduleSchema = z.object({ events: z.array(z.unknown()) });

export function mapEspnSchedule(league: League, payload: unknown, now = new Date()): Game[] {
  const parsed = scheduleSchema.safeParse(payload);
  if (!parsed.success) throw new EspnPayloadError("schedule", parsed.error);
  const games: Game[] = [];
  for (const raw of parsed.data.events) {
    const event = espnEventSchema.safeParse(raw);
    const game = event.success ? mapEspnEvent(league, event.data, now) : null;
    if (game) games.push(game);
  }
  return games.sort((a, b) => (a.gameTime ?? "9999").localeCompare(b.gameTime ?? "9999") || a.id.localeCompare(b.id));
}
