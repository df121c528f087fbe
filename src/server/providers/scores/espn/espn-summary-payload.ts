import { z } from "zod";
import { EspnPayloadError, espnScoreSchema, espnTeamSchema } from "./espn-payload";

// The parts of ESPN's game summary (`…/summary?event=ID`) and team roster (`…/teams/ID/roster`)
// that the game sheet reads, as zod schemas. The summary's sections differ by sport and by the
// game's state (see tests/fixtures/espn-more/SOURCES.md), so every section is optional and read
// on its own: a section that does not fit is dropped (null or [] in the sheet), an item of a list
// that does not fit is skipped. Only a body without the header's two competitors is rejected
// (EspnPayloadError: the provider counts it as an invalid body, backs off and serves stale).

const idLike = z.union([z.string().min(1), z.number()]).transform(String);
const text = z.string().nullish();
/** ESPN writes counts as numbers, floats ("20.0") or strings. */
const numberLike = z.union([z.number(), z.string()]).nullish();

/** A list whose items are checked one by one: the ones that do not fit are left out. */
export const lenientArray = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

/** A section that is dropped (undefined) rather than failing the whole summary. */
const optional = <T extends z.ZodType>(section: T) =>
  z
    .unknown()
    .transform((raw) => {
      const parsed = section.safeParse(raw);
      return parsed.success ? (parsed.data as z.output<T>) : undefined;
    })
    .optional();

const positionSchema = z.object({ abbreviation: text, name: text, displayName: text }).nullish();

export const espnAthleteSchema = z.object({
  id: idLike,
  displayName: text,
  fullName: text,
  shortName: text,
  jersey: idLike.nullish(),
  position: positionSchema,
});
export type EspnAthlete = z.infer<typeof espnAthleteSchema>;

const statusSchema = z
  .object({
    type: z.object({ state: text, name: text, completed: z.boolean().nullish() }).nullish(),
    period: z.number().nullish(),
  })
  .nullish();

const competitorSchema = z.object({
  id: idLike.nullish(),
  homeAway: text,
  team: espnTeamSchema.nullish(),
  score: espnScoreSchema,
  shootoutScore: espnScoreSchema,
  winner: z.boolean().nullish(),
  linescores: lenientArray(z.object({ value: numberLike, displayValue: text })),
});
export type EspnSummaryCompetitor = z.infer<typeof competitorSchema>;

const broadcastSchema = z.object({
  type: z.object({ shortName: text }).nullish(),
  media: z.object({ shortName: text, name: text, callLetters: text }).nullish(),
  station: text,
});
export type EspnBroadcast = z.infer<typeof broadcastSchema>;

const headerSchema = z.object({
  id: idLike.nullish(),
  season: z.object({ year: z.number().nullish(), type: z.number().nullish() }).nullish(),
  competitions: z
    .array(
      z.object({
        id: idLike.nullish(),
        date: text,
        competitors: z.array(competitorSchema).min(2),
        status: statusSchema,
        broadcasts: lenientArray(broadcastSchema),
      }),
    )
    .min(1),
});

const teamStatisticSchema = z.object({
  name: text,
  label: text,
  displayName: text,
  abbreviation: text,
  displayValue: text,
  /** MLB groups its team stats (`batting`, `pitching`, `fielding`), each a list of these. */
  stats: lenientArray(z.object({ name: text, displayName: text, abbreviation: text, displayValue: text })),
});

const boxAthleteSchema = z.object({
  athlete: espnAthleteSchema,
  starter: z.boolean().nullish(),
  didNotPlay: z.boolean().nullish(),
  /** The position played in this game (baseball: "DH", "PH"). */
  position: positionSchema,
  stats: z.array(z.union([z.string(), z.number()]).transform(String)).nullish(),
});
export type EspnBoxAthlete = z.infer<typeof boxAthleteSchema>;

const statGroupSchema = z.object({
  /** NFL "passing", NHL "forwards"… */
  name: text,
  /** MLB "batting" / "pitching". */
  type: text,
  keys: z.array(z.string()).nullish(),
  labels: z.array(z.string()).nullish(),
  names: z.array(z.string()).nullish(),
  athletes: lenientArray(boxAthleteSchema),
});
export type EspnStatGroup = z.infer<typeof statGroupSchema>;

/** `headToHeadGames[].events[]`, `lastFiveGames[].events[]` and soccer's `boxscore.form[].events[]`. */
const pastGameSchema = z.object({
  id: idLike,
  gameDate: text,
  /** "vs" at home, "@" away: the listing team's side. */
  atVs: text,
  /** The listing team's result: W, L, D (or T). */
  gameResult: text,
  homeTeamId: idLike.nullish(),
  awayTeamId: idLike.nullish(),
  homeTeamScore: numberLike,
  awayTeamScore: numberLike,
  opponent: espnTeamSchema.nullish(),
});

const boxscoreSchema = z.object({
  teams: lenientArray(
    z.object({ team: espnTeamSchema.nullish(), homeAway: text, statistics: lenientArray(teamStatisticSchema) }),
  ),
  players: lenientArray(z.object({ team: espnTeamSchema.nullish(), statistics: lenientArray(statGroupSchema) })),
  /** Soccer: each team's last results. */
  form: lenientArray(z.object({ team: espnTeamSchema.nullish(), events: lenientArray(pastGameSchema) })),
});

const participantSchema = z.object({ athlete: espnAthleteSchema.partial().extend({ id: idLike }), type: text });

/** NHL and MLB `plays`, NFL `scoringPlays`, soccer `keyEvents`: one shape, read per sport. */
const playSchema = z.object({
  id: idLike,
  type: z.object({ id: idLike.nullish(), text: text, abbreviation: text, type: text }).nullish(),
  alternativeType: z.object({ text: text, type: text }).nullish(),
  text: text,
  shortText: text,
  awayScore: z.number().nullish(),
  homeScore: z.number().nullish(),
  period: z.object({ number: z.number().nullish(), type: text, displayValue: text }).nullish(),
  clock: z.object({ displayValue: text, value: z.number().nullish() }).nullish(),
  team: z.object({ id: idLike.nullish() }).nullish(),
  scoringPlay: z.boolean().nullish(),
  scoreValue: z.number().nullish(),
  shootout: z.boolean().nullish(),
  participants: lenientArray(participantSchema),
  scoringType: z.object({ name: text, abbreviation: text }).nullish(),
  atBatId: idLike.nullish(),
});
export type EspnPlay = z.infer<typeof playSchema>;

const rosterEntrySchema = z.object({
  athlete: espnAthleteSchema,
  jersey: idLike.nullish(),
  position: positionSchema,
  starter: z.boolean().nullish(),
  subbedIn: z.unknown().nullish(),
  subbedOut: z.unknown().nullish(),
  formationPlace: idLike.nullish(),
  batOrder: z.number().nullish(),
  stats: lenientArray(z.object({ name: text, abbreviation: text, value: z.number().nullish(), displayValue: text })),
});
export type EspnRosterEntry = z.infer<typeof rosterEntrySchema>;

const leaderCategorySchema = z.object({
  name: text,
  displayName: text,
  leaders: lenientArray(z.object({ displayValue: text, athlete: espnAthleteSchema })),
});

/** `seasonseries[].events[]`: the season's meetings, the unplayed ones included. */
const seriesGameSchema = z.object({
  id: idLike,
  date: text,
  statusType: z.object({ state: text, completed: z.boolean().nullish() }).nullish(),
  competitors: z.array(z.object({ homeAway: text, team: espnTeamSchema.nullish(), score: espnScoreSchema })),
});

export const espnSummarySchema = z.object({
  header: headerSchema,
  boxscore: optional(boxscoreSchema),
  gameInfo: optional(
    z.object({
      venue: z
        .object({
          fullName: text,
          shortName: text,
          address: z.object({ city: text, state: text, country: text }).nullish(),
        })
        .nullish(),
    }),
  ),
  broadcasts: lenientArray(broadcastSchema),
  leaders: lenientArray(z.object({ team: espnTeamSchema.nullish(), leaders: lenientArray(leaderCategorySchema) })),
  plays: lenientArray(playSchema),
  scoringPlays: lenientArray(playSchema),
  keyEvents: lenientArray(playSchema),
  rosters: lenientArray(
    z.object({
      homeAway: text,
      team: espnTeamSchema.nullish(),
      formation: text,
      roster: lenientArray(rosterEntrySchema),
    }),
  ),
  /** NHL pre-game: the probable goalies. */
  goalies: optional(
    z.object({
      homeTeam: z.object({ teamId: idLike.nullish(), athletes: lenientArray(espnAthleteSchema) }).nullish(),
      awayTeam: z.object({ teamId: idLike.nullish(), athletes: lenientArray(espnAthleteSchema) }).nullish(),
    }),
  ),
  headToHeadGames: lenientArray(z.object({ team: espnTeamSchema.nullish(), events: lenientArray(pastGameSchema) })),
  lastFiveGames: lenientArray(z.object({ team: espnTeamSchema.nullish(), events: lenientArray(pastGameSchema) })),
  seasonseries: lenientArray(z.object({ events: lenientArray(seriesGameSchema) })),
});
export type EspnSummary = z.infer<typeof espnSummarySchema>;

/** Parses a summary body; throws EspnPayloadError when it is no summary (no header with two sides). */
export function parseEspnSummary(payload: unknown): EspnSummary {
  const parsed = espnSummarySchema.safeParse(payload);
  if (!parsed.success) throw new EspnPayloadError("summary", parsed.error);
  return parsed.data;
}

const rosterAthleteSchema = espnAthleteSchema;
/** A roster's `athletes`: flat (NBA) or grouped by unit or position (NFL, NHL, MLB: `{position, items}`). */
export const espnRosterSchema = z.object({
  team: espnTeamSchema.nullish(),
  athletes: z.array(z.unknown()).transform((entries) =>
    entries.flatMap((raw) => {
      const group = z.object({ items: z.array(z.unknown()) }).safeParse(raw);
      const items = group.success ? group.data.items : [raw];
      return items.flatMap((item) => {
        const athlete = rosterAthleteSchema.safeParse(item);
        return athlete.success ? [athlete.data] : [];
      });
    }),
  ),
});
export type EspnRoster = z.infer<typeof espnRosterSchema>;

/** Parses a roster body; throws EspnPayloadError when it has no `athletes` list. */
export function parseEspnRoster(payload: unknown): EspnRoster {
  const parsed = espnRosterSchema.safeParse(payload);
  if (!parsed.success) throw new EspnPayloadError("roster", parsed.error);
  return parsed.data;
}
