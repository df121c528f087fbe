import type { I18n } from "@lingui/core";
import { msg, selectOrdinal } from "@lingui/core/macro";
import type { Sport } from "@shared/leagues";

// When a key event happened, as its sport counts the game: quarters ("Q3", "2OT"), hockey's periods
// ("2nd", "OT", "Shootout"), innings ("7th inning") and soccer's halves, in the viewer's language
// (the same messages as the header's clock, lib/game-clock.ts, where the forms are the same).

function periodText(sport: Sport, period: number, i18n: I18n): string {
  switch (sport) {
    // `n`: the same messages as the header's clock (lib/game-clock.ts), so the same translations
    case "basketball":
    case "football": {
      if (period <= 4) {
        const n = period;
        return i18n._(msg`Q${n}`);
      }
      const n = period - 4;
      return n === 1 ? i18n._(msg`OT`) : i18n._(msg`${n}OT`);
    }
    case "hockey": {
      const n = period;
      if (n <= 3) return i18n._(msg`${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })}`);
      if (n === 4) return i18n._(msg`OT`);
      return i18n._(msg`Shootout`);
    }
    case "baseball": {
      const n = period;
      return i18n._(msg`${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })} inning`);
    }
    case "soccer": {
      const n = period;
      if (n <= 2) return i18n._(msg`${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })} Half`);
      if (period <= 4) return i18n._(msg`Extra Time`);
      return i18n._(msg`Penalties`);
    }
  }
}

/**
 * A key event's moment: "Q3 4:12", "2nd 12:31", "7th inning", and soccer's minute alone ("67'",
 * "45'+2") which says the half already. The period alone when the clock is unknown.
 */
export function eventMomentText(sport: Sport, period: number, clock: string | null, i18n: I18n): string {
  if (sport === "soccer" && clock) return clock;
  const p = periodText(sport, period, i18n);
  return clock && sport !== "baseball" ? `${p} ${clock}` : p;
}

/**
 * A line score's column, from the short label the sheet gives it: soccer's halves ("1H", "2H")
 * and extra time ("ET1", "ET2"), an overtime ("OT", "2OT"), said in the viewer's language with
 * the period in full as its title; a number (a quarter, a period, an inning) reads the same in
 * every language. A label this file does not know is shown as it came.
 */
export function periodColumnText(label: string, i18n: I18n): { label: string; title?: string } {
  const half = /^([12])H$/.exec(label);
  if (half) {
    const n = Number(half[1]);
    return {
      label:
        n === 1
          ? i18n._(msg({ message: "1H", context: "line score column: first half" }))
          : i18n._(msg({ message: "2H", context: "line score column: second half" })),
      title: i18n._(msg`${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })} Half`),
    };
  }
  if (label === "ET1")
    return {
      label: i18n._(msg({ message: "ET1", context: "line score column: extra time, first half" })),
      title: i18n._(msg`Extra time, first half`),
    };
  if (label === "ET2")
    return {
      label: i18n._(msg({ message: "ET2", context: "line score column: extra time, second half" })),
      title: i18n._(msg`Extra time, second half`),
    };
  if (label === "OT") return { label: i18n._(msg`OT`) };
  const overtime = /^(\d+)OT$/.exec(label);
  if (overtime) {
    const n = Number(overtime[1]);
    return { label: i18n._(msg`${n}OT`) };
  }
  return { label };
}
