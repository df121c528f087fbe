import { Trans, useLingui } from "@lingui/react/macro";
import { Minus, Plus, Timer } from "lucide-react";
import type { FanEvent } from "@shared/schemas/events";
import { Button } from "@web/components/ui/button";
import { Label } from "@web/components/ui/label";
import { Switch } from "@web/components/ui/switch";
import { clampDelay, DELAY_MAX_SECONDS, DELAY_STEP_SECONDS } from "@web/lib/fan-delay";
import { usePartyDelay, useSetPartyDelay, useSetPartyOptOut } from "../api/party-delay";

/**
 * A watch party's delay on its event page (issue #37): the host sets one delay for the game, in
 * 5 s steps; during the event every fan going sees the game that far behind (unless their own
 * delay is larger), and each can step out of it.
 */
export function PartyDelayCard({ event }: { event: FanEvent }) {
  const { t } = useLingui();
  const party = usePartyDelay(event.id, event.gameId !== null);
  const setDelay = useSetPartyDelay(event.id);
  const setOptOut = useSetPartyOptOut(event.id);
  const p = party.data;
  if (!p || p.gameId === null) return null;
  const seconds = p.delaySeconds;
  const going = event.myRsvp === "going";
  const busy = setDelay.isPending || setOptOut.isPending;
  return (
    <section aria-label={t`Party delay`} className="grid gap-2 rounded-lg border p-3" data-testid="party-delay">
      <div className="flex flex-wrap items-center gap-2">
        <Timer className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium" data-testid="party-delay-label">
          {seconds ? <Trans>Party delay: {seconds} s</Trans> : <Trans>No party delay</Trans>}
        </p>
        {p.active ? (
          <span className="rounded-full bg-live/10 px-2 py-0.5 text-xs font-medium text-live-text">
            <Trans>On now</Trans>
          </span>
        ) : null}
        {p.canEdit ? (
          <div className="ml-auto flex items-center gap-1">
            <Button
              size="sm"
              variant="outline"
              aria-label={t`${DELAY_STEP_SECONDS} seconds less party delay`}
              disabled={busy || seconds <= 0}
              onClick={() => setDelay.mutate(clampDelay(seconds - DELAY_STEP_SECONDS))}
              data-testid="party-delay-less"
            >
              <Minus aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={t`${DELAY_STEP_SECONDS} seconds more party delay`}
              disabled={busy || seconds >= DELAY_MAX_SECONDS}
              onClick={() => setDelay.mutate(clampDelay(seconds + DELAY_STEP_SECONDS))}
              data-testid="party-delay-more"
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>During the event, everyone going sees the game this far behind, unless their own delay is larger.</Trans>
      </p>
      {going && seconds > 0 ? (
        <div className="flex items-center gap-2">
          <Switch
            id={`party-delay-${event.id}`}
            checked={!p.optedOut}
            disabled={busy}
            onCheckedChange={(on) => setOptOut.mutate(!on)}
            data-testid="party-delay-follow"
          />
          <Label htmlFor={`party-delay-${event.id}`}>
            <Trans>Watch on the party's delay</Trans>
          </Label>
        </div>
      ) : null}
    </section>
  );
}
