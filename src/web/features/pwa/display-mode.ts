// Whether FanZone already runs as an installed app, and which platform hint to give otherwise.
import * as React from "react";

const STANDALONE_QUERY = "(display-mode: standalone)";

function isStandaloneNow() {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia(STANDALONE_QUERY).matches;
}

function subscribe(listener: () => void) {
  const query = window.matchMedia(STANDALONE_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

export function useIsStandalone() {
  return React.useSyncExternalStore(subscribe, isStandaloneNow, () => false);
}

/** iPhone and iPad Safari offer no install prompt: the card explains "Add to Home Screen" instead. */
export function isAppleMobile() {
  const ua = navigator.userAgent;
  return /iphone|ipad|ipod/i.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}
