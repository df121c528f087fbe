import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import type { TimelineKind } from "@shared/schemas/games";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import { timelineText } from "./timeline-text";

const i18nOf = (locale: string, messages = {}) => setupI18n({ locale, messages: { [locale]: messages } });

// Every form the server records (src/server/modules/games/timeline.ts).
const ENTRIES: [TimelineKind, string][] = [
  ["start", "Kick-off"],
  ["start", "Tip-off"],
  ["start", "Puck drop"],
  ["start", "Game on"],
  ["period", "Start of Q2"],
  ["period", "Start of Overtime"],
  ["period", "Start of Overtime 2"],
  ["period", "Start of 2nd period"],
  ["period", "Start of 7th inning"],
  ["period", "Start of Shootout"],
  ["period", "Start of First half"],
  ["period", "Start of Second half"],
  ["period", "Start of Period 6"],
  ["period", "Start of Extra time, first half"],
  ["period", "Start of Extra time, second half"],
  ["period", "Start of Penalties"],
  ["score", "Goal! Real Madrid (RMA 1–0 BAR)"],
  ["score", "Touchdown Buffalo Bills (BUF 7–0 MIA)"],
  ["score", "Field goal Miami Dolphins (BUF 7–3 MIA)"],
  ["score", "New York Yankees score a run (NYY 1–0 BOS)"],
  ["score", "Boston Red Sox score 3 runs (NYY 1–3 BOS)"],
  ["score", "Score update (LAL 50–48 BOS)"],
  ["final", "Final: BUF 27–24 MIA"],
  ["final", "Final (Final/OT): BUF 27–24 MIA"],
  ["postponed", "Postponed"],
];

describe("the game centre's timeline in the viewer's language", () => {
  it("is in English exactly as recorded", () => {
    const en = i18nOf("en");
    for (const [kind, text] of ENTRIES) expect(timelineText({ kind, text }, en)).toBe(text);
  });

  it("says every form in Spanish and French, with the team names and score line as they are", () => {
    const spanish = i18nOf("es", es);
    const french = i18nOf("fr", fr);
    for (const [kind, text] of ENTRIES) {
      expect(timelineText({ kind, text }, spanish), text).not.toBe(text);
      expect(timelineText({ kind, text }, french), text).not.toBe(text);
    }
    expect(timelineText({ kind: "score", text: "Goal! Real Madrid (RMA 1–0 BAR)" }, spanish)).toBe(
      "¡Gol! Real Madrid (RMA 1–0 BAR)",
    );
    expect(timelineText({ kind: "period", text: "Start of 2nd period" }, french)).toBe("Début de la 2e période");
    expect(timelineText({ kind: "final", text: "Final (Final/OT): BUF 27–24 MIA" }, french)).toBe(
      "Terminé (prol.) : BUF 27–24 MIA",
    );
  });

  it("keeps a sentence of another form as recorded", () => {
    expect(timelineText({ kind: "score", text: "Something new" }, i18nOf("fr", fr))).toBe("Something new");
  });
});
