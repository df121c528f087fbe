import type { LeaderboardPeriod } from "@shared/schemas/games";

/** The season starts on 1 August (UTC): most leagues' seasons (and their pick'em) turn over in summer. */
const SEASON_START_MONTH = 7; // August, zero-based

/** Start of the period containing `now`: the week from Monday 00:00 UTC, the season from 1 August. */
export function periodStart(period: LeaderboardPeriod, now: Date): Date {
  if (period === "week") {
    const day = (now.getUTCDay() + 6) % 7; // Monday = 0
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - day));
  }
  const year = now.getUTCMonth() >= SEASON_START_MONTH ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, SEASON_START_MONTH, 1));
}
