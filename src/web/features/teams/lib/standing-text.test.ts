import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import { standingText } from "./standing-text";

const i18nOf = (locale: string, messages = {}) => setupI18n({ locale, messages: { [locale]: messages } });

describe("standing sentences", () => {
  it("writes English ordinals", () => {
    const en = i18nOf("en");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => standingText(n, "NBA", en))).toEqual(
      ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th"].map(
        (o) => `${o} in NBA`,
      ),
    );
    expect(standingText(2, "Western Conference", en)).toBe("2nd in Western Conference");
  });

  it("writes Spanish and French ordinals", () => {
    expect(standingText(2, "Western Conference", i18nOf("es", es))).toBe("2.º en Western Conference");
    expect(standingText(1, "Premier League", i18nOf("fr", fr))).toBe("1er de Premier League");
    expect(standingText(2, "Western Conference", i18nOf("fr", fr))).toBe("2e de Western Conference");
  });
});
