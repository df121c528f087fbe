import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import type { KeyEvent } from "@shared/schemas/game-sheet";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import { hockeyGoal } from "@web/test/game-sheets";
import { keyEventParts, keyEventText } from "./key-event-text";
import { eventMomentText } from "./period-text";

const en = setupI18n({ locale: "en", messages: { en: {} } });
const spanish = setupI18n({ locale: "es", messages: { es } });
const french = setupI18n({ locale: "fr", messages: { fr } });

type Who = KeyEvent["players"][number];
const p = (name: string, role: Who["role"]): Who => ({ id: name.toLowerCase().replace(/\W+/g, "-"), name, role });
const event = (kind: KeyEvent["kind"], players: Who[]): Pick<KeyEvent, "kind" | "players"> => ({ kind, players });

describe("key events said in the viewer's language", () => {
  it("says each kind in English, Spanish and French, with the players where each language puts them", () => {
    const cases: [Pick<KeyEvent, "kind" | "players">, string, string, string][] = [
      [
        event("goal", [p("Mohamed Salah", "scorer"), p("Andrew Robertson", "assist")]),
        "Goal — Mohamed Salah (assist Andrew Robertson)",
        "Gol — Mohamed Salah (asistencia de Andrew Robertson)",
        "But — Mohamed Salah (passe décisive de Andrew Robertson)",
      ],
      [
        event("goal", [p("Erling Haaland", "scorer")]),
        "Goal — Erling Haaland",
        "Gol — Erling Haaland",
        "But — Erling Haaland",
      ],
      [
        event("own-goal", [p("Harry Maguire", "player")]),
        "Own goal — Harry Maguire",
        "Gol en propia puerta — Harry Maguire",
        "But contre son camp — Harry Maguire",
      ],
      [
        event("penalty-goal", [p("Bukayo Saka", "scorer")]),
        "Penalty goal — Bukayo Saka",
        "Gol de penalti — Bukayo Saka",
        "But sur penalty — Bukayo Saka",
      ],
      [
        event("yellow-card", [p("Rodri", "player")]),
        "Yellow card — Rodri",
        "Tarjeta amarilla — Rodri",
        "Carton jaune — Rodri",
      ],
      [
        event("red-card", [p("Casemiro", "player")]),
        "Red card — Casemiro",
        "Tarjeta roja — Casemiro",
        "Carton rouge — Casemiro",
      ],
      [
        event("substitution", [p("Cody Gakpo", "in"), p("Luis Díaz", "out")]),
        "Substitution: Cody Gakpo for Luis Díaz",
        "Cambio: entra Cody Gakpo por Luis Díaz",
        "Remplacement : Cody Gakpo remplace Luis Díaz",
      ],
      [
        event("touchdown", [p("Travis Kelce", "scorer")]),
        "Touchdown — Travis Kelce",
        "Touchdown — Travis Kelce",
        "Touché — Travis Kelce",
      ],
      [
        event("touchdown", [p("Travis Kelce", "scorer"), p("Patrick Mahomes", "assist")]),
        "Touchdown — Travis Kelce (pass from Patrick Mahomes)",
        "Touchdown — Travis Kelce (pase de Patrick Mahomes)",
        "Touché — Travis Kelce (passe de Patrick Mahomes)",
      ],
      [
        event("field-goal", [p("Harrison Butker", "scorer")]),
        "Field goal — Harrison Butker",
        "Gol de campo — Harrison Butker",
        "Placement — Harrison Butker",
      ],
      [
        event("home-run", [p("Aaron Judge", "scorer")]),
        "Home run — Aaron Judge",
        "Jonrón — Aaron Judge",
        "Coup de circuit — Aaron Judge",
      ],
      [
        event("penalty", [p("Brad Marchand", "player")]),
        "Penalty — Brad Marchand",
        "Penalización — Brad Marchand",
        "Pénalité — Brad Marchand",
      ],
      [event("safety", []), "Safety", "Safety", "Sûreté"],
    ];
    for (const [e, english, spanishText, frenchText] of cases) {
      expect(keyEventText(e, en)).toBe(english);
      expect(keyEventText(e, spanish)).toBe(spanishText);
      expect(keyEventText(e, french)).toBe(frenchText);
    }
  });

  it("lists a hockey goal's two assists the language's way", () => {
    const goal = hockeyGoal();
    expect(keyEventText(goal, en)).toBe("Goal — Connor McDavid (assists Leon Draisaitl and Evan Bouchard)");
    expect(keyEventText(goal, spanish)).toBe("Gol — Connor McDavid (asistencias de Leon Draisaitl y Evan Bouchard)");
    expect(keyEventText(goal, french)).toBe("But — Connor McDavid (assistances de Leon Draisaitl et Evan Bouchard)");
  });

  it("hands each name back as its player, in the sentence's order, for the links", () => {
    const parts = keyEventParts(event("substitution", [p("Cody Gakpo", "in"), p("Luis Díaz", "out")]), spanish);
    expect(parts).toEqual([
      "Cambio: entra ",
      { player: { id: "cody-gakpo", name: "Cody Gakpo", role: "in" } },
      " por ",
      { player: { id: "luis-d-az", name: "Luis Díaz", role: "out" } },
    ]);
    // a name with the characters of a sentence ({, }, #) stays as it is
    expect(keyEventText(event("goal", [p("O'Neil {#1}", "scorer")]), en)).toBe("Goal — O'Neil {#1}");
  });

  it("says when it happened as the sport counts the game", () => {
    expect(eventMomentText("soccer", 2, "67'", en)).toBe("67'");
    expect(eventMomentText("basketball", 3, "4:12", en)).toBe("Q3 4:12");
    expect(eventMomentText("basketball", 3, "4:12", spanish)).toBe("C3 4:12");
    expect(eventMomentText("football", 5, "2:00", en)).toBe("OT 2:00");
    expect(eventMomentText("hockey", 2, "12:31", en)).toBe("2nd 12:31");
    expect(eventMomentText("baseball", 7, null, en)).toBe("7th inning");
    expect(eventMomentText("baseball", 7, null, french)).toBe("7e manche");
  });
});
