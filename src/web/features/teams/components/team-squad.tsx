import { Trans, useLingui } from "@lingui/react/macro";
import { Shirt } from "lucide-react";
import type { Sport } from "@shared/leagues";
import { PlayerLink } from "@web/components/player-link";
import { PositionAbbr } from "@web/components/position-abbr";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { squadByLine } from "@web/lib/i18n/positions";
import { useRoster } from "../api/roster";

/**
 * The team's squad by its lines (guards, forwards, centers; goalkeepers, defenders…), each player
 * with their shirt number and position, their name a link to their page. Nothing when the
 * provider knows no players for the team.
 */
export function TeamSquad({ teamId, sport }: { teamId: number; sport: Sport }) {
  const { i18n } = useLingui();
  const q = useRoster(teamId);
  if (q.isError) return null;
  const lines = q.data ? squadByLine(sport, q.data.players, i18n) : null;
  if (lines && lines.length === 0) return null;
  return (
    <Card data-testid="team-squad">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Shirt className="h-4 w-4 text-primary" aria-hidden="true" /> <Trans>Squad</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!lines ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            {lines.map((line) => (
              <section
                key={line.key}
                aria-labelledby={`squad-${line.key}`}
                data-testid="squad-line"
                data-line={line.key}
              >
                <h3
                  id={`squad-${line.key}`}
                  className="mb-1 text-xs font-medium uppercase tracking-wide text-muted-foreground"
                >
                  {line.name}
                </h3>
                <ul className="grid">
                  {line.players.map((p) => (
                    <li
                      key={p.id}
                      className="flex min-w-0 items-baseline gap-2 py-1 text-sm"
                      data-testid="squad-player"
                    >
                      <span className="w-8 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
                        {p.jersey ? `#${p.jersey}` : ""}
                      </span>
                      <PlayerLink playerId={p.id} className="min-w-0 truncate font-medium">
                        {p.name}
                      </PlayerLink>
                      {p.position ? <PositionAbbr sport={sport} position={p.position} className="ml-auto" /> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
