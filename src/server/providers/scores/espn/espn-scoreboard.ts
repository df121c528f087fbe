import type { Game, GameStatus, GameTeam } from "@shared/schemas/live";
import { sportOfLeague, type League } from "@shared/schemas/teams";
import { normalizeTeamName } from "@shared/team-names";
import { badgeUrl, teamLogoUrl, teamsOfLeague, type CatalogueTeam } from "../../../catalogue/teams";
import {
  parseEspnScoreboard,
  type EspnCompetitor,
  type EspnEvent,
  type EspnTeam,
  type espnScoreSchema,
} from "./espn-payload";
import type { z } from "zod";

// Maps ESPN's public scoreboard JSON to our Game shape. ESPN quirks handled here (see the
// fixtures' SOURCES.md): scores are strings (sometimes objects), `post` is not always final
// (postponed, suspended, cancelled), placeholder teams ("Round of 32 14 Winner") and missing
// logos, kick-off times still to be decided. Logos are always our own: nothing is hot-linked.
// The payload is parsed with the schemas of espn-payload.ts first.

const str = (v: string | null | undefined): string | undefined => v ?? undefined;

function parseScore(v: z.infer<typeof espnScoreSchema>): number | null {
  const raw = typeof v === "object" && v !== null ? (v.value ?? v.displayValue) : v;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** Finds our catalogue team for an ESPN competitor: by ESPN id, then abbreviation (FIFA codes), then name. */
export function matchTeam(league: League, team: EspnTeam | null | undefined): CatalogueTeam | undefined {
  const teams = teamsOfLeague(league);
  const id = str(team?.id);
  const byId = id ? teams.find((t) => t.espnId === id) : undefined;
  if (byId) return byId;
  const names = [team?.displayName, team?.shortDisplayName, team?.name, team?.location].filter(
    (n): n is string => typeof n === "string",
  );
  const keys = new Set(names.map(normalizeTeamName));
  const byName = teams.find((t) => keys.has(normalizeTeamName(t.name)));
  if (byName) return byName;
  const abbr = str(team?.abbreviation);
  return abbr && league === "fifa-world-cup" ? teams.find((t) => t.abbreviation === abbr) : undefined;
}

function gameTeam(league: League, competitor: EspnCompetitor): GameTeam {
  const team: EspnTeam = competitor.team ?? {};
  const ours = matchTeam(league, team);
  const abbreviation = str(team.abbreviation) ?? ours?.abbreviation ?? "TBD";
  if (ours) return { id: ours.id, name: ours.name, abbreviation: ours.abbreviation, logo: teamLogoUrl(ours.id) };
  const name = str(team.displayName) ?? str(team.name) ?? "To be decided";
  return { id: null, name, abbreviation, logo: badgeUrl(abbreviation) };
}

const NOT_PLAYED = /POSTPONED|CANCELED|CANCELLED|DELAYED|FORFEIT|ABANDONED/;

type StatusType = NonNullable<NonNullable<EspnEvent["status"]>["type"]>;

function statusOf(type: StatusType): GameStatus {
  const state = str(type?.state);
  const name = str(type?.name) ?? "";
  if (NOT_PLAYED.test(name) || /SUSPENDED/.test(name)) return "other";
  if (state === "pre") return "upcoming";
  if (state === "in") return "live";
  if (state === "post") return type.completed === false ? "other" : "final";
  return "other";
}

/** Maps one parsed ESPN event; null when it lacks what a game needs (two distinct sides). */
export function mapEspnEvent(league: League, event: EspnEvent, now = new Date()): Game | null {
  const comp = event.competitions[0]!;
  const competitors = comp.competitors;
  const home = competitors.find((c) => c.homeAway === "home") ?? competitors[0];
  const away = competitors.find((c) => c.homeAway === "away") ?? competitors[1];
  const id = event.id;
  if (!home || !away || home === away) return null;
  const type: StatusType = comp.status?.type ?? event.status?.type ?? {};
  const gameStatus = statusOf(type);
  const name = str(type.name) ?? "";
  const tbd = name === "STATUS_TBD" || comp.timeValid === false || event.timeValid === false;
  const date = str(comp.date) ?? str(event.date);
  const when = date && !tbd && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null;
  // Scores mean something once a game has started; a postponed game's "0" is not a score.
  const hasScores = gameStatus === "live" || gameStatus === "final" || /SUSPENDED/.test(name);
  let homeScore = hasScores ? parseScore(home.score) : null;
  let awayScore = hasScores ? parseScore(away.score) : null;
  if (hasScores) {
    homeScore ??= 0;
    awayScore ??= 0;
  }
  const homeShootout = parseScore(home.shootoutScore);
  const awayShootout = parseScore(away.shootoutScore);
  let winner: Game["winner"] = null;
  if (gameStatus === "final") {
    if (home.winner === true) winner = "home";
    else if (away.winner === true) winner = "away";
    else if (homeScore !== awayScore) winner = homeScore! > awayScore! ? "home" : "away";
    else if (homeShootout !== null && awayShootout !== null && homeShootout !== awayShootout)
      winner = homeShootout > awayShootout ? "home" : "away";
    else winner = "tie";
  }
  const detail =
    gameStatus === "upcoming"
      ? tbd
        ? "TBD"
        : "Scheduled"
      : (str(type.shortDetail) ?? str(type.detail) ?? str(type.description) ?? "");
  const period = comp.status?.period && comp.status.period > 0 ? comp.status.period : null;
  return {
    id: `espn-${league}-${id}`,
    league,
    sport: sportOfLeague(league)!,
    gameStatus,
    gameTime: when,
    homeTeam: gameTeam(league, home),
    awayTeam: gameTeam(league, away),
    homeScore,
    awayScore,
    homeShootout,
    awayShootout,
    statusDetail: detail,
    period: gameStatus === "live" || gameStatus === "final" ? period : null,
    clock: gameStatus === "live" ? (str(comp.status?.displayClock) ?? null) : null,
    winner,
    updatedAt: now.toISOString(),
    stale: false,
  };
}

/**
 * Maps a whole scoreboard payload. Throws EspnPayloadError when it is no scoreboard (an error
 * page, a changed format); events that do not fit are skipped.
 */
export function mapEspnScoreboard(league: League, payload: unknown, now = new Date()): Game[] {
  return parseEspnScoreboard(payload)
    .events.map((e) => mapEspnEvent(league, e, now))
    .filter((g): g is Game => g !== null);
}
