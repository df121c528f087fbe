import { replaceEqualDeep, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { Game } from "@shared/schemas/live";
import { INTERNATIONAL_SOCCER_LEAGUES } from "@shared/leagues";
import { liveScoresRead } from "@shared/first-screen/frame-reads";

// Query keys of the live-score reads (SPEC §7). The live connection writes score_update into
// every cached list that should hold the game, so screens update without a refetch.
export const SCORES_KEY = liveScoresRead.queryKey;
export const INTERNATIONAL_KEY = ["/api/live/international-soccer"] as const;
export const leagueScoresKey = (league: string) => ["/api/live/leagues", league] as const;
/** GET /api/games/{id}: a game's page (the score card plus its timeline and watch parties). */
export const gameDetailKey = (gameId: string) => ["/api/games", gameId] as const;

/** A newer state of the game over a cached game page (its timeline and watch parties stay). */
export function withGameState<T extends Game>(cached: T | undefined, game: Game): T | undefined {
  if (!cached || cached.updatedAt > game.updatedAt) return cached;
  return { ...cached, ...game };
}

/** Whether a cached list under `key` should contain `game`. */
function scopeHolds(key: QueryKey, game: Game): boolean {
  if (key[0] === SCORES_KEY[0]) return true;
  if (key[0] === INTERNATIONAL_KEY[0]) return INTERNATIONAL_SOCCER_LEAGUES.includes(game.league);
  if (key[0] === "/api/live/leagues") return key[1] === game.league;
  return false;
}

/** Replaces the game with the same id (SPEC §4); adds it to lists whose scope holds it; ignores older states. */
export function mergeGame(list: readonly Game[], game: Game, addIfMissing: boolean): Game[] {
  const i = list.findIndex((g) => g.id === game.id);
  if (i === -1) return addIfMissing ? [...list, game] : [...list];
  if (list[i]!.updatedAt > game.updatedAt) return [...list];
  const next = [...list];
  next[i] = game;
  return next;
}

/** Applies a batch of pushed games with one cache write per list (one render, not one per game). */
export function applyScoreUpdates(qc: QueryClient, games: readonly Game[]) {
  if (games.length === 0) return;
  for (const [key, data] of qc.getQueriesData<Game[]>({
    predicate: (q) => typeof q.queryKey[0] === "string" && (q.queryKey[0] as string).startsWith("/api/live/"),
  })) {
    if (!Array.isArray(data)) continue;
    let next: Game[] = data;
    for (const game of games) {
      const holds = scopeHolds(key, game);
      if (holds || next.some((g) => g.id === game.id)) next = mergeGame(next, game, holds);
    }
    if (next !== data) qc.setQueryData<Game[]>(key, next);
  }
  // An open game page follows the clock and score between its timeline's entries.
  for (const game of games)
    if (qc.getQueryData(gameDetailKey(game.id)))
      qc.setQueryData<Game>(gameDetailKey(game.id), (cached) => withGameState(cached, game));
}

export const applyScoreUpdate = (qc: QueryClient, game: Game) => applyScoreUpdates(qc, [game]);

const isGameList = (v: unknown): v is Game[] =>
  Array.isArray(v) && v.every((g) => !!g && typeof g === "object" && "id" in g && "updatedAt" in g);

/**
 * Merges a fetched list into the cached one: a game the socket pushed after the server built
 * its response keeps the pushed (later) state. A refetch answered by an instance that has not
 * heard of a change yet can therefore never put an older score back on screen. The fetched
 * list still decides which games exist.
 */
export function keepNewerGames(cached: unknown, fetched: unknown): unknown {
  if (!isGameList(cached) || !isGameList(fetched)) return replaceEqualDeep(cached, fetched);
  const newer = new Map(cached.map((g) => [g.id, g]));
  const merged = fetched.map((g) => {
    const held = newer.get(g.id);
    return held && held.updatedAt > g.updatedAt ? held : g;
  });
  return replaceEqualDeep(cached, merged);
}

/** The live-score lists: what the socket's pushes write into (the news under /api/live/ is not one). */
const SCORE_LISTS = [SCORES_KEY, INTERNATIONAL_KEY, ["/api/live/leagues"]] as const;

/** Every live-score query merges its refetches with what the socket pushed meanwhile. */
export function registerLiveQueryDefaults(qc: QueryClient) {
  for (const key of SCORE_LISTS) qc.setQueryDefaults(key, { structuralSharing: keepNewerGames });
}

/** Refetches every live-score list (after a reconnect: updates may have been missed meanwhile). */
export const refetchLiveScores = (qc: QueryClient) =>
  qc.invalidateQueries({ predicate: (q) => SCORE_LISTS.some(([root]) => q.queryKey[0] === root) });
