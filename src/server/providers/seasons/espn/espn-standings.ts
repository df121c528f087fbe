import { z } from "zod";
import type { LeagueStandings, StandingsEntry, StandingsGroup } from "@shared/schemas/standings";
import { sportOfLeague, type League } from "@shared/schemas/teams";
import { badgeUrl, teamLogoUrl } from "../../../catalogue/teams";
import { EspnPayloadError, espnTeamSchema } from "../../scores/espn/espn-payload";
import { matchTeam } from "../../scores/espn/espn-scoreboard";

// ESPN's standings (apis/v2/sports/{sport}/{league}/standings) mapped to our table shape. ESPN
// sends counts as floats, names a soccer draw a "tie" and goals "points", lists entries out of
// rank order, and gives each league's groups as children (conferences, World Cup groups, or one
// table for a soccer league). See tests/fixtures/espn-more/SOURCES.md.

const statSchema = z.object({
  name: z.string().nullish(),
  type: z.string().nullish(),
  value: z.number().nullish(),
  displayValue: z.string().nullish(),
});
const entrySchema = z.object({
  team: espnTeamSchema,
  note: z
    .object({ description: z.string().nullish(), color: z.string().nullish(), rank: z.number().nullish() })
    .nullish(),
  stats: z.array(statSchema),
});
const groupSchema = z.object({
  name: z.string().nullish(),
  abbreviation: z.string().nullish(),
  standings: z.object({ entries: z.array(z.unknown()) }),
});
const standingsSchema = z.object({
  season: z.object({ displayName: z.string().nullish(), year: z.number().nullish() }).nullish(),
  seasons: z.array(z.object({ displayName: z.string().nullish() })).nullish(),
  children: z.array(groupSchema).min(1),
});

type EspnEntry = z.infer<typeof entrySchema>;

const stat = (e: EspnEntry, name: string) => e.stats.find((s) => s.name === name);
const count = (e: EspnEntry, name: string) => {
  const v = stat(e, name)?.value;
  return typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.round(v)) : undefined;
};
const HEX = /^#?[0-9a-f]{6}$/i;

function mapEntry(league: League, e: EspnEntry): Omit<StandingsEntry, "rank"> & { espnRank?: number } {
  const sport = sportOfLeague(league)!;
  const ours = matchTeam(league, e.team);
  const abbreviation = String(e.team.abbreviation ?? ours?.abbreviation ?? "TBD");
  const team = ours
    ? { id: ours.id, name: ours.name, abbreviation: ours.abbreviation, logo: teamLogoUrl(ours.id) }
    : { id: null, name: e.team.displayName ?? e.team.name ?? abbreviation, abbreviation, logo: badgeUrl(abbreviation) };
  const wins = count(e, "wins") ?? 0;
  const losses = count(e, "losses") ?? 0;
  const ties = count(e, "ties") ?? 0;
  const otLosses = count(e, "otLosses") ?? count(e, "overtimeLosses") ?? 0;
  const note =
    e.note?.description && e.note.color && HEX.test(e.note.color)
      ? { description: e.note.description, color: e.note.color.startsWith("#") ? e.note.color : `#${e.note.color}` }
      : null;
  const espnRank = count(e, "rank") ?? e.note?.rank ?? count(e, "playoffSeed");
  const base = { team, wins, losses, note, ...(espnRank ? { espnRank } : {}) };
  if (sport === "soccer") {
    const goalsFor = count(e, "pointsFor") ?? 0;
    const goalsAgainst = count(e, "pointsAgainst") ?? 0;
    return {
      ...base,
      gamesPlayed: count(e, "gamesPlayed") ?? wins + ties + losses,
      draws: ties,
      goalsFor,
      goalsAgainst,
      goalDifference: goalsFor - goalsAgainst,
      points: count(e, "points") ?? 3 * wins + ties,
    };
  }
  if (sport === "hockey")
    return {
      ...base,
      gamesPlayed: count(e, "gamesPlayed") ?? wins + losses + otLosses,
      otLosses,
      points: count(e, "points") ?? 2 * wins + otLosses,
      streak: stat(e, "streak")?.displayValue ?? null,
    };
  const played = wins + losses + ties;
  const gb = stat(e, "gamesBehind")?.value;
  return {
    ...base,
    gamesPlayed: count(e, "gamesPlayed") ?? played,
    ...(sport === "football" ? { ties } : {}),
    winPercent: Math.round((stat(e, "winPercent")?.value ?? (played ? (wins + ties / 2) / played : 0)) * 1000) / 1000,
    gamesBehind: typeof gb === "number" && gb > 0 ? gb : 0,
    streak: stat(e, "streak")?.displayValue ?? null,
  };
}

/** The order of a group when ESPN gives no rank: as our computed tables rank. */
function byTable(league: League) {
  const sport = sportOfLeague(league)!;
  return (a: Omit<StandingsEntry, "rank">, b: Omit<StandingsEntry, "rank">) =>
    sport === "soccer" || sport === "hockey"
      ? (b.points ?? 0) - (a.points ?? 0) || (b.goalDifference ?? 0) - (a.goalDifference ?? 0)
      : (b.winPercent ?? 0) - (a.winPercent ?? 0) || b.wins - a.wins;
}

/** Maps a standings payload; throws EspnPayloadError when it is no standings payload at all. */
export function mapEspnStandings(league: League, payload: unknown): LeagueStandings {
  const parsed = standingsSchema.safeParse(payload);
  if (!parsed.success) throw new EspnPayloadError("standings", parsed.error);
  const { children, season, seasons } = parsed.data;
  const groups: StandingsGroup[] = children.map((child) => {
    const entries = child.standings.entries
      .map((raw) => entrySchema.safeParse(raw))
      .filter((r) => r.success)
      .map((r) => mapEntry(league, r.data));
    const ranked = entries.every((e) => e.espnRank)
      ? entries.sort((a, b) => a.espnRank! - b.espnRank!)
      : entries.sort(byTable(league));
    return {
      // A soccer league's one table is named after the league and season by ESPN: "English Premier League 2024-2025".
      name: (child.name ?? "").replace(/\s+\d{4}(-\d{2,4})?$/, "") || (child.abbreviation ?? ""),
      conference: null,
      entries: ranked.map(({ espnRank: _, ...e }, i) => ({ ...e, rank: i + 1 })),
    };
  });
  return { league, season: season?.displayName ?? seasons?.[0]?.displayName ?? "", groups };
}
