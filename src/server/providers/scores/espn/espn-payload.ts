import { z } from "zod";

// The parts of ESPN's public scoreboard JSON we read, as zod schemas. ESPN's payloads are
// loosely typed (ids and abbreviations are strings or numbers, scores are strings, numbers or
// objects, any field may be missing or null), so fields are optional here and the mapper decides
// what a game needs. A payload without an `events` list is rejected as a whole; an event that
// does not fit is skipped on its own.

/** Parsing a payload failed: the provider counts it as a failed request (backs off, serves stale). */
export class EspnPayloadError extends Error {
  constructor(what: string, error: z.ZodError) {
    super(`ESPN ${what} payload rejected: ${z.prettifyError(error).replace(/\n/g, "; ")}`);
    this.name = "EspnPayloadError";
  }
}

const idLike = z.union([z.string().min(1), z.number()]).transform(String);
const text = z.string().nullish();
export const espnScoreSchema = z
  .union([z.string(), z.number(), z.object({ value: z.number().nullish(), displayValue: text })])
  .nullish();

const statusSchema = z.object({
  type: z
    .object({
      state: text,
      name: text,
      completed: z.boolean().nullish(),
      shortDetail: text,
      detail: text,
      description: text,
    })
    .nullish(),
  period: z.number().nullish(),
  displayClock: text,
});

export const espnTeamSchema = z.object({
  id: idLike.nullish(),
  displayName: text,
  shortDisplayName: text,
  name: text,
  location: text,
  abbreviation: idLike.nullish(),
});
export type EspnTeam = z.infer<typeof espnTeamSchema>;

const competitorSchema = z.object({
  homeAway: text,
  team: espnTeamSchema.nullish(),
  score: espnScoreSchema,
  shootoutScore: espnScoreSchema,
  winner: z.boolean().nullish(),
});
export type EspnCompetitor = z.infer<typeof competitorSchema>;

export const espnEventSchema = z.object({
  id: idLike,
  date: text,
  timeValid: z.boolean().nullish(),
  status: statusSchema.nullish(),
  competitions: z
    .array(
      z.object({
        date: text,
        timeValid: z.boolean().nullish(),
        status: statusSchema.nullish(),
        competitors: z.array(competitorSchema).min(2),
      }),
    )
    .min(1),
});
export type EspnEvent = z.infer<typeof espnEventSchema>;

export const espnScoreboardSchema = z.object({ events: z.array(z.unknown()) });

/** The events of a scoreboard payload that fit; throws EspnPayloadError when it is no scoreboard at all. */
export function parseEspnScoreboard(payload: unknown): { events: EspnEvent[]; skipped: number } {
  const board = espnScoreboardSchema.safeParse(payload);
  if (!board.success) throw new EspnPayloadError("scoreboard", board.error);
  const events: EspnEvent[] = [];
  for (const raw of board.data.events) {
    const event = espnEventSchema.safeParse(raw);
    if (event.success) events.push(event.data);
  }
  return { events, skipped: board.data.events.length - events.length };
}
