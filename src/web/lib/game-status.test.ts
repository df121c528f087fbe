import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import { statusBadgeText } from "./game-status";

const i18nOf = (locale: string, messages = {}) => setupI18n({ locale, messages: { [locale]: messages } });
const plain = (s: string) => s.replace(/\u202f/g, " ");
const now = new Date("2026-11-22T14:00:00Z"); // 6 AM in Los Angeles
const game = (
  gameStatus: "live" | "final" | "upcoming" | "other",
  statusDetail = "",
  gameTime: string | null = null,
) => ({
  gameStatus,
  statusDetail,
  gameTime,
});

describe("the game card's badge", () => {
  const en = i18nOf("en");
  it("LIVE, FINAL, the state in capitals, or TBD (English as before)", () => {
    expect(statusBadgeText(game("live", "Q3"), en, "UTC", now)).toBe("LIVE");
    expect(statusBadgeText(game("final", "Final"), en, "UTC", now)).toBe("FINAL");
    expect(statusBadgeText(game("upcoming", "TBD"), en, "UTC", now)).toBe("TBD");
    expect(statusBadgeText(game("other", "Postponed"), en, "UTC", now)).toBe("POSTPONED");
    expect(statusBadgeText(game("other", "Rain delay"), en, "UTC", now)).toBe("RAIN DELAY");
  });

  it("the kick-off in the viewer's zone; more than a day away, with the zone's name", () => {
    expect(plain(statusBadgeText(game("upcoming", "", "2026-11-23T03:30:00Z"), en, "America/Los_Angeles", now))).toBe(
      "7:30 PM",
    );
    expect(plain(statusBadgeText(game("upcoming", "", "2026-11-24T03:30:00Z"), en, "America/Los_Angeles", now))).toBe(
      "Mon, 7:30 PM PST",
    );
  });

  it("in Spanish and French", () => {
    expect(statusBadgeText(game("live"), i18nOf("es", es), "UTC", now)).toBe("EN DIRECTO");
    expect(statusBadgeText(game("other", "Postponed"), i18nOf("es", es), "UTC", now)).toBe("APLAZADO");
    expect(statusBadgeText(game("final"), i18nOf("fr", fr), "UTC", now)).toBe("TERMINÉ");
    expect(statusBadgeText(game("other", "Postponed"), i18nOf("fr", fr), "UTC", now)).toBe("REPORTÉ");
    expect(statusBadgeText(game("upcoming"), i18nOf("fr", fr), "UTC", now)).toBe("À confirmer");
  });
});
