import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { LoadError } from "@web/components/load-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import {
  TeamCommunities,
  TeamGames,
  TeamHero,
  TeamSquad,
  TeamWatchParties,
  isUnknownTeam,
  useTeam,
} from "@web/features/teams";

const fileNameOf = (name: string) =>
  `${name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.ics`;

/** A team's page (/teams/:id): the season at a glance first, then its games and squad, fans and watch parties. */
export default function TeamPage() {
  const { t } = useLingui();
  const teamId = Number(useParams().teamId);
  const q = useTeam(Number.isInteger(teamId) ? teamId : 0);
  const back = (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to={q.data ? `/standings/${q.data.league}` : "/standings"}>
        <ArrowLeft aria-hidden="true" /> <Trans>Standings</Trans>
      </Link>
    </Button>
  );
  if ((q.isError && isUnknownTeam(q.error)) || !(teamId > 0))
    return (
      <div className="mx-auto grid max-w-6xl gap-4 p-4 md:p-6">
        <div className="rounded-lg border border-dashed p-10 text-center" data-testid="team-not-found">
          <h1 className="text-xl font-semibold">
            <Trans>Team not found</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>No team of the catalogue has this address. The link may be wrong.</Trans>
          </p>
        </div>
      </div>
    );
  if (q.isError)
    return (
      <div className="mx-auto grid max-w-6xl gap-4 p-4 md:p-6">
        <LoadError what={t`this team`} onRetry={() => void q.refetch()} />
      </div>
    );
  const team = q.data;
  if (!team)
    return (
      <div className="mx-auto grid max-w-6xl gap-4 p-4 md:p-6" aria-busy="true">
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  return (
    // The season at a glance comes first on a phone: record, standing, form, then the next games.
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 p-4 md:p-6" data-testid="team-page" data-team-id={team.id}>
      <TeamHero team={team} fileName={fileNameOf(team.name)} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <TeamGames
            title={t`Next games`}
            empty={t`No games scheduled.`}
            games={team.nextGames}
            teamId={team.id}
            testId="next-games"
          />
          <TeamGames
            title={t`Last results`}
            empty={t`No results yet this season.`}
            games={team.lastGames}
            teamId={team.id}
            testId="last-games"
          />
          <TeamSquad teamId={team.id} sport={team.sport} />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <TeamWatchParties events={team.watchParties} />
          <TeamCommunities communities={team.communities} />
        </div>
      </div>
      {back}
    </div>
  );
}
