import { describe, expect, it } from "vitest";
import { LIGA_MX_ALIASES, favoriteNameKeys, isFavoriteGame, normalizeTeamName, simplifyName } from "./team-names";

const game = (home: string, away: string) => ({ homeTeam: { name: home }, awayTeam: { name: away } });

describe("Liga MX alias table", () => {
  it("keys are already simplified (lower case, no accents), so lookups can hit them", () => {
    for (const key of Object.keys(LIGA_MX_ALIASES)) expect(simplifyName(key)).toBe(key);
  });

  it.each([
    ["Chivas", "Guadalajara"],
    ["CD Guadalajara", "Guadalajara"],
    ["Club América", "América"],
    ["America", "América"],
    ["UNAM", "Pumas UNAM"],
    ["Pumas", "Pumas UNAM"],
    ["Tigres", "Tigres UANL"],
    ["UANL", "Tigres UANL"],
    ["Santos", "Santos Laguna"],
    ["Queretaro", "Querétaro"],
    ["Gallos Blancos", "Querétaro"],
    ["FC Juarez", "FC Juárez"],
    ["Atlético San Luis", "Atlético de San Luis"],
    ["Xolos", "Tijuana"],
    ["Rayados", "Monterrey"],
  ])("%s is the same club as %s", (alias, canonical) => {
    expect(normalizeTeamName(alias)).toBe(normalizeTeamName(canonical));
  });

  it("does not merge different clubs", () => {
    expect(normalizeTeamName("Atlas")).not.toBe(normalizeTeamName("Atlante"));
    expect(normalizeTeamName("Guadalajara")).not.toBe(normalizeTeamName("Atlas"));
    expect(normalizeTeamName("Pumas UNAM")).not.toBe(normalizeTeamName("Tigres UANL"));
  });
});

describe("favourites-only matching", () => {
  const keys = favoriteNameKeys(["Guadalajara", "Los Angeles Lakers", "Real Madrid"]);

  it("matches the home or the away side, with aliases and accents normalised", () => {
    expect(isFavoriteGame(game("Chivas", "Club América"), keys)).toBe(true);
    expect(isFavoriteGame(game("Boston Celtics", "Los Angeles Lakers"), keys)).toBe(true);
    expect(isFavoriteGame(game("REAL MADRID", "Barcelona"), keys)).toBe(true);
  });

  it("rejects games of other teams", () => {
    expect(isFavoriteGame(game("Atlas", "Cruz Azul"), keys)).toBe(false);
    expect(isFavoriteGame(game("Los Angeles Clippers", "Denver Nuggets"), keys)).toBe(false);
  });
});
