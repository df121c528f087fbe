import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import { groupNameText, zoneText } from "./table-names";

const i18nOf = (locale: string, messages = {}) => setupI18n({ locale, messages: { [locale]: messages } });
const en = i18nOf("en");
const spanish = i18nOf("es", es);
const french = i18nOf("fr", fr);

// Every group and zone name the simulated seasons give (src/server/providers/seasons/league-layouts.ts,
// src/server/catalogue/divisions.ts), with the forms ESPN's tables add.
const GROUPS = [
  ...["Eastern Conference", "Western Conference", "American Football Conference", "National Football Conference"],
  ...["AFC", "NFC"].flatMap((c) => ["East", "North", "South", "West"].map((d) => `${c} ${d}`)),
  ...["AL", "NL"].flatMap((c) => ["East", "Central", "West"].map((d) => `${c} ${d}`)),
  ...["American League", "National League"],
  ...["Atlantic", "Metropolitan", "Central", "Pacific"].map((d) => `${d} Division`),
  ..."ABCDEFGHIJKL".split("").map((g) => `Group ${g}`),
  ...["ACC", "Big 12", "Big Ten", "FBS Independents", "Pac-12", "SEC"],
  ...["Liga MX", "Premier League", "La Liga", "Serie A", "Bundesliga", "Ligue 1"],
];
const ZONES = [
  ...["Champions League", "Europa League", "Conference League qualifying", "Relegation play-off", "Relegation"],
  ...["Playoffs", "Play-In Tournament", "Wild Card", "Liguilla", "Advance to Round of 32", "Best 8 advance"],
  "Eliminated",
];

describe("league tables' group and zone names in the viewer's language", () => {
  it("are in English exactly as the provider names them", () => {
    for (const name of GROUPS) expect(groupNameText(name, en)).toBe(name);
    for (const zone of ZONES) expect(zoneText(zone, en)).toBe(zone);
  });

  it("are said in Spanish and French", () => {
    expect(groupNameText("Western Conference", spanish)).toBe("Conferencia Oeste");
    expect(groupNameText("Western Conference", french)).toBe("Conférence Ouest");
    expect(groupNameText("AFC West", spanish)).toBe("AFC Oeste");
    expect(groupNameText("AL Central", french)).toBe("AL Centrale");
    expect(groupNameText("Group C", spanish)).toBe("Grupo C");
    expect(groupNameText("Pacific Division", french)).toBe("Division Pacifique");
    expect(zoneText("Relegation", spanish)).toBe("Descenso");
    expect(zoneText("Relegation", french)).toBe("Relégation");
  });

  it("leave no name of a known form in English", () => {
    // what stays is a proper name: a league or a college conference
    for (const name of GROUPS.filter((n) => groupNameText(n, spanish) === n && groupNameText(n, french) === n))
      expect(name).not.toMatch(/\b(East|West|North|South|Central|Conference|Division|Group [A-Z])$/);
    // every zone but the Liguilla (Liga MX's own name) is said in both languages
    for (const zone of ZONES.filter((z) => z !== "Liguilla"))
      expect(new Set([zone, zoneText(zone, spanish), zoneText(zone, french)]).size, zone).toBeGreaterThan(1);
  });

  it("keep a name of another form as given", () => {
    expect(groupNameText("Big Ten", spanish)).toBe("Big Ten");
    expect(zoneText("Promotion", french)).toBe("Promotion");
  });
});
