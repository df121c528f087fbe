import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Minus, Plus, RadioTower } from "lucide-react";
import type { Game } from "@shared/schemas/live";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { clampDelay, DELAY_MAX_SECONDS, DELAY_STEP_SECONDS } from "@web/lib/fan-delay";
import { useFanDelay, useSetFanDelay } from "../api/fan-delay";
import { SyncToBroadcastDialog } from "./sync-to-broadcast-dialog";

/**
 * "Live · 45 s delay" on a game's page (issue #37): the fan's own delay, which every live surface
 * follows, in 5 s steps, and the helper that sets it from their stream.
 */
export function DelayControl({ game }: { game: Game }) {
  const { t } = useLingui();
  const delay = useFanDelay();
  const set = useSetFanDelay();
  const [syncing, setSyncing] = React.useState(false);
  const seconds = delay.data ?? 0;
  const change = (next: number) => {
    const s = clampDelay(next);
    set.mutate(s, { onSuccess: () => toast({ title: s ? t`Delay set to ${s} s` : t`Delay turned off` }) });
  };
  const live = game.gameStatus === "live";
  const label = live
    ? seconds
      ? t`Live · ${seconds} s delay`
      : t`Live · no delay`
    : seconds
      ? t`${seconds} s delay`
      : t`No delay`;
  return (
    <section
      aria-label={t`Your delay`}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card px-3 py-2 text-sm shadow-sm"
      data-testid="delay-control"
    >
      <p className="flex min-w-0 items-center gap-2 font-medium">
        {live ? <span className="h-2 w-2 shrink-0 rounded-full bg-live" aria-hidden="true" /> : null}
        <span data-testid="delay-label" aria-live="polite">
          {delay.isPending ? <Trans>Delay…</Trans> : label}
        </span>
      </p>
      <p className="hidden min-w-0 flex-1 text-xs text-muted-foreground md:block">
        <Trans>Scores, the thread and alerts wait for your stream.</Trans>
      </p>
      <div className="ml-auto flex items-center gap-1">
        <Button
          size="sm"
          variant="outline"
          aria-label={t`${DELAY_STEP_SECONDS} seconds less delay`}
          disabled={delay.isPending || set.isPending || seconds <= 0}
          onClick={() => change(seconds - DELAY_STEP_SECONDS)}
          data-testid="delay-less"
        >
          <Minus aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={t`${DELAY_STEP_SECONDS} seconds more delay`}
          disabled={delay.isPending || set.isPending || seconds >= DELAY_MAX_SECONDS}
          onClick={() => change(seconds + DELAY_STEP_SECONDS)}
          data-testid="delay-more"
        >
          <Plus aria-hidden="true" />
        </Button>
        {live ? (
          <Button size="sm" variant="secondary" onClick={() => setSyncing(true)} data-testid="delay-sync">
            <RadioTower aria-hidden="true" /> <Trans>Sync to broadcast</Trans>
          </Button>
        ) : null}
      </div>
      {syncing ? (
        <SyncToBroadcastDialog
          gameId={game.id}
          open={syncing}
          onOpenChange={setSyncing}
          onSync={(s) => {
            setSyncing(false);
            change(s);
          }}
        />
      ) : null}
    </section>
  );
}
