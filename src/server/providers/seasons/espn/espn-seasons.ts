import type { Game } from "@shared/schemas/live";
import type { LeagueStandings } from "@shared/schemas/standings";
import { sportOfLeague, type League } from "@shared/schemas/teams";
import { unavailable } from "../../../lib/errors";
import { DEFAULT_ESPN_BASE_URL, DEFAULT_USER_AGENT } from "../../../config/user-agent";
import { providerHttp, type RequestOutcome } from "../../http/provider-http";
import { ESPN_PATHS } from "../../scores/espn/espn-leagues";
import { SNAPSHOT_MS, type SeasonProvider } from "../types";
import { mapEspnSchedule } from "./espn-schedule";
import { mapEspnStandings } from "./espn-standings";

export interface EspnSeasonsOptions {
  /** ESPN_BASE_URL (no trailing slash): ESPN's host, a mirror or a caching proxy. */
  baseUrl?: string;
  /** PROVIDER_USER_AGENT. */
  userAgent?: string;
  /** Counts each request's outcome (`provider_requests_total`). */
  count?: (provider: string, outcome: RequestOutcome) => void;
  fetch?: typeof fetch;
  now?: () => number;
  log?: { warn(obj: object, msg: string): void };
}

/** Tables change with each final: asked again at most once a minute. Schedules change rarely. */
const STANDINGS_EVERY_MS = 60_000;
const SCHEDULE_EVERY_MS = 10 * 60_000;
/** Bounds the remembered schedules (the catalogue has a few hundred teams). */
const MAX_SCHEDULES = 600;

interface Remembered<T> {
  value: T | null;
  fetchedAt: number;
  failures: number;
  inflight: Promise<T> | null;
}

export const espnStandingsUrl = (league: League, baseUrl = DEFAULT_ESPN_BASE_URL) =>
  `${baseUrl}/apis/v2/sports/${ESPN_PATHS[league]}/standings`;
export const espnScheduleUrl = (
  league: League,
  espnTeamId: string,
  fixtures = false,
  baseUrl = DEFAULT_ESPN_BASE_URL,
) =>
  `${baseUrl}/apis/site/v2/sports/${ESPN_PATHS[league]}/teams/${encodeURIComponent(espnTeamId)}/schedule${fixtures ? "?fixture=true" : ""}`;

/**
 * ESPN's tables and team schedules, fetched on demand and remembered: a table for a minute, a
 * schedule for ten. A failed request backs off and the last good answer is served; with none
 * yet, the read fails as unavailable (503). Teams without an ESPN id have an empty schedule.
 */
export function espnSeasons(opts: EspnSeasonsOptions = {}): SeasonProvider {
  const now = opts.now ?? Date.now;
  const baseUrl = opts.baseUrl ?? DEFAULT_ESPN_BASE_URL;
  const http = providerHttp({
    provider: "espn_seasons",
    userAgent: opts.userAgent ?? DEFAULT_USER_AGENT,
    fetch: opts.fetch,
    count: opts.count,
    now,
  });
  const tables = new Map<League, Remembered<LeagueStandings>>();
  const schedules = new Map<string, Remembered<Game[]>>();

  const getJson = (url: string): Promise<unknown> => http.getJson(url, (json) => json);

  function remembered<K, T>(map: Map<K, Remembered<T>>, key: K, everyMs: number, load: () => Promise<T>): Promise<T> {
    let r = map.get(key);
    if (!r) {
      if (map.size >= MAX_SCHEDULES) map.delete(map.keys().next().value!);
      map.set(key, (r = { value: null, fetchedAt: 0, failures: 0, inflight: null }));
    }
    const entry = r;
    const due = now() - entry.fetchedAt >= everyMs * 2 ** Math.min(entry.failures, 4);
    if (!due && entry.value !== null) return Promise.resolve(entry.value);
    entry.inflight ??= load()
      .then((value) => {
        Object.assign(entry, { value, fetchedAt: now(), failures: 0 });
        return value;
      })
      .catch((err: Error) => {
        entry.failures++;
        entry.fetchedAt = now();
        opts.log?.warn(
          { err: err.message, failures: entry.failures },
          "ESPN season read failed; serving last good data",
        );
        if (entry.value !== null) return entry.value;
        throw unavailable("Standings and schedules are unavailable right now. Please try again shortly.");
      })
      .finally(() => {
        entry.inflight = null;
      });
    return entry.value !== null ? Promise.resolve(entry.value) : entry.inflight;
  }

  return {
    name: "espn",
    snapshotAt: () => Math.floor(now() / SNAPSHOT_MS) * SNAPSHOT_MS,
    standings: (league) =>
      remembered(tables, league, STANDINGS_EVERY_MS, async () =>
        mapEspnStandings(league, await getJson(espnStandingsUrl(league, baseUrl))),
      ),
    schedule: (team) => {
      const espnId = team.espnId;
      if (!espnId) return Promise.resolve([]);
      return remembered(schedules, `${team.league}:${espnId}`, SCHEDULE_EVERY_MS, async () => {
        // A soccer schedule lists results only; the fixtures still to come are asked for apart.
        const soccer = sportOfLeague(team.league) === "soccer";
        const [results, fixtures] = await Promise.all([
          getJson(espnScheduleUrl(team.league, espnId, false, baseUrl)),
          soccer ? getJson(espnScheduleUrl(team.league, espnId, true, baseUrl)) : Promise.resolve({ events: [] }),
        ]);
        const at = new Date(now());
        const games = new Map<string, Game>();
        for (const g of [...mapEspnSchedule(team.league, results, at), ...mapEspnSchedule(team.league, fixtures, at)])
          games.set(g.id, g);
        return [...games.values()].sort(
          (a, b) => (a.gameTime ?? "9999").localeCompare(b.gameTime ?? "9999") || a.id.localeCompare(b.id),
        );
      });
    },
    // ESPN games the board showed are stored by the game centre; older ones have no page.
    findGame: () => undefined,
  };
}
