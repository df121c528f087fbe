/**
 * SPEC §4 relative time: under 60 s in seconds, under 1 h in minutes, under 1 day in hours,
 * else days. Future dates (clock skew) read as "0 seconds ago" rather than negative numbers.
 */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (Number.isNaN(then)) return "";
  const seconds = Math.max(0, Math.floor((nowMs - then) / 1000));
  if (seconds < 60) return seconds === 1 ? "1 second ago" : `${seconds} seconds ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "1 minute ago" : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? "1 hour ago" : `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}
