import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import type { StandingsEntry } from "@shared/schemas/standings";
import { COLUMNS, streakText } from "./columns";

const i18nOf = (locale: string, messages = {}) => setupI18n({ locale, messages: { [locale]: messages } });

describe("standings columns", () => {
  it("write the streak with each language's result letters", () => {
    expect(streakText("W3", i18nOf("en"))).toBe("W3");
    expect(streakText("W3", i18nOf("es", es))).toBe("G3");
    expect(streakText("L1", i18nOf("es", es))).toBe("P1");
    expect(streakText("W12", i18nOf("fr", fr))).toBe("V12");
    expect(streakText("L2", i18nOf("fr", fr))).toBe("D2");
    expect(streakText(null, i18nOf("fr", fr))).toBe("–");
    expect(streakText("OT1", i18nOf("fr", fr))).toBe("OT1"); // a form we do not know stays as written
  });

  it("write numbers the language's way", () => {
    const entry = { winPercent: 0.732, gamesBehind: 12.5 } as StandingsEntry;
    const value = (key: string, locale: string, messages = {}) =>
      COLUMNS.basketball.find((c) => c.key === key)!.value(entry, i18nOf(locale, messages));
    expect(value("winPercent", "en")).toBe(".732");
    expect(value("winPercent", "es", es)).toBe("0,732");
    expect(value("gamesBehind", "fr", fr)).toBe("12,5");
  });
});
