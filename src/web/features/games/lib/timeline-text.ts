import type { I18n } from "@lingui/core";
import { msg, selectOrdinal } from "@lingui/core/macro";
import type { TimelineEntry } from "@shared/schemas/games";
import { gameClockText } from "@web/lib/game-clock";
import { otherStatusText } from "@web/lib/game-status";

// The game centre's timeline is recorded by the server as English sentences, from a fixed set of
// forms (src/server/modules/games/timeline.ts: "Tip-off", "Start of Q2", "Touchdown Bills (BUF
// 7–0 MIA)", "Final (Final/OT): BUF 27–24 MIA"). They are said here in the viewer's language;
// team names and the score line stay as they are, and a sentence of another form is shown as it
// was recorded.

/** A form's sentence from the whole match and its (up to two) groups. */
type Say = (i18n: I18n, groups: [string, string, string]) => string;
const groupsOf = (m: RegExpExecArray): [string, string, string] => [m[0], m[1] ?? "", m[2] ?? ""];

const START: Record<string, Say> = {
  "Kick-off": (i18n) => i18n._(msg`Kick-off`),
  "Tip-off": (i18n) => i18n._(msg`Tip-off`),
  "Puck drop": (i18n) => i18n._(msg`Puck drop`),
  "Game on": (i18n) => i18n._(msg`Game on`),
};

/** What a period is called, as the server names it in "Start of …". */
const PERIODS: [RegExp, Say][] = [
  [/^Q(\d+)$/, (i18n, [, q]) => i18n._(msg`Start of Q${q}`)],
  [/^Overtime$/, (i18n) => i18n._(msg`Start of Overtime`)],
  [/^Overtime (\d+)$/, (i18n, [, n]) => i18n._(msg`Start of Overtime ${n}`)],
  [
    /^(\d+)(?:st|nd|rd|th) period$/,
    (i18n, [, period]) =>
      i18n._(
        msg`Start of ${selectOrdinal(Number(period), { one: "#st", two: "#nd", few: "#rd", other: "#th" })} period`,
      ),
  ],
  [
    /^(\d+)(?:st|nd|rd|th) inning$/,
    (i18n, [, inning]) =>
      i18n._(
        msg`Start of ${selectOrdinal(Number(inning), { one: "#st", two: "#nd", few: "#rd", other: "#th" })} inning`,
      ),
  ],
  [/^Shootout$/, (i18n) => i18n._(msg`Start of Shootout`)],
  [/^First half$/, (i18n) => i18n._(msg`Start of First half`)],
  [/^Second half$/, (i18n) => i18n._(msg`Start of Second half`)],
  [/^Extra time, first half$/, (i18n) => i18n._(msg`Start of Extra time, first half`)],
  [/^Extra time, second half$/, (i18n) => i18n._(msg`Start of Extra time, second half`)],
  [/^Penalties$/, (i18n) => i18n._(msg`Start of Penalties`)],
  [/^Period (\d+)$/, (i18n, [, n]) => i18n._(msg`Start of Period ${n}`)],
];

/** Who scored, before the score line in brackets. */
const SCORES: [RegExp, Say][] = [
  [/^Goal! (.+)$/, (i18n, [, team]) => i18n._(msg`Goal! ${team}`)],
  [/^Touchdown (.+)$/, (i18n, [, team]) => i18n._(msg`Touchdown ${team}`)],
  [/^Field goal (.+)$/, (i18n, [, team]) => i18n._(msg`Field goal ${team}`)],
  [/^(.+) score a run$/, (i18n, [, team]) => i18n._(msg`${team} score a run`)],
  [/^(.+) score (\d+) runs$/, (i18n, [, team, runs]) => i18n._(msg`${team} score ${runs} runs`)],
  [/^Score update$/, (i18n) => i18n._(msg`Score update`)],
  [/^(.+) \+(\d+)$/, (i18n, m) => `${m[1]} +${i18n.number(Number(m[2]))}`],
];

function firstMatch(text: string, rules: [RegExp, Say][], i18n: I18n): string | null {
  for (const [pattern, say] of rules) {
    const m = pattern.exec(text);
    if (m) return say(i18n, groupsOf(m));
  }
  return null;
}

/** A timeline entry's sentence in the viewer's language (as recorded when its form is not known). */
export function timelineText(entry: Pick<TimelineEntry, "kind" | "text">, i18n: I18n): string {
  const text = entry.text;
  switch (entry.kind) {
    case "start":
      return START[text]?.(i18n, [text, "", ""]) ?? text;
    case "period": {
      const m = /^Start of (.+)$/.exec(text);
      return (m && firstMatch(m[1]!, PERIODS, i18n)) ?? text;
    }
    case "score": {
      const m = /^(.+) \(([^()]+)\)$/.exec(text);
      const who = m && firstMatch(m[1]!, SCORES, i18n);
      return who ? `${who} (${m![2]})` : text;
    }
    case "final": {
      const m = /^Final(?: \((.+)\))?: (.+)$/.exec(text);
      if (!m) return text;
      const line = m[2]!;
      if (!m[1]) return i18n._(msg`Final: ${line}`);
      const detail = gameClockText(m[1], i18n);
      return i18n._(msg`Final (${detail}): ${line}`);
    }
    case "postponed":
      return otherStatusText(text, i18n);
    default:
      return text;
  }
}
