import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Download, X } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useHydrated } from "@web/lib/use-hydrated";
import { isAppleMobile, useIsStandalone } from "./display-mode";
import { dismissInstallCard, useInstallCardDismissed } from "./install-card-dismissal";
import { useInstallPrompt } from "./install-prompt";

const noSubscription = () => () => undefined;

/**
 * SPEC §1: 'Install App' card, dismissible, shown unless the app already runs standalone. On a
 * phone it is one short row (at most two lines of text) so the page's own content starts high;
 * once dismissed, the user menu offers "Install app" instead (InstallAppMenuItem).
 * Browser-only facts are external stores with a prerender value (shown, not Apple): the
 * prerendered page is hydrated with the card, then drops it; a script in that page's head has
 * already hidden it (@shared/install-card), so nothing flashes.
 */
export function InstallCard() {
  const { t } = useLingui();
  const standalone = useIsStandalone();
  const { available, promptInstall } = useInstallPrompt();
  const dismissed = useInstallCardDismissed();
  const appleMobile = React.useSyncExternalStore(noSubscription, isAppleMobile, () => false);
  // In the prerendered page the button exists before React does: a tap then would do nothing.
  const hydrated = useHydrated();

  if (standalone || dismissed) return null;

  // The quoted names are the browsers' own menu items: translators use those of their language.
  const hint = appleMobile
    ? t`In Safari, tap the Share button and then 'Add to Home Screen'.`
    : t`Open your browser's menu and choose 'Install app' or 'Add to Home screen'.`;

  return (
    <section
      aria-labelledby="install-card-title"
      data-install-card=""
      className="mx-auto mt-3 flex w-[calc(100%-2rem)] max-w-6xl items-center gap-3 rounded-lg border bg-card px-3 py-2 shadow-sm sm:mt-4 sm:items-start sm:p-4"
    >
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground sm:mt-0.5 sm:h-10 sm:w-10">
        <Download className="h-4 w-4 sm:h-5 sm:w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="install-card-title" className="text-sm font-semibold leading-5 sm:text-base">
          <Trans>Install App</Trans>
        </h2>
        {/* Phones: the short pitch, or only the hint when there is no Install button; two lines at most. */}
        <p className="line-clamp-2 text-xs leading-4 text-muted-foreground sm:line-clamp-none sm:text-sm sm:leading-5">
          <span className="sm:hidden">
            {available ? <Trans>Your scores on your home screen, even on poor reception.</Trans> : hint}
          </span>
          <span className="hidden sm:inline">
            <Trans>FanZone on your home screen, with your last scores even on poor reception.</Trans>
          </span>
          {available ? null : <span className="mt-1 hidden text-sm sm:block">{hint}</span>}
        </p>
      </div>
      {available ? (
        <Button size="sm" className="shrink-0 sm:self-center" onClick={() => void promptInstall()}>
          <Trans>Install</Trans>
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon"
        className="-mr-2 shrink-0 sm:-mt-2"
        aria-label={t`Dismiss install card`}
        disabled={!hydrated}
        onClick={dismissInstallCard}
      >
        <X />
      </Button>
    </section>
  );
}
