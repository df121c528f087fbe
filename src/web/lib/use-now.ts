import * as React from "react";

/**
 * Keeps relative times fresh without refetching: ticks once a minute, or every `intervalMs`
 * (a "45 s ago" counts in seconds). Disabled, it keeps the time of the last tick.
 */
export function useNow(intervalMs = 60_000, enabled = true) {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, enabled]);
  return now;
}
