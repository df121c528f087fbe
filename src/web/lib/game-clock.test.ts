import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import { gameClockText } from "./game-clock";

const i18nOf = (locale: string, messages = {}) => setupI18n({ locale, messages: { [locale]: messages } });
const en = i18nOf("en");

// Every form the provider and the simulator write.
const FORMS = [
  "Scheduled",
  "Q3 4:12",
  "OT 2:10",
  "2OT 0:45",
  "2nd 12:34",
  "Halftime",
  "End of 1st",
  "End of 3rd",
  "End of OT",
  "1st Half",
  "2nd Half",
  "End of 2nd Half",
  "Extra Time",
  "Extra Time Half Time",
  "End of Extra Time",
  "Penalties",
  "Shootout",
  "Top 1st",
  "Bot 7th",
  "Mid 2nd",
  "End 11th",
  "Final",
  "Final/OT",
  "Final/2OT",
  "Final/10",
  "FT-Pens",
];

describe("a game's clock in the viewer's language", () => {
  it("is in English exactly as the provider wrote it", () => {
    for (const form of FORMS) expect(gameClockText(form, en)).toBe(form);
    expect(gameClockText("67'", en)).toBe("67'");
  });

  it("says every form in Spanish and French, the clock as it is", () => {
    const spanish = i18nOf("es", es);
    const french = i18nOf("fr", fr);
    for (const form of FORMS) {
      expect(gameClockText(form, spanish), form).not.toBe(form);
      expect(gameClockText(form, french), form).not.toBe(form);
    }
    expect(gameClockText("Q3 4:12", spanish)).toBe("C3 4:12");
    expect(gameClockText("Halftime", french)).toBe("Mi-temps");
    expect(gameClockText("Bot 7th", spanish)).toBe("Baja de la 7.ª");
    expect(gameClockText("End of 1st", french)).toBe("Fin de la 1re période");
    expect(gameClockText("2nd Half", french)).toBe("2e mi-temps");
  });

  it("keeps what it does not know, and soccer's minutes", () => {
    const french = i18nOf("fr", fr);
    expect(gameClockText("45'+2'", french)).toBe("45'+2'");
    expect(gameClockText("Rain Delay", french)).toBe("Rain Delay");
  });
});
