import { t } from "@lingui/core/macro";
import { Bell, BellRing } from "lucide-react";
import type { Sport } from "@shared/leagues";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { useAuth } from "@web/lib/session";
import { toastError } from "@web/lib/toast-error";
import { useAlerts, useSaveAlerts } from "@web/lib/use-alerts";

/** What following a player of this sport alerts for; null where a player's moment is not alerted (basketball). */
function followedMoments(sport: Sport): string | null {
  switch (sport) {
    case "soccer":
    case "hockey":
      return t`An alert for each of their goals`;
    case "football":
      return t`An alert for each of their touchdowns`;
    case "baseball":
      return t`An alert for each of their home runs`;
    default:
      return null;
  }
}

/**
 * The bell on a player's page (issue #37): following the player sends their goals, touchdowns
 * and home runs through the game's one notification, on the fan's delay. Signed-in fans only,
 * and not in basketball (a basket is not a score).
 */
export function PlayerFollowButton({
  player,
  sport,
  className,
}: {
  player: { id: string; name: string };
  sport: Sport | null;
  className?: string;
}) {
  const { user } = useAuth();
  const alerts = useAlerts();
  const save = useSaveAlerts();
  const hint = sport ? followedMoments(sport) : null;
  if (!user || !hint) return null;
  const settings = alerts.data;
  const following = settings?.players.some((p) => p.playerId === player.id) ?? false;
  const others = (settings?.players ?? [])
    .filter((p) => p.playerId !== player.id)
    .map((p) => ({ playerId: p.playerId }));
  const toggle = () =>
    save.mutate(
      { players: following ? others : [{ playerId: player.id }, ...others] },
      { onError: (err) => toastError(err, t`Your alerts could not be saved.`) },
    );
  const name = player.name;
  const Icon = following ? BellRing : Bell;
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 sm:grid sm:justify-items-end", className)}>
      <Button
        variant={following ? "secondary" : "outline"}
        size="sm"
        onClick={toggle}
        disabled={!settings || save.isPending}
        aria-pressed={following}
        aria-label={following ? t`Following ${name}: stop their alerts` : t`Follow ${name}`}
        aria-describedby="player-follow-hint"
        data-testid="player-follow"
        data-following={following ? "yes" : "no"}
      >
        <Icon className={cn(following && "fill-current text-primary")} aria-hidden="true" />
        {following ? t`Following` : t`Follow`}
      </Button>
      <p id="player-follow-hint" className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
