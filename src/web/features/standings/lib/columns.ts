import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { StandingsEntry } from "@shared/schemas/standings";
import type { Sport } from "@shared/schemas/teams";

// The columns of each sport's table, as its fans read them. Labels are the usual abbreviations in
// each language (W L PCT GB; G P PCT JD; V D %V Éc.), `title` says them in full (the header's
// tooltip and screen readers). Numbers are written the language's way.

export interface StandingsColumn {
  key: string;
  label: MessageDescriptor;
  title: MessageDescriptor;
  value: (e: StandingsEntry, i18n: I18n) => string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

const n = (v: number | undefined, locale: string) => numberFormat(locale).format(v ?? 0);
/** ".732", "1.000": US tables drop the leading zero (Spanish and French write "0,732"). */
const pct = (v: number | undefined, locale: string) => {
  const s = numberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(v ?? 0);
  return locale === "en" ? s.replace(/^0/, "") : s;
};
const gb = (v: number | undefined, locale: string) => (!v ? "–" : n(v, locale));
const signed = (v: number | undefined, locale: string) =>
  numberFormat(locale, { signDisplay: "exceptZero" }).format(v ?? 0);

const col = (
  key: string,
  label: MessageDescriptor,
  title: MessageDescriptor,
  value: StandingsColumn["value"],
): StandingsColumn => ({ key, label, title, value });

const W = col("wins", msg({ message: "W", context: "standings column: wins" }), msg`Wins`, (e, { locale: l }) =>
  n(e.wins, l),
);
const L = col("losses", msg({ message: "L", context: "standings column: losses" }), msg`Losses`, (e, { locale: l }) =>
  n(e.losses, l),
);
const PCT = col(
  "winPercent",
  msg({ message: "PCT", context: "standings column: winning percentage" }),
  msg`Winning percentage`,
  (e, { locale: l }) => pct(e.winPercent, l),
);
const GB = col(
  "gamesBehind",
  msg({ message: "GB", context: "standings column: games behind" }),
  msg`Games behind`,
  (e, { locale: l }) => gb(e.gamesBehind, l),
);
// The streak as the provider writes it ("W3", "L1"), its letter in the language's own result
// letters ("G3" in Spanish, "V3" in French: the same messages as a team's form chips).
const STREAK_LETTERS: Record<string, MessageDescriptor> = {
  W: msg({ message: "W", context: "result letter: win" }),
  L: msg({ message: "L", context: "result letter: loss" }),
  D: msg({ message: "D", context: "result letter: draw" }),
  T: msg({ message: "T", context: "result letter: tie" }),
};
export function streakText(streak: string | null | undefined, i18n: I18n): string {
  const m = /^([WLDT])(\d+)$/.exec(streak ?? "");
  if (!m) return streak || "–";
  return `${i18n._(STREAK_LETTERS[m[1]!]!)}${i18n.number(Number(m[2]))}`;
}
const STRK = col("streak", msg({ message: "STRK", context: "standings column: streak" }), msg`Streak`, (e, i18n) =>
  streakText(e.streak, i18n),
);
const GP = col(
  "gamesPlayed",
  msg({ message: "GP", context: "standings column: games played" }),
  msg`Games played`,
  (e, { locale: l }) => n(e.gamesPlayed, l),
);

export const COLUMNS: Record<Sport, StandingsColumn[]> = {
  basketball: [W, L, PCT, GB, STRK],
  baseball: [W, L, PCT, GB, STRK],
  football: [
    W,
    L,
    col("ties", msg({ message: "T", context: "standings column: ties" }), msg`Ties`, (e, { locale: l }) =>
      n(e.ties, l),
    ),
    PCT,
    GB,
    STRK,
  ],
  hockey: [
    GP,
    W,
    L,
    col(
      "otLosses",
      msg({ message: "OTL", context: "standings column: overtime losses" }),
      msg`Overtime losses`,
      (e, { locale: l }) => n(e.otLosses, l),
    ),
    col("points", msg({ message: "PTS", context: "standings column: points" }), msg`Points`, (e, { locale: l }) =>
      n(e.points, l),
    ),
    STRK,
  ],
  soccer: [
    col("gamesPlayed", msg({ message: "P", context: "standings column: played" }), msg`Played`, (e, { locale: l }) =>
      n(e.gamesPlayed, l),
    ),
    W,
    col("draws", msg({ message: "D", context: "standings column: draws" }), msg`Draws`, (e, { locale: l }) =>
      n(e.draws, l),
    ),
    L,
    col(
      "goalsFor",
      msg({ message: "GF", context: "standings column: goals for" }),
      msg`Goals for`,
      (e, { locale: l }) => n(e.goalsFor, l),
    ),
    col(
      "goalsAgainst",
      msg({ message: "GA", context: "standings column: goals against" }),
      msg`Goals against`,
      (e, { locale: l }) => n(e.goalsAgainst, l),
    ),
    col(
      "goalDifference",
      msg({ message: "GD", context: "standings column: goal difference" }),
      msg`Goal difference`,
      (e, { locale: l }) => signed(e.goalDifference, l),
    ),
    col("points", msg({ message: "Pts", context: "standings column: points" }), msg`Points`, (e, { locale: l }) =>
      n(e.points, l),
    ),
  ],
};
