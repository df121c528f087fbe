import * as React from "react";

const subscribe = () => () => undefined;

/**
 * False while React hydrates HTML the build prerendered (and in that prerender), true otherwise.
 * A prerendered form keeps its submit button disabled until then: before hydration the browser
 * would submit it natively (a GET with the password in the address).
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
