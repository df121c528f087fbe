import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Bell, BellRing } from "lucide-react";
import { useAuth } from "@web/lib/session";
import { toastError } from "@web/lib/toast-error";
import { kindsOfSport, teamKinds, toggled, useAlerts, useSaveAlerts } from "@web/lib/use-alerts";
import { ALERT_KIND_LABELS } from "./alert-kind-labels";
import { Button } from "./ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

/**
 * A team's alerts (team page): the moments of its games that alert the fan. A favourite starts
 * from the default set (start, every score or lead changes, final); any other team from none.
 */
export function TeamAlertMenu({
  team,
  isFavorite,
}: {
  team: { id: number; name: string; sport: string };
  isFavorite: boolean;
}) {
  const { user } = useAuth();
  const { i18n } = useLingui();
  const alerts = useAlerts();
  const save = useSaveAlerts();
  if (!user) return null;
  const settings = alerts.data;
  const kinds = teamKinds(settings, team.id, team.sport, isFavorite);
  const others = (settings?.teams ?? []).filter((x) => x.teamId !== team.id);
  const name = team.name;
  const Icon = kinds.length ? BellRing : Bell;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={!settings}>
        <Button variant="outline" data-testid="team-alert-button" aria-label={t`Alerts for the ${name}`}>
          <Icon className={kinds.length ? "fill-current" : undefined} aria-hidden="true" />
          <Trans>Alerts</Trans>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64" data-testid="team-alert-menu">
        <DropdownMenuLabel>
          <Trans>Alert me when the {name} play</Trans>
        </DropdownMenuLabel>
        {kindsOfSport(team.sport).map((kind) => (
          <DropdownMenuCheckboxItem
            key={kind}
            checked={kinds.includes(kind)}
            disabled={save.isPending}
            onCheckedChange={(checked) =>
              save.mutate(
                { teams: [...others, { teamId: team.id, kinds: toggled(kinds, kind, checked) }] },
                { onError: (err) => toastError(err, t`Your alerts could not be saved.`) },
              )
            }
            data-kind={kind}
          >
            {i18n._(ALERT_KIND_LABELS[kind])}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
