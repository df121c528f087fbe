import * as React from "react";

/** Tailwind's default breakpoints, as media queries (the layouts switch at the same widths as the classes). */
/* eslint-disable lingui/no-unlocalized-strings -- media queries, not texts */
export const MEDIA = {
  md: "(min-width: 768px)",
  lg: "(min-width: 1024px)",
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * Whether a media query matches, following changes (rotation, a resized window). For layouts that
 * differ in structure rather than style between phones and wider screens, so the page holds one
 * copy of each control instead of two with one hidden. False in a prerender (none of its pages
 * use it before hydration).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = React.useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", listener);
      return () => list.removeEventListener("change", listener);
    },
    [query],
  );
  return React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
