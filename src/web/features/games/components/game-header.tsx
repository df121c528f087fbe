import { Trans, useLingui } from "@lingui/react/macro";
import type { Game, GameTeam } from "@shared/schemas/live";
import { GameAlertBell } from "@web/components/game-alert-bell";
import { GameLeague, GameStatusBadge } from "@web/components/game-labels";
import { HiddenScore } from "@web/components/hidden-score";
import { Badge } from "@web/components/ui/badge";
import { Skeleton } from "@web/components/ui/skeleton";
import { TeamLink } from "@web/components/team-link";
import { gameClockText } from "@web/lib/game-clock";
import { cn } from "@web/lib/cn";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import { headerBadgeText, kickOffText } from "@web/lib/game-status";

function Team({ team, side, won }: { team: GameTeam; side: "home" | "away"; won: boolean }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-2 text-center" data-testid={`header-${side}`}>
      <TeamLink teamId={team.id} tabIndex={-1} aria-hidden="true">
        <img src={team.logo} alt="" width={64} height={64} className="h-12 w-12 sm:h-16 sm:w-16" />
      </TeamLink>
      <div className="min-w-0">
        <p className={cn("text-sm font-semibold leading-tight sm:text-lg", won && "text-primary")}>
          <TeamLink teamId={team.id}>{team.name}</TeamLink>
        </p>
        <p className="text-xs text-muted-foreground">
          {team.abbreviation} · {side === "home" ? <Trans>Home</Trans> : <Trans>Away</Trans>}
        </p>
      </div>
    </div>
  );
}

/** The middle of the header: the score (or the kick-off time), and under it the clock or status. */
function Scoreline({ game, hidden, onReveal }: { game: Game; hidden: boolean; onReveal: () => void }) {
  const { i18n } = useLingui();
  const zone = useTimeZone();
  const started = game.gameStatus === "live" || game.gameStatus === "final";
  if (hidden) return <HiddenScore onReveal={onReveal} className="flex-col gap-1" />;
  if (!started)
    return (
      <p className="text-lg font-semibold tabular-nums sm:text-2xl" data-testid="kick-off">
        {game.gameStatus === "upcoming" ? kickOffText(game.gameTime, i18n, zone) : "–"}
      </p>
    );
  const shootout = game.homeShootout !== null && game.awayShootout !== null;
  return (
    <div className="text-center">
      <p className="text-3xl font-black tabular-nums sm:text-5xl" data-testid="header-score">
        <span data-testid="header-away-score">{game.awayScore ?? 0}</span>
        <span className="mx-2 text-muted-foreground" aria-hidden="true">
          –
        </span>
        <span className="sr-only">
          {" "}
          <Trans context="score, as in 3 to 1">to</Trans>{" "}
        </span>
        <span data-testid="header-home-score">{game.homeScore ?? 0}</span>
      </p>
      {shootout ? (
        <p className="text-xs text-muted-foreground">
          <Trans>Shoot-out</Trans> {game.awayShootout}–{game.homeShootout}
        </p>
      ) : null}
    </div>
  );
}

/** The game centre's header: league, status, both teams with logos, the score and the clock. */
export function GameHeader({ game, hidden, onReveal }: { game: Game; hidden: boolean; onReveal: () => void }) {
  const { t, i18n } = useLingui();
  // The clock and period come from the provider as its sport writes them ("Q3 4:12", "67'").
  const detail = game.gameStatus === "upcoming" ? t`Game time` : hidden ? null : gameClockText(game.statusDetail, i18n);
  const home = game.homeTeam.name;
  const away = game.awayTeam.name;
  return (
    <section
      aria-label={t`Score`}
      className="rounded-lg border bg-card p-4 shadow-sm sm:p-6"
      data-testid="game-header"
      data-status={game.gameStatus}
    >
      <div className="mb-4 flex items-center justify-between gap-2 text-xs">
        <GameLeague game={game} />
        <span className="flex items-center gap-2">
          {game.stale ? (
            <Badge variant="outline">
              <Trans>Delayed</Trans>
            </Badge>
          ) : null}
          <GameStatusBadge
            game={game}
            // the kick-off time is already the header's centre
            text={headerBadgeText(game, i18n)}
            testId="header-status"
          />
          {game.gameStatus === "final" ? null : <GameAlertBell game={game} className="-my-2" />}
        </span>
      </div>
      <h1 className="sr-only">
        <Trans>
          {away} at {home}
        </Trans>
      </h1>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 sm:gap-6">
        <Team team={game.awayTeam} side="away" won={!hidden && game.winner === "away"} />
        <div className="flex min-w-24 flex-col items-center gap-1">
          <Scoreline game={game} hidden={hidden} onReveal={onReveal} />
          <p
            className={cn(
              "h-5 text-sm tabular-nums",
              game.gameStatus === "live" ? "font-medium text-live-text" : "text-muted-foreground",
            )}
            data-testid="header-clock"
          >
            {detail}
          </p>
        </div>
        <Team team={game.homeTeam} side="home" won={!hidden && game.winner === "home"} />
      </div>
    </section>
  );
}

export function GameHeaderSkeleton() {
  return (
    <div className="rounded-lg border bg-card p-4 sm:p-6" aria-busy="true" data-testid="game-header-skeleton">
      <Skeleton className="mb-4 h-4 w-40" />
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-6">
        <Skeleton className="mx-auto h-24 w-24" />
        <Skeleton className="h-12 w-24" />
        <Skeleton className="mx-auto h-24 w-24" />
      </div>
    </div>
  );
}
