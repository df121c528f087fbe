import type { I18n } from "@lingui/core";
import { msg, selectOrdinal } from "@lingui/core/macro";

// The provider writes a game's clock and period in English, the way ESPN does ("Q3 4:12",
// "Halftime", "Bot 7th", "End of 2nd Half", "Final/OT"); the simulator writes the same. Those
// forms are said in the viewer's language here (ordinals with ICU's selectordinal, so each
// language writes its own: "3rd", "3.ª", "3e"); the clock itself ("4:12", "67'", "45'+2'") reads
// the same everywhere, and a form we do not know is shown as the provider wrote it.

type Say = (i18n: I18n, n: number) => string;

const FIXED: Record<string, (i18n: I18n) => string> = {
  Scheduled: (i18n) => i18n._(msg`Scheduled`),
  Halftime: (i18n) => i18n._(msg`Halftime`),
  OT: (i18n) => i18n._(msg`OT`),
  Shootout: (i18n) => i18n._(msg`Shootout`),
  Penalties: (i18n) => i18n._(msg`Penalties`),
  "Extra Time": (i18n) => i18n._(msg`Extra Time`),
  "Extra Time Half Time": (i18n) => i18n._(msg`Extra Time Half Time`),
  "End of Extra Time": (i18n) => i18n._(msg`End of Extra Time`),
  "End of OT": (i18n) => i18n._(msg`End of OT`),
  Final: (i18n) => i18n._(msg`Final`),
  "Final/OT": (i18n) => i18n._(msg`Final/OT`),
  "FT-Pens": (i18n) => i18n._(msg`FT-Pens`),
};

const NUMBERED: [RegExp, Say][] = [
  [/^Q(\d+)$/, (i18n, n) => i18n._(msg`Q${n}`)],
  [/^(\d+)OT$/, (i18n, n) => i18n._(msg`${n}OT`)],
  [/^Final\/(\d+)OT$/, (i18n, n) => i18n._(msg`Final/${n}OT`)],
  // A baseball game that went to extra innings: "Final/10".
  [/^Final\/(\d+)$/, (i18n, n) => i18n._(msg`Final/${n}`)],
  // A hockey period with its clock: "2nd 12:34".
  [
    /^(\d+)(?:st|nd|rd|th)$/,
    (i18n, n) => i18n._(msg`${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })}`),
  ],
  [
    /^End of (\d+)(?:st|nd|rd|th)$/,
    (i18n, n) => i18n._(msg`End of ${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })}`),
  ],
  [
    /^(\d+)(?:st|nd|rd|th) Half$/,
    (i18n, n) => i18n._(msg`${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })} Half`),
  ],
  [
    /^End of (\d+)(?:st|nd|rd|th) Half$/,
    (i18n, n) => i18n._(msg`End of ${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })} Half`),
  ],
  [
    /^Top (\d+)(?:st|nd|rd|th)$/,
    (i18n, n) => i18n._(msg`Top ${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })}`),
  ],
  [
    /^Bot (\d+)(?:st|nd|rd|th)$/,
    (i18n, n) => i18n._(msg`Bot ${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })}`),
  ],
  [
    /^Mid (\d+)(?:st|nd|rd|th)$/,
    (i18n, n) => i18n._(msg`Mid ${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })}`),
  ],
  [
    /^End (\d+)(?:st|nd|rd|th)$/,
    (i18n, n) => i18n._(msg`End ${selectOrdinal(n, { one: "#st", two: "#nd", few: "#rd", other: "#th" })}`),
  ],
];

function phraseText(phrase: string, i18n: I18n): string | null {
  const fixed = FIXED[phrase];
  if (fixed) return fixed(i18n);
  for (const [pattern, say] of NUMBERED) {
    const m = pattern.exec(phrase);
    if (m) return say(i18n, Number(m[1]));
  }
  return null;
}

/** "Q3 4:12" -> "C3 4:12", "Halftime" -> "Mi-temps", "Bot 7th" -> "Baja de la 7.ª"; unknown forms as written. */
export function gameClockText(detail: string, i18n: I18n): string {
  const trimmed = detail.trim();
  // A trailing clock ("4:12") stays as it is; the phrase before it is translated.
  const m = /^(.*?)(?:\s+(\d{1,2}:\d{2}))?$/.exec(trimmed);
  const phrase = m?.[1] ?? trimmed;
  const clock = m?.[2];
  const said = phraseText(phrase, i18n);
  if (said === null) return detail;
  return clock ? `${said} ${clock}` : said;
}
