import type { Game } from "@shared/schemas/live";
import { LEAGUE_SLUGS, type League } from "@shared/schemas/teams";
import type { ScoresProvider } from "../types";
import { espnUrl } from "./espn-leagues";
import { mapEspnScoreboard } from "./espn-scoreboard";

export interface EspnOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Least time between two requests for one league (never under 30 s in production). */
  minIntervalMs?: number;
  maxBackoffMs?: number;
  log?: { warn(obj: object, msg: string): void };
  leagues?: readonly League[];
}

interface LeagueState {
  games: Game[];
  failures: number;
  nextAt: number;
  inflight: boolean;
}

/**
 * ESPN scoreboards, one request per league at most every 30 s. Errors and 429 back off
 * exponentially (honouring Retry-After); meanwhile the last good games are served, marked stale.
 */
export function espnScoresProvider(opts: EspnOptions = {}): ScoresProvider {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const minInterval = Math.max(opts.minIntervalMs ?? 30_000, 1);
  const maxBackoff = opts.maxBackoffMs ?? 10 * 60_000;
  const leagues = opts.leagues ?? LEAGUE_SLUGS;
  const state = new Map<League, LeagueState>(
    leagues.map((l) => [l, { games: [], failures: 0, nextAt: 0, inflight: false }]),
  );

  async function refresh(league: League, s: LeagueState) {
    s.inflight = true;
    try {
      const res = await doFetch(espnUrl(league, "scoreboard"), {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        const retryAfter = Number(res.headers.get("retry-after"));
        throw Object.assign(new Error(`ESPN ${league} answered ${res.status}`), {
          retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 0,
        });
      }
      s.games = mapEspnScoreboard(league, await res.json(), new Date(now()));
      s.failures = 0;
      s.nextAt = now() + minInterval;
    } catch (err) {
      s.failures++;
      const backoff = Math.min(maxBackoff, minInterval * 2 ** s.failures);
      s.nextAt = now() + Math.max(backoff, (err as { retryAfterMs?: number }).retryAfterMs ?? 0);
      opts.log?.warn(
        { league, failures: s.failures, err: (err as Error).message },
        "ESPN scoreboard refresh failed; serving last good data",
      );
    } finally {
      s.inflight = false;
    }
  }

  return {
    name: "espn",
    intervalMs: 5_000,
    async fetchGames() {
      const due = [...state].filter(([, s]) => !s.inflight && s.nextAt <= now());
      await Promise.all(due.map(([league, s]) => refresh(league, s)));
      return [...state.values()].flatMap((s) =>
        s.failures > 0 ? s.games.map((g) => ({ ...g, stale: true })) : s.games,
      );
    },
  };
}
