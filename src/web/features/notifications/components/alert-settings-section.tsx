import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PlayerLink } from "@web/components/player-link";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Switch } from "@web/components/ui/switch";
import { useAuth } from "@web/lib/session";
import { toastError } from "@web/lib/toast-error";
import { useAlerts, useSaveAlerts } from "@web/lib/use-alerts";
import { toast } from "@web/components/ui/use-toast";

const DELAY_MAX = 300;

/**
 * Quiet hours (no push, the bell still updates), read on the clock of the profile's time zone,
 * and the delay behind the broadcast that every live surface and alert follows (issue #37).
 */
export function AlertSettingsSection() {
  const { t } = useLingui();
  const { user } = useAuth();
  const alerts = useAlerts();
  const save = useSaveAlerts();
  const data = alerts.data;
  const [quiet, setQuiet] = React.useState<{ on: boolean; start: string; end: string } | null>(null);
  const [delay, setDelay] = React.useState<string | null>(null);
  if (!data) return null;
  const shown = quiet ?? {
    on: data.quietHours !== null,
    start: data.quietHours?.start ?? "22:00",
    end: data.quietHours?.end ?? "07:00",
  };
  const delayShown = delay ?? String(data.delaySeconds);
  // The server reads quiet hours on the profile's zone (UTC until one is chosen).
  const zone = user?.timeZone ?? "UTC";
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        quietHours: shown.on ? { start: shown.start, end: shown.end } : null,
        delaySeconds: Number(delayShown),
      },
      {
        onSuccess: () => {
          setQuiet(null);
          setDelay(null);
          toast({ title: t`Alerts saved` });
        },
        onError: (err) => toastError(err, t`Your alerts could not be saved.`),
      },
    );
  };
  return (
    <section aria-labelledby="alerts-heading" className="grid gap-3" data-testid="alert-settings">
      <h3 id="alerts-heading" className="font-semibold">
        <Trans>Game alerts</Trans>
      </h3>
      <p className="text-sm text-muted-foreground">
        <Trans>Choose each game's alerts with the bell on its card or page, and each team's on the team's page.</Trans>
      </p>
      <div className="grid gap-1" data-testid="followed-players">
        <h4 className="font-medium">
          <Trans>Players you follow</Trans>
        </h4>
        {data.players.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Follow a player on their page to hear of each of their goals, touchdowns or home runs.</Trans>
          </p>
        ) : (
          <ul className="grid gap-1">
            {data.players.map((p) => {
              const name = p.name;
              return (
                <li
                  key={p.playerId}
                  className="flex items-center justify-between gap-2 text-sm"
                  data-testid="followed-player"
                >
                  <PlayerLink playerId={p.playerId} className="min-w-0 truncate font-medium">
                    {name}
                  </PlayerLink>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={save.isPending}
                    aria-label={t`Stop following ${name}`}
                    onClick={() =>
                      save.mutate(
                        {
                          players: data.players
                            .filter((x) => x.playerId !== p.playerId)
                            .map((x) => ({ playerId: x.playerId })),
                        },
                        { onError: (err) => toastError(err, t`Your alerts could not be saved.`) },
                      )
                    }
                  >
                    <Trans>Unfollow</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <form className="grid gap-4" onSubmit={submit}>
        <div className="grid gap-2">
          <div className="flex items-start justify-between gap-4">
            <div>
              <label htmlFor="quiet-hours-switch" className="font-medium">
                <Trans>Quiet hours</Trans>
              </label>
              <p className="text-sm text-muted-foreground">
                <Trans>No push notifications then; the bell still updates. Times in {zone}.</Trans>
              </p>
            </div>
            <Switch id="quiet-hours-switch" checked={shown.on} onCheckedChange={(on) => setQuiet({ ...shown, on })} />
          </div>
          {shown.on ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <label htmlFor="quiet-start">
                <Trans context="quiet hours: from">From</Trans>
              </label>
              <Input
                id="quiet-start"
                type="time"
                required
                className="w-32"
                value={shown.start}
                onChange={(e) => setQuiet({ ...shown, start: e.target.value })}
              />
              <label htmlFor="quiet-end">
                <Trans context="quiet hours: until">until</Trans>
              </label>
              <Input
                id="quiet-end"
                type="time"
                required
                className="w-32"
                value={shown.end}
                onChange={(e) => setQuiet({ ...shown, end: e.target.value })}
              />
            </div>
          ) : null}
        </div>
        <div className="grid gap-1">
          <label htmlFor="delay-seconds" className="font-medium">
            <Trans>Your delay behind the broadcast (seconds)</Trans>
          </label>
          <p className="text-sm text-muted-foreground">
            <Trans>Scores, game pages and alerts reach you this much later, in step with your stream.</Trans>
          </p>
          <Input
            id="delay-seconds"
            type="number"
            inputMode="numeric"
            min={0}
            max={DELAY_MAX}
            step={5}
            required
            className="w-32"
            value={delayShown}
            onChange={(e) => setDelay(e.target.value)}
          />
        </div>
        <div>
          <Button type="submit" disabled={save.isPending} data-testid="alert-settings-save">
            <Trans>Save alerts</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
