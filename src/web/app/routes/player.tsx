import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { LoadError } from "@web/components/load-error";
import { teamPath } from "@web/components/team-link";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { useSpoilerShield } from "@web/lib/use-spoiler-shield";
import { useTeams } from "@web/lib/use-teams";
import {
  PlayerFollowButton,
  PlayerGames,
  PlayerHero,
  PlayerSeason,
  isUnknownPlayer,
  keysForPosition,
  playerColumnGroups,
  sportOfStats,
  usePlayer,
  withheld,
} from "@web/features/players";

/**
 * A player's page (/players/:id): who they are and for whom, their season's totals and their
 * games with a line in each (the box score's columns, named as their sport names them). The
 * spoiler shield holds here too: a shielded team's game keeps its line hidden until revealed,
 * and the season's totals with it (they would tell the line).
 */
export default function PlayerPage() {
  const { t, i18n } = useLingui();
  const playerId = useParams().playerId ?? "";
  const shield = useSpoilerShield();
  const [reveal, setReveal] = React.useState(false);
  const q = usePlayer(playerId, reveal);
  const teams = useTeams();
  const data = q.data;
  // A game revealed on this device whose line the server withheld: ask again, revealed.
  const askRevealed = !reveal && !!data?.games.some((g) => withheld(g) && shield.isRevealed(g.gameId));
  React.useEffect(() => {
    if (askRevealed) setReveal(true);
  }, [askRevealed]);
  const team = data?.player.team ? (teams.data?.find((x) => x.id === data.player.team!.id) ?? null) : null;
  const keys = React.useMemo(
    () => new Set(data ? [...Object.keys(data.season.stats), ...data.games.flatMap((g) => Object.keys(g.stats))] : []),
    [data],
  );
  const sport = team?.sport ?? sportOfStats(keys);
  const position = data?.player.position ?? null;
  const groups = React.useMemo(
    () => (sport ? playerColumnGroups(sport, keys.size > 0 ? keys : keysForPosition(sport, position), i18n) : []),
    [sport, keys, position, i18n],
  );

  if ((q.isError && isUnknownPlayer(q.error)) || !playerId)
    return (
      <div className="mx-auto grid max-w-6xl gap-4 p-4 md:p-6">
        <div className="rounded-lg border border-dashed p-10 text-center" data-testid="player-not-found">
          <h1 className="text-xl font-semibold">
            <Trans>Player not found</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>No player has this address. The link may be wrong.</Trans>
          </p>
        </div>
      </div>
    );
  if (q.isError)
    return (
      <div className="mx-auto grid max-w-6xl gap-4 p-4 md:p-6">
        <LoadError what={t`this player`} onRetry={() => void q.refetch()} />
      </div>
    );
  if (!data)
    return (
      <div className="mx-auto grid max-w-6xl gap-4 p-4 md:p-6" aria-busy="true">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );

  const teamId = data.player.team?.id ?? null;
  const asGame = (g: (typeof data.games)[number]) => ({
    id: g.gameId,
    homeTeam: { id: teamId },
    awayTeam: { id: g.opponent?.id ?? null },
    gameStatus: "final",
  });
  // Hidden: the shield covers the game here (or the server withheld its line and it is not revealed yet).
  const isHidden = (g: (typeof data.games)[number]) => shield.isHidden(asGame(g)) || withheld(g);
  const hiddenGames = data.games.filter(isHidden);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 p-4 md:p-6" data-testid="player-page">
      {teamId !== null ? (
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to={teamPath(teamId)}>
            <ArrowLeft aria-hidden="true" /> {data.player.team!.name}
          </Link>
        </Button>
      ) : null}
      <PlayerHero
        player={data.player}
        sport={sport}
        team={team}
        action={<PlayerFollowButton player={data.player} sport={sport} />}
      />
      <PlayerSeason
        season={data.season}
        groups={groups}
        hidden={hiddenGames.length > 0}
        onReveal={() => hiddenGames.forEach((g) => shield.reveal(g.gameId))}
      />
      <PlayerGames games={data.games} groups={groups} isHidden={isHidden} onReveal={(id) => shield.reveal(id)} />
    </div>
  );
}
