import type { StandingsEntry } from "@shared/schemas/standings";
import type { Sport } from "@shared/schemas/teams";

// The columns of each sport's table, as its fans read them. Labels are the usual abbreviations,
// `title` says them in full (for the header's tooltip and screen readers).

export interface StandingsColumn {
  key: string;
  label: string;
  title: string;
  value: (e: StandingsEntry) => string;
}

const n = (v: number | undefined) => String(v ?? 0);
/** ".732", "1.000": US tables drop the leading zero. */
const pct = (v: number | undefined) => (v ?? 0).toFixed(3).replace(/^0/, "");
const gb = (v: number | undefined) => (!v ? "–" : String(v));
const signed = (v: number | undefined) => (v && v > 0 ? `+${v}` : String(v ?? 0));

const col = (key: string, label: string, title: string, value: StandingsColumn["value"]): StandingsColumn => ({
  key,
  label,
  title,
  value,
});

const W = col("wins", "W", "Wins", (e) => n(e.wins));
const L = col("losses", "L", "Losses", (e) => n(e.losses));
const PCT = col("winPercent", "PCT", "Winning percentage", (e) => pct(e.winPercent));
const GB = col("gamesBehind", "GB", "Games behind", (e) => gb(e.gamesBehind));
const STRK = col("streak", "STRK", "Streak", (e) => e.streak ?? "–");
const GP = col("gamesPlayed", "GP", "Games played", (e) => n(e.gamesPlayed));

export const COLUMNS: Record<Sport, StandingsColumn[]> = {
  basketball: [W, L, PCT, GB, STRK],
  baseball: [W, L, PCT, GB, STRK],
  football: [W, L, col("ties", "T", "Ties", (e) => n(e.ties)), PCT, GB, STRK],
  hockey: [
    GP,
    W,
    L,
    col("otLosses", "OTL", "Overtime losses", (e) => n(e.otLosses)),
    col("points", "PTS", "Points", (e) => n(e.points)),
    STRK,
  ],
  soccer: [
    col("gamesPlayed", "P", "Played", (e) => n(e.gamesPlayed)),
    W,
    col("draws", "D", "Draws", (e) => n(e.draws)),
    L,
    col("goalsFor", "GF", "Goals for", (e) => n(e.goalsFor)),
    col("goalsAgainst", "GA", "Goals against", (e) => n(e.goalsAgainst)),
    col("goalDifference", "GD", "Goal difference", (e) => signed(e.goalDifference)),
    col("points", "Pts", "Points", (e) => n(e.points)),
  ],
};
