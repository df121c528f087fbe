import type * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Sport } from "@shared/leagues";
import { leagueLabel } from "@shared/leagues";
import type { PlayerPage } from "@shared/schemas/game-sheet";
import type { Team } from "@shared/schemas/teams";
import { TeamLink } from "@web/components/team-link";
import { Card, CardContent } from "@web/components/ui/card";
import { positionText } from "@web/lib/i18n/positions";
import { sportLabel } from "@web/lib/i18n/sport-names";

/** The top of a player's page: shirt number, name, position in full and their team. */
export function PlayerHero({
  player,
  sport,
  team,
  action,
}: {
  player: PlayerPage["player"];
  sport: Sport | null;
  /** The catalogue's team (colours, logo, league) when known. */
  team: Team | null;
  /** Beside the name on a wide screen, under it on a phone (the follow bell). */
  action?: React.ReactNode;
}) {
  const { i18n } = useLingui();
  const jersey = player.jersey;
  return (
    <Card className="overflow-hidden" data-testid="player-hero" data-player-id={player.id}>
      {team ? (
        <div
          className="h-2"
          style={{ background: `linear-gradient(90deg, ${team.primaryColor}, ${team.secondaryColor})` }}
        />
      ) : null}
      <CardContent className="flex flex-wrap items-center gap-4 pt-4">
        <span
          className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-primary text-2xl font-black tabular-nums text-primary-foreground sm:h-20 sm:w-20 sm:text-3xl"
          aria-hidden="true"
        >
          {jersey ?? "–"}
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="text-xl font-bold leading-tight sm:text-2xl" data-testid="player-name">
            {player.name}
          </h1>
          <p className="text-sm text-muted-foreground">
            {[
              jersey ? (
                <span key="jersey" data-testid="player-jersey">
                  <Trans>Number {jersey}</Trans>
                </span>
              ) : null,
              player.position ? (
                <span key="position" data-testid="player-position">
                  {sport ? positionText(sport, player.position, i18n) : player.position}
                </span>
              ) : null,
            ]
              .filter(Boolean)
              .flatMap((part, i) => (i === 0 ? [part] : [" · ", part]))}
          </p>
          {player.team ? (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
              {team ? <img src={team.logo} alt="" width={20} height={20} className="h-5 w-5 shrink-0" /> : null}
              <TeamLink teamId={player.team.id} className="font-medium" data-testid="player-team">
                {player.team.name}
              </TeamLink>
              {team ? (
                <span className="text-muted-foreground">
                  {leagueLabel(team.league)} · {sportLabel(i18n, team.sport)}
                </span>
              ) : null}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>No team</Trans>
            </p>
          )}
        </div>
        {action ? <div className="w-full sm:ml-auto sm:w-auto">{action}</div> : null}
      </CardContent>
    </Card>
  );
}
