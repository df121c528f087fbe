import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { leagueLabel, sportOfLeague } from "@shared/leagues";
import { LoadError } from "@web/components/load-error";
import { Skeleton } from "@web/components/ui/skeleton";
import { groupNameText } from "@web/lib/i18n/table-names";
import { useStandings } from "../api/standings";
import { StandingsTable } from "./standings-table";

/** A league's whole table: its groups under their conferences (NFL, MLB, NHL), in the league's order. */
export function LeagueStandings({
  league,
  highlightTeamIds,
}: {
  league: string;
  highlightTeamIds: ReadonlySet<number>;
}) {
  const { t, i18n } = useLingui();
  const q = useStandings(league);
  const sport = sportOfLeague(league);
  if (q.isError) return <LoadError what={t`the standings`} onRetry={() => void q.refetch()} />;
  if (!q.data || !sport)
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  const name = leagueLabel(league);
  // "FIFA World Cup 2026" names its season already
  const season = name.includes(q.data.season) ? null : q.data.season;
  const conferences: { name: string | null; groups: typeof q.data.groups }[] = [];
  for (const g of q.data.groups) {
    const last = conferences.at(-1);
    if (last && last.name === g.conference) last.groups.push(g);
    else conferences.push({ name: g.conference, groups: [g] });
  }
  return (
    <div className="grid gap-6" data-testid="league-standings" data-league={league}>
      <h2 className="text-lg font-semibold">
        {season ? (
          <Trans>
            {name} standings · {season}
          </Trans>
        ) : (
          <Trans>{name} standings</Trans>
        )}
      </h2>
      {conferences.map((c, i) => (
        <React.Fragment key={c.name ?? i}>
          {c.name ? (
            <h2 className="-mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              {groupNameText(c.name, i18n)}
            </h2>
          ) : null}
          {c.groups.map((g) => (
            <StandingsTable key={g.name} group={g} sport={sport} highlightTeamIds={highlightTeamIds} />
          ))}
        </React.Fragment>
      ))}
    </div>
  );
}
