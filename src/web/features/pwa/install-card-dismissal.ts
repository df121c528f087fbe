// Whether the fan dismissed the install card on this device (localStorage, read by the
// prerendered page's boot script too: @shared/install-card). The card and the user menu's
// "Install app" item both follow it.
import * as React from "react";
import { INSTALL_CARD_DISMISSED_KEY } from "@shared/install-card";

/** Dismissed in this page when storage is blocked. */
let dismissedHere = false;
const listeners = new Set<() => void>();

function readDismissed() {
  if (dismissedHere) return true;
  try {
    return localStorage.getItem(INSTALL_CARD_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dismissInstallCard() {
  try {
    localStorage.setItem(INSTALL_CARD_DISMISSED_KEY, "1");
  } catch {
    // storage blocked: dismissed for this page only
  }
  dismissedHere = true;
  listeners.forEach((l) => l());
}

/** False in the prerender: the page is drawn with the card, which its boot script hides when dismissed. */
export const useInstallCardDismissed = () => React.useSyncExternalStore(subscribe, readDismissed, () => false);
