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
