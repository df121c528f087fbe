import { describe, expect, it } from "vitest";
import { LEAGUES } from "@shared/schemas/teams";
import { LIGA_MX_ALIASES } from "@shared/team-names";
import { DEMO_USERS } from "../db/seed/demo-users";
import { CATALOGUE, teamsOfLeague } from "./teams";

describe("team catalogue", () => {
  it("holds every team of each league", () => {
    const counts = Object.fromEntries(LEAGUES.map((l) => [l.slug, teamsOfLeague(l.slug).length]));
    expect(counts).toEqual({
      nba: 30,
      nfl: 32,
      mlb: 30,
      nhl: 32,
      mls: 30,
      "liga-mx": 18,
      "college-football": 70,
      "fifa-world-cup": 48,
      "premier-league": 20,
      "la-liga": 20,
      "serie-a": 20,
      bundesliga: 18,
      "ligue-1": 18,
    });
  });

  it("has unique ids and unique abbreviations per league, and complete fields", () => {
    expect(new Set(CATALOGUE.map((t) => t.id)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((t) => `${t.league}|${t.abbreviation}`)).size).toBe(CATALOGUE.length);
    for (const t of CATALOGUE) {
      expect(t.primaryColor, t.name).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.secondaryColor, t.name).toMatch(/^#[0-9a-f]{6}$/);
      expect(t.city.length, t.name).toBeGreaterThan(1);
    }
  });

  it("resolves every demo user's favourite (league + abbreviation)", () => {
    for (const u of DEMO_USERS)
      for (const f of u.favorites)
        expect(
          CATALOGUE.some((t) => t.league === f.league && t.abbreviation === f.abbreviation),
          `${f.league} ${f.abbreviation}`,
        ).toBe(true);
  });

  it("covers the real names of well-known teams", () => {
    const find = (league: string, abbr: string) =>
      CATALOGUE.find((t) => t.league === league && t.abbreviation === abbr);
    expect(find("nba", "LAL")).toMatchObject({ name: "Los Angeles Lakers", city: "Los Angeles", sport: "basketball" });
    expect(find("nhl", "UTA")).toMatchObject({ name: "Utah Mammoth" });
    expect(find("premier-league", "SUN")).toMatchObject({ name: "Sunderland" });
    expect(find("fifa-world-cup", "MEX")).toMatchObject({ name: "Mexico", sport: "soccer" });
    expect(find("college-football", "TEX")).toMatchObject({ name: "Texas Longhorns", conference: "SEC" });
  });

  it("maps every Liga MX alias onto a current club (or a former one)", () => {
    const names = new Set(teamsOfLeague("liga-mx").map((t) => t.name));
    for (const target of new Set(Object.values(LIGA_MX_ALIASES)))
      if (target !== "Mazatlán FC") expect(names.has(target), target).toBe(true);
  });
});
