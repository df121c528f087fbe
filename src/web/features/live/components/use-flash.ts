import * as React from "react";

/** True for a moment after `value` changes (a score that just moved gets highlighted). */
export function useFlash(value: unknown, ms = 1500): boolean {
  const previous = React.useRef(value);
  const [flash, setFlash] = React.useState(false);
  React.useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    setFlash(true);
    const t = setTimeout(() => setFlash(false), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return flash;
}
