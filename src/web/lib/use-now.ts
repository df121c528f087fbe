import * as React from "react";

/** Keeps relative times fresh without refetching: ticks once a minute. */
export function useNow() {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}
