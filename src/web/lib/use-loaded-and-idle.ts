import * as React from "react";
import { whenLoadedAndIdle } from "./after-first-paint";

/**
 * False until the page has loaded and the browser has had an idle moment (then true for good).
 * For long lists: the first screen renders the few items it shows and the rest come once the
 * page is idle, so they do not lengthen the render the first paint waits for.
 */
export function useLoadedAndIdle(): boolean {
  const [idle, setIdle] = React.useState(false);
  // A transition: React renders the rest of the list in slices that yield to the browser, so a
  // long list added at once does not block input (no long task).
  React.useEffect(() => whenLoadedAndIdle(() => React.startTransition(() => setIdle(true))), []);
  return idle;
}

/**
 * How many items of a long list to render: `first` with the page, then `step` more in each idle
 * moment once the page has loaded, until `total` are. A transition renders in slices, but React
 * commits (and the browser lays out) what it rendered in one task: a long list added at once is
 * a long task however it was rendered. A few items per idle moment keep each task short. (A list
 * most fans never reach the end of, such as the board of game cards, grows as they scroll instead.)
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [shown, setShown] = React.useState(first);
  const complete = shown >= total;
  React.useEffect(() => {
    if (complete) return;
    return whenLoadedAndIdle(() => React.startTransition(() => setShown((n) => n + step)));
  }, [complete, shown, step]);
  return shown;
}
