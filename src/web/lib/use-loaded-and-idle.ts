import * as React from "react";
import { whenLoadedAndIdle } from "./after-first-paint";

/**
 * False until the page has loaded and the browser has had an idle moment (then true for good).
 * For long lists: the first screen renders the few items it shows and the rest come once the
 * page is idle, so they do not lengthen the render the first paint waits for.
 */
export function useLoadedAndIdle(): boolean {
  const [idle, setIdle] = React.useState(false);
  React.useEffect(() => whenLoadedAndIdle(() => setIdle(true)), []);
  return idle;
}
