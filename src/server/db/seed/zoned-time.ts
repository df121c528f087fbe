// Wall-clock time in a named zone to an instant, for the demo data's events ("7 PM in Chicago").
// Intl knows every zone's rules; a date library would add a dependency for the seed alone.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC (ms) at an instant: local wall-clock time minus UTC. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the wall clocks of `timeZone` show the given date and time. Across a
 * daylight-saving change the offset is read again at the first guess, so "19:00" is 19:00 on
 * either side of it.
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  time: { hour: number; minute: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, time.hour, time.minute);
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** The calendar date the zone's wall clocks show at an instant. */
export function zonedDate(instant: number, timeZone: string): { year: number; month: number; day: number } {
  const local = new Date(instant + zoneOffsetMs(instant, timeZone));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}
