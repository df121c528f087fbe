import * as React from "react";
import { Trans } from "@lingui/react/macro";
import { Navigate, useParams } from "react-router";
import { LEAGUES, LEAGUE_SLUGS } from "@shared/leagues";
import { LeagueStandings, LeagueTabs } from "@web/features/standings";
import { useAuth } from "@web/lib/session";

/** /standings/:league: one tab per league; /standings opens the first of the user's favourites' leagues, or the NBA. */
export default function StandingsPage() {
  const { league } = useParams();
  const { user } = useAuth();
  const favorites = React.useMemo(() => new Set(user?.favoriteTeams ?? []), [user?.favoriteTeams]);
  if (!league) return <Navigate to={`/standings/${LEAGUES[0].slug}`} replace />;
  const known = (LEAGUE_SLUGS as readonly string[]).includes(league);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold">
        <Trans>Standings</Trans>
      </h1>
      <LeagueTabs />
      {known ? (
        <LeagueStandings league={league} highlightTeamIds={favorites} />
      ) : (
        <div className="rounded-lg border border-dashed p-10 text-center" data-testid="league-not-found">
          <h2 className="text-lg font-semibold">
            <Trans>Unknown league</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Pick a league above.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}
