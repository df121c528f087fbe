import { describe, expect, it } from "vitest";
import { pageName, routeMatches, samplePath } from "./route-path";
import { FIRST_SCREENS, screenRoute } from "./screens";

describe("a first screen's route", () => {
  it("matches its paths: a `:name` segment stands for one non-empty segment", () => {
    expect(routeMatches("/games/:gameId", "/games/nba-401")).toBe(true);
    expect(routeMatches("/games/:gameId", "/games/")).toBe(false);
    expect(routeMatches("/games/:gameId", "/games/nba-401/more")).toBe(false);
    expect(routeMatches("/games/:gameId", "/teams/4")).toBe(false);
    expect(routeMatches("/", "/")).toBe(true);
    expect(routeMatches("/scores", "/scores/")).toBe(false);
  });

  it("names one page for all its paths, and draws it at a path of its own", () => {
    expect(pageName("/")).toBe("index");
    expect(pageName("/scores")).toBe("scores");
    expect(pageName("/games/:gameId")).toBe("games-_");
    expect(samplePath("/games/:gameId")).toBe("/games/_");
    expect(routeMatches("/games/:gameId", samplePath("/games/:gameId"))).toBe(true);
  });

  it("is found for a path among the declared screens, each page's name its own", () => {
    expect(screenRoute("/teams/12")).toBe("/teams/:teamId");
    expect(screenRoute("/posts")).toBe("/posts");
    expect(screenRoute("/events")).toBeUndefined();
    const names = Object.keys(FIRST_SCREENS).map(pageName);
    expect(new Set(names).size).toBe(names.length);
  });
});
