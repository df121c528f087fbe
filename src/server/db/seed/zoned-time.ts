// Wall-clock time in a named zone to an instant, for the demo data's events ("7 PM in Chicago"),
// on the shared Intl-based zone helpers (src/shared/i18n/zoned-time.ts).
import { instantOfWallClock, offsetMinutes, wallClock } from "@shared/i18n/zoned-time";

/** The zone's offset from UTC (ms) at an instant: local wall-clock time minus UTC. */
export const zoneOffsetMs = (instant: number, timeZone: string): number =>
  offsetMinutes(new Date(instant), timeZone) * 60_000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * The instant at which the wall clocks of `timeZone` show the given date and time; across a
 * daylight-saving change, "19:00" is 19:00 on either side of it.
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
  timeZone: string,
): Date {
  const local = `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}T${pad(time.hour)}:${pad(time.minute)}`;
  return instantOfWallClock(local, timeZone)!;
}

/** The calendar date the zone's wall clocks show at an instant. */
export function zonedDate(instant: number, timeZone: string): { year: number; month: number; day: number } {
  const { year, month, day } = wallClock(new Date(instant), timeZone);
  return { year, month, day };
}
