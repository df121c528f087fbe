import * as React from "react";
import { Download, X } from "lucide-react";
import { INSTALL_CARD_DISMISSED_KEY } from "@shared/install-card";
import { Button } from "@web/components/ui/button";
import { useHydrated } from "@web/lib/use-hydrated";
import { isAppleMobile, useIsStandalone } from "./display-mode";
import { useInstallPrompt } from "./install-prompt";

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

function dismiss() {
  try {
    localStorage.setItem(INSTALL_CARD_DISMISSED_KEY, "1");
  } catch {
    // storage blocked: dismissed for this page only
  }
  dismissedHere = true;
  listeners.forEach((l) => l());
}

const noSubscription = () => () => undefined;

/**
 * SPEC §1: 'Install App' card, dismissible, shown unless the app already runs standalone.
 * Browser-only facts are external stores with a prerender value (shown, not Apple): the
 * prerendered page is hydrated with the card, then drops it; a script in that page's head has
 * already hidden it (@shared/install-card), so nothing flashes.
 */
export function InstallCard() {
  const standalone = useIsStandalone();
  const { available, promptInstall } = useInstallPrompt();
  const dismissed = React.useSyncExternalStore(subscribe, readDismissed, () => false);
  const appleMobile = React.useSyncExternalStore(noSubscription, isAppleMobile, () => false);
  // In the prerendered page the button exists before React does: a tap then would do nothing.
  const hydrated = useHydrated();

  if (standalone || dismissed) return null;

  const hint = appleMobile
    ? "In Safari, tap the Share button and then 'Add to Home Screen'."
    : "Open your browser's menu and choose 'Install app' or 'Add to Home screen'.";

  return (
    <section
      aria-labelledby="install-card-title"
      data-install-card=""
      className="mx-auto mt-4 flex w-[calc(100%-2rem)] max-w-6xl items-start gap-3 rounded-lg border bg-card p-3 shadow-sm sm:p-4"
    >
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground sm:h-10 sm:w-10">
        <Download className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="install-card-title" className="font-semibold">
          Install App
        </h2>
        <p className="text-sm text-muted-foreground">
          FanZone on your home screen, with your last scores even on poor reception.
          {available ? null : <span className="mt-1 block text-xs sm:text-sm">{hint}</span>}
        </p>
      </div>
      {available ? (
        <Button size="sm" className="shrink-0 self-center" onClick={() => void promptInstall()}>
          Install
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className="-mr-2 -mt-2 shrink-0"
        aria-label="Dismiss install card"
        disabled={!hydrated}
        onClick={dismiss}
      >
        <X />
      </Button>
    </section>
  );
}
