import * as React from "react";
import { Download, X } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { isAppleMobile, useIsStandalone } from "./display-mode";
import { useInstallPrompt } from "./install-prompt";

/** Remembered per browser: once dismissed, the card stays away. */
export const INSTALL_CARD_DISMISSED_KEY = "fanzone.install-card-dismissed";

function readDismissed() {
  try {
    return localStorage.getItem(INSTALL_CARD_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** SPEC §1: 'Install App' card, dismissible, shown unless the app already runs standalone. */
export function InstallCard() {
  const standalone = useIsStandalone();
  const { available, promptInstall } = useInstallPrompt();
  const [dismissed, setDismissed] = React.useState(readDismissed);

  if (standalone || dismissed) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_CARD_DISMISSED_KEY, "1");
    } catch {
      // storage blocked: dismissed for this page only
    }
    setDismissed(true);
  };

  const hint = isAppleMobile()
    ? "In Safari, tap the Share button and then 'Add to Home Screen'."
    : "Open your browser's menu and choose 'Install app' or 'Add to Home screen'.";

  return (
    <section
      aria-labelledby="install-card-title"
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
        onClick={dismiss}
      >
        <X />
      </Button>
    </section>
  );
}
