import type { Game } from "@shared/schemas/live";
import { LEAGUE_SLUGS, type League } from "@shared/schemas/teams";
import { PolledSource } from "../../http/polled-source";
import { providerHttp } from "../../http/provider-http";
import { stateLog } from "../../http/state-log";
import type { ScoresProvider } from "../types";
import { espnUrl } from "./espn-leagues";
import { assertEspnQuery } from "./espn-query";
import { espnGameSheets, type EspnSheetOptions } from "./espn-game-sheets";
import { mapEspnScoreboard } from "./espn-scoreboard";
import type { EspnSourceOptions } from "./espn-source-options";

export interface EspnOptions extends EspnSourceOptions {
  /** Least time between two requests for one league (never under 30 s in production). */
  minIntervalMs?: number;
  maxBackoffMs?: number;
  leagues?: readonly League[];
  /** A team's games this season, for the player pages (see EspnSheetOptions.schedule). */
  schedule?: EspnSheetOptions["schedule"];
}

/** The `provider` label of the scoreboard requests on /metrics. */
export const ESPN_SCORES = "espn_scores";

/**
 * ESPN scoreboards, one request per league at most every 30 s. A league whose request fails
 * (4xx, 5xx, timeout, a truncated or unexpected body) keeps its last good games, marked stale
 * with the time they were fetched, and backs off exponentially with jitter until it recovers.
 * Inside a game (issue #35): `sheet(game)` and `roster(teamId)` ask ESPN's summary and roster
 * endpoints on demand, by the same rules (espn-game-sheets.ts). `player(id)` builds the page from
 * them and the team's schedule (`opts.schedule`), not from ESPN's athlete API: of a player a
 * summary or roster read has named, the lines of the team's last 10 finals.
 */
export function espnScoresProvider(opts: EspnOptions): ScoresProvider {
  const now = opts.now ?? Date.now;
  const http = providerHttp({
    provider: ESPN_SCORES,
    userAgent: opts.userAgent,
    fetch: opts.fetch,
    timeoutMs: opts.timeoutMs,
    count: opts.count,
    checkUrl: assertEspnQuery,
    now,
  });
  const states = stateLog("ESPN scoreboard", opts.log);
  const minIntervalMs = Math.max(opts.minIntervalMs ?? 30_000, 1);
  const sources = (opts.leagues ?? LEAGUE_SLUGS).map(
    (league) =>
      new PolledSource<Game[]>({
        name: league,
        url: () => espnUrl(opts.baseUrl, league, "scoreboard"),
        parse: (json, at) => mapEspnScoreboard(league, json, new Date(at)),
        http,
        states,
        minIntervalMs,
        maxBackoffMs: opts.maxBackoffMs ?? 10 * 60_000,
        now,
        random: opts.random,
      }),
  );
  const inside = espnGameSheets({ ...opts, now });
  return {
    name: "espn",
    intervalMs: 5_000,
    sheet: inside.sheet,
    roster: inside.roster,
    ...(opts.schedule ? { player: inside.player } : {}),
    async fetchGames() {
      await Promise.all(sources.map((s) => s.refreshIfDue()));
      // A stale league's games keep the `updatedAt` of the fetch that produced them.
      return sources.flatMap((s) => (s.stale ? (s.last ?? []).map((g) => ({ ...g, stale: true })) : (s.last ?? [])));
    },
  };
}
