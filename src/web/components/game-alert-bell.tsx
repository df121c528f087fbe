import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Bell, BellRing } from "lucide-react";
import { cn } from "@web/lib/cn";
import { useAuth } from "@web/lib/session";
import { toastError } from "@web/lib/toast-error";
import { gameKinds, kindsOfSport, toggled, useAlerts, useSaveAlerts } from "@web/lib/use-alerts";
import { ALERT_KIND_LABELS } from "./alert-kind-labels";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

export interface AlertableGame {
  id: string;
  sport: string;
  homeTeam: { id: number | null; name: string };
  awayTeam: { id: number | null; name: string };
}

/**
 * The bell on a game (its card, its page): which of the game's moments alert the fan. Starts from
 * what the fan's team sets give the game; a change gives the game its own set, and "Use my team
 * settings" drops it. Signed-in fans only. Inside a card that opens the game, it takes its own
 * clicks (`pointer-events-auto`).
 */
export function GameAlertBell({ game, className }: { game: AlertableGame; className?: string }) {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const alerts = useAlerts();
  const save = useSaveAlerts();
  if (!user) return null;
  const settings = alerts.data;
  const { kinds, own } = gameKinds(settings, game);
  const on = kinds.length > 0;
  const others = (settings?.games ?? []).filter((g) => g.gameId !== game.id);
  const put = (games: typeof others) =>
    save.mutate({ games }, { onError: (err) => toastError(err, t`Your alerts could not be saved.`) });
  const away = game.awayTeam.name;
  const home = game.homeTeam.name;
  const matchup = t`${away} at ${home}`;
  const Icon = on ? BellRing : Bell;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          "pointer-events-auto inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-50",
          on && "text-primary",
          className,
        )}
        disabled={!settings}
        aria-label={on ? t`Alerts for ${matchup}: on` : t`Alerts for ${matchup}: off`}
        data-testid="game-alert-bell"
        data-alerts={on ? "on" : "off"}
      >
        <Icon className={cn("size-5", on && "fill-current")} aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64" data-testid="game-alert-menu">
        <DropdownMenuLabel>
          <Trans>Alert me for this game</Trans>
        </DropdownMenuLabel>
        {kindsOfSport(game.sport).map((kind) => (
          <DropdownMenuCheckboxItem
            key={kind}
            checked={kinds.includes(kind)}
            disabled={save.isPending}
            onCheckedChange={(checked) => put([...others, { gameId: game.id, kinds: toggled(kinds, kind, checked) }])}
            data-kind={kind}
          >
            {i18n._(ALERT_KIND_LABELS[kind])}
          </DropdownMenuCheckboxItem>
        ))}
        {own ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => put(others)} data-testid="game-alert-reset">
              <Trans>Use my team settings</Trans>
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
