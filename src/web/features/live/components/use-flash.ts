import * as React from "react";

/** Pass this for a score the spoiler shield hides: hiding or revealing it is no change of score. */
export const SCORE_HIDDEN = Symbol("scoreHidden");

/** True for a moment after `value` changes (a score that just moved gets highlighted). */
export function useFlash(value: unknown, ms = 1500): boolean {
  const previous = React.useRef(value);
  const [flash, setFlash] = React.useState(false);
  React.useEffect(() => {
    if (Object.is(previous.current, value)) return;
    const shieldMoved = previous.current === SCORE_HIDDEN || value === SCORE_HIDDEN;
    previous.current = value;
    if (shieldMoved) return;
    setFlash(true);
    const t = setTimeout(() => setFlash(false), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return flash;
}
