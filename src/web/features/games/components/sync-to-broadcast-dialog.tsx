import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";
import { Skeleton } from "@web/components/ui/skeleton";
import { clampDelay } from "@web/lib/fan-delay";
import { gameClockText } from "@web/lib/game-clock";
import { useLiveMoment } from "../api/fan-delay";

/**
 * "Sync to broadcast": shows the game as it is now (score and clock), and the fan taps when their
 * stream shows the same; the time since the game got there is their delay. The moment is read
 * again every second, so the one on screen is the one the tap is measured from.
 */
export function SyncToBroadcastDialog({
  gameId,
  open,
  onOpenChange,
  onSync,
}: {
  gameId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSync: (seconds: number) => void;
}) {
  const { t, i18n } = useLingui();
  const moment = useLiveMoment(gameId, open);
  const m = moment.data;
  const away = m?.game.awayTeam.abbreviation;
  const home = m?.game.homeTeam.abbreviation;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            <Trans>Sync to broadcast</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              This is the game right now, ahead of your stream. Tap the button the moment your stream shows the same
              score and clock.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {m ? (
          <div className="rounded-lg border bg-muted/40 p-4 text-center" data-testid="sync-moment">
            <p className="text-3xl font-black tabular-nums">
              <span translate="no">{away}</span> {m.game.awayScore ?? 0}–{m.game.homeScore ?? 0}{" "}
              <span translate="no">{home}</span>
            </p>
            <p className="mt-1 text-lg font-medium tabular-nums text-live-text">
              {gameClockText(m.game.statusDetail, i18n)}
            </p>
          </div>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            disabled={!m}
            onClick={() => m && onSync(clampDelay((Date.now() - m.reachedAt) / 1000))}
            data-testid="sync-tap"
            aria-label={t`My stream shows this now`}
          >
            <Trans>My stream shows this now</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
