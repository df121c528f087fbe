import { describe, expect, it } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import type { Game } from "@shared/schemas/live";
import {
  applyScoreUpdates,
  INTERNATIONAL_KEY,
  keepNewerGames,
  leagueScoresKey,
  refetchLiveScores,
  registerLiveQueryDefaults,
  SCORES_KEY,
} from "./live-keys";

const g = (id: string, league: Game["league"], homeScore: number, updatedAt = "2026-11-22T20:00:00.000Z"): Game => ({
  id,
  league,
  sport: league === "nba" ? "basketball" : "soccer",
  gameStatus: "live",
  gameTime: null,
  homeTeam: { id: null, name: "H", abbreviation: "H", logo: "/h.svg" },
  awayTeam: { id: null, name: "A", abbreviation: "A", logo: "/a.svg" },
  homeScore,
  awayScore: 0,
  homeShootout: null,
  awayShootout: null,
  statusDetail: "",
  period: 1,
  clock: null,
  winner: null,
  updatedAt,
  stale: false,
});

describe("writing pushed games into the cached score lists", () => {
  it("replaces by id, adds to lists whose scope holds the game, and leaves other lists alone", () => {
    const qc = new QueryClient();
    qc.setQueryData(SCORES_KEY, [g("1", "nba", 10)]);
    qc.setQueryData(leagueScoresKey("nba"), [g("1", "nba", 10)]);
    qc.setQueryData(leagueScoresKey("nfl"), []);
    qc.setQueryData(INTERNATIONAL_KEY, []);
    qc.setQueryData(["/api/teams"], [{ id: 1 }]);
    applyScoreUpdates(qc, [g("1", "nba", 12, "2026-11-22T20:00:05.000Z"), g("2", "la-liga", 1)]);
    expect(qc.getQueryData<Game[]>(SCORES_KEY)!.map((x) => [x.id, x.homeScore])).toEqual([
      ["1", 12],
      ["2", 1],
    ]);
    expect(qc.getQueryData<Game[]>(leagueScoresKey("nba"))!.map((x) => x.homeScore)).toEqual([12]);
    expect(qc.getQueryData<Game[]>(leagueScoresKey("nfl"))).toEqual([]);
    expect(qc.getQueryData<Game[]>(INTERNATIONAL_KEY)!.map((x) => x.id)).toEqual(["2"]);
    expect(qc.getQueryData(["/api/teams"])).toEqual([{ id: 1 }]);
  });

  it("never rolls a game back to an older state", () => {
    const qc = new QueryClient();
    qc.setQueryData(SCORES_KEY, [g("1", "nba", 20, "2026-11-22T20:10:00.000Z")]);
    applyScoreUpdates(qc, [g("1", "nba", 18, "2026-11-22T20:05:00.000Z")]);
    expect(qc.getQueryData<Game[]>(SCORES_KEY)![0]!.homeScore).toBe(20);
  });
});

describe("merging a fetched list with pushed states", () => {
  it("keeps a cached game that is newer than the fetched one; the fetched list decides membership", () => {
    const cached = [g("1", "nba", 12, "2026-11-22T20:00:05.000Z"), g("2", "nba", 3), g("gone", "nba", 1)];
    const fetched = [g("1", "nba", 10, "2026-11-22T20:00:00.000Z"), g("2", "nba", 4, "2026-11-22T20:00:09.000Z")];
    const merged = keepNewerGames(cached, fetched) as Game[];
    expect(merged.map((x) => [x.id, x.homeScore])).toEqual([
      ["1", 12],
      ["2", 4],
    ]);
    expect(merged[0]).toBe(cached[0]); // unchanged objects are shared (no needless re-render)
    expect(keepNewerGames(undefined, fetched)).toEqual(fetched);
  });

  it("applies to every live-score query through the client's defaults", async () => {
    const qc = new QueryClient();
    registerLiveQueryDefaults(qc);
    qc.setQueryData(leagueScoresKey("nba"), [g("1", "nba", 12, "2026-11-22T20:00:05.000Z")]);
    await qc.fetchQuery({
      queryKey: leagueScoresKey("nba"),
      queryFn: async () => [g("1", "nba", 10, "2026-11-22T20:00:00.000Z")],
    });
    expect(qc.getQueryData<Game[]>(leagueScoresKey("nba"))![0]!.homeScore).toBe(12);
  });
});

describe("reading the boards again after the live connection was away", () => {
  it("refetches every live-score list, and not the news that shares their path", async () => {
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const read: string[] = [];
    // Each query on screen (an observer subscribed), read once.
    for (const key of [SCORES_KEY, INTERNATIONAL_KEY, leagueScoresKey("nba"), ["/api/live/news"]]) {
      const observer = new QueryObserver(qc, { queryKey: key, queryFn: async () => (read.push(key.join("/")), []) });
      observer.subscribe(() => undefined);
      await qc.getQueryCache().find({ queryKey: key })!.promise;
    }
    read.length = 0;
    await refetchLiveScores(qc);
    expect(read.sort()).toEqual(["/api/live/international-soccer", "/api/live/leagues/nba", "/api/live/scores"]);
  });
});
