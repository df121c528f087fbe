import { Trans } from "@lingui/react/macro";
import { DASHBOARD_LIMITS } from "@shared/limits";
import { leagueLabel } from "@shared/leagues";
import { sportEmoji } from "@shared/sport-emoji";
import { TeamLink } from "@web/components/team-link";
import { Skeleton } from "@web/components/ui/skeleton";
import { useFavoriteTeams } from "../api/favorite-teams";
import { TeamLogo } from "./team-logo";

/** Compact list of a user's favourite teams (dashboard 'Favorite Teams' card: up to 3). */
export function FavoriteTeamsList({ userId, limit = DASHBOARD_LIMITS.teams }: { userId: number; limit?: number }) {
  const q = useFavoriteTeams(userId);
  if (q.isPending)
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: limit }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  const teams = (q.data ?? []).slice(0, limit);
  if (teams.length === 0)
    return (
      <p className="py-2 text-sm text-muted-foreground">
        <Trans>No favorite teams selected</Trans>
      </p>
    );
  return (
    <ul className="grid gap-2" data-testid="favorite-teams-list">
      {teams.map((t) => (
        <li
          key={t.id}
          className="flex items-center gap-3 rounded-md border p-2"
          style={{ borderLeft: `4px solid ${t.primaryColor}` }}
        >
          <TeamLogo logo={t.logo} name={t.name} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">
              <TeamLink teamId={t.id}>{t.name}</TeamLink>
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {sportEmoji(t.sport)} {leagueLabel(t.league)} · {t.city}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
