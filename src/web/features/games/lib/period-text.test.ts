import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { messages as es } from "@web/locales/es/app.po";
import { messages as fr } from "@web/locales/fr/app.po";
import { periodColumnText } from "./period-text";

const en = setupI18n({ locale: "en", messages: { en: {} } });
const spanish = setupI18n({ locale: "es", messages: { es } });
const french = setupI18n({ locale: "fr", messages: { fr } });

describe("a line score's columns in the viewer's language", () => {
  it("says soccer's halves and extra time, with the period in full as the title", () => {
    expect(["1H", "2H", "ET1", "ET2"].map((l) => periodColumnText(l, en))).toEqual([
      { label: "1H", title: "1st Half" },
      { label: "2H", title: "2nd Half" },
      { label: "ET1", title: "Extra time, first half" },
      { label: "ET2", title: "Extra time, second half" },
    ]);
    expect(["1H", "2H", "ET1"].map((l) => periodColumnText(l, french).label)).toEqual(["1re MT", "2e MT", "Prol. 1"]);
    expect(periodColumnText("1H", french).title).not.toBe("1st Half");
    expect(["1H", "2H", "ET2"].map((l) => periodColumnText(l, spanish).label)).toEqual(["1T", "2T", "PR2"]);
  });

  it("says overtimes as the game clock does, and leaves numbers and unknown labels as they came", () => {
    expect(periodColumnText("OT", en)).toEqual({ label: "OT" });
    expect(periodColumnText("2OT", en)).toEqual({ label: "2OT" });
    expect(periodColumnText("OT", french).label).not.toBe("OT");
    expect(periodColumnText("3", french)).toEqual({ label: "3" });
    expect(periodColumnText("P5", spanish)).toEqual({ label: "P5" });
  });
});
