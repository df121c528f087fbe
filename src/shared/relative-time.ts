const UNITS = {
  long: { s: ["second", "seconds"], m: ["minute", "minutes"], h: ["hour", "hours"], d: ["day", "days"] },
  // Status lines where space is short ("Updated 45 s ago"): the same steps, abbreviated units.
  short: { s: ["s", "s"], m: ["min", "min"], h: ["h", "h"], d: ["d", "d"] },
} as const;

/**
 * SPEC §4 relative time: under 60 s in seconds, under 1 h in minutes, under 1 day in hours,
 * else days. Future dates (clock skew) read as "0 seconds ago" rather than negative numbers.
 * `style: "short"` abbreviates the unit: "45 s ago", "3 min ago".
 */
export function relativeTime(
  date: Date | string | number,
  now: Date | number = Date.now(),
  { style = "long" }: { style?: "long" | "short" } = {},
): string {
  const then = new Date(date).getTime();
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (Number.isNaN(then)) return "";
  const units = UNITS[style];
  const say = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many} ago`;
  const seconds = Math.max(0, Math.floor((nowMs - then) / 1000));
  if (seconds < 60) return say(seconds, units.s);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return say(minutes, units.m);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return say(hours, units.h);
  return say(Math.floor(hours / 24), units.d);
}
