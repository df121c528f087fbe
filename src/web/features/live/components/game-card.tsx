import * as React from "react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Star } from "lucide-react";
import { resultOf } from "@shared/game-result";
import type { Game, GameTeam } from "@shared/schemas/live";
import { isFavoriteTeamName } from "@shared/team-names";
import { Badge } from "@web/components/ui/badge";
import { GameAlertBell } from "@web/components/game-alert-bell";
import { GameLeague, GameStatusBadge } from "@web/components/game-labels";
import { HiddenScore } from "@web/components/hidden-score";
import { STRETCHED_LINK_CARD, StretchedLink, gameLinkLabel, gamePath } from "@web/components/stretched-link";
import { TeamLink } from "@web/components/team-link";
import { gameClockText } from "@web/lib/game-clock";
import { cn } from "@web/lib/cn";
import { useSpoilerShield } from "@web/lib/use-spoiler-shield";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import { statusBadgeText } from "@web/lib/game-status";
import { SCORE_HIDDEN, useFlash } from "./use-flash";

const RESULT_STYLE = {
  W: "bg-success text-white",
  L: "bg-destructive text-destructive-foreground",
  T: "bg-secondary text-secondary-foreground",
} as const;

// The result beside a team's score: W, L, T in English; G, P, E in Spanish; V, D, N in French.
const RESULT = {
  W: { letter: msg({ message: "W", context: "result letter: win" }), name: msg`Win` },
  L: { letter: msg({ message: "L", context: "result letter: loss" }), name: msg`Loss` },
  T: { letter: msg({ message: "T", context: "result letter: tie" }), name: msg`Tie` },
} as const;

function TeamRow({
  game,
  side,
  favoriteKeys,
  hidden,
}: {
  game: Game;
  side: "home" | "away";
  favoriteKeys: Set<string>;
  /** Spoiler shield: no score, no result, no flash. */
  hidden: boolean;
}) {
  const team: GameTeam = side === "home" ? game.homeTeam : game.awayTeam;
  const score = side === "home" ? game.homeScore : game.awayScore;
  const shootout = side === "home" ? game.homeShootout : game.awayShootout;
  const result = hidden ? null : resultOf(game, side);
  const favorite = isFavoriteTeamName(team.name, favoriteKeys);
  const flash = useFlash(hidden ? SCORE_HIDDEN : score);
  const { i18n } = useLingui();
  return (
    <div
      className={cn("flex items-center gap-3 rounded-md px-2 py-1.5", favorite && "bg-accent ring-1 ring-primary/40")}
      data-testid={`team-${side}`}
      data-favorite={favorite || undefined}
    >
      <TeamLink teamId={team.id} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img src={team.logo} alt="" width={32} height={32} loading="lazy" className="h-8 w-8 shrink-0" />
      </TeamLink>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 truncate font-medium">
          <TeamLink teamId={team.id} className="truncate" data-testid="team-link">
            {team.name}
          </TeamLink>
          {favorite ? (
            <Badge variant="secondary" className="text-[10px]">
              <Star className="h-3 w-3 fill-current" aria-hidden="true" /> <Trans>Favorite</Trans>
            </Badge>
          ) : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {team.abbreviation} · {side === "home" ? <Trans>Home</Trans> : <Trans>Away</Trans>}
        </p>
      </div>
      {result ? (
        <span
          className={cn("grid h-6 w-6 place-items-center rounded text-xs font-bold", RESULT_STYLE[result])}
          aria-label={i18n._(RESULT[result].name)}
        >
          {i18n._(RESULT[result].letter)}
        </span>
      ) : null}
      {hidden ? null : (
        <span
          className={cn(
            "min-w-8 rounded text-right text-xl font-bold tabular-nums transition-colors motion-reduce:transition-none",
            flash && "bg-yellow-200 text-black",
          )}
          data-testid="score"
          data-flash={flash || undefined}
        >
          {score ?? "–"}
          {shootout !== null ? (
            <span className={cn("ml-1 text-xs font-medium", flash ? "text-black/70" : "text-muted-foreground")}>
              ({shootout})
            </span>
          ) : null}
        </span>
      )}
    </div>
  );
}

/** SPEC §2 game card: status badge, league and sport, both teams with logos and scores, favourites, W/L/T. */
export const GameCard = React.memo(function GameCard({
  game,
  favoriteKeys,
}: {
  game: Game;
  favoriteKeys: Set<string>;
}) {
  const { i18n } = useLingui();
  const zone = useTimeZone();
  const badge = statusBadgeText(game, i18n, zone);
  const shield = useSpoilerShield();
  const hidden = shield.isHidden(game);
  return (
    <article
      className={cn(
        "rounded-lg border bg-card p-3 shadow-sm transition-colors has-[a:hover]:border-primary/50",
        STRETCHED_LINK_CARD,
      )}
      data-testid="game-card"
      data-game-id={game.id}
      data-status={game.gameStatus}
    >
      <StretchedLink to={gamePath(game.id)} label={gameLinkLabel(game)} />
      <header className="mb-2 flex items-center justify-between gap-2 text-xs">
        <GameLeague game={game} />
        <span className="flex items-center gap-2">
          {game.gameStatus === "live" && game.statusDetail && !hidden ? (
            <span className="font-medium tabular-nums text-live-text">{gameClockText(game.statusDetail, i18n)}</span>
          ) : null}
          {!hidden &&
          game.gameStatus === "final" &&
          game.statusDetail &&
          game.statusDetail !== "Final" &&
          game.statusDetail !== "FT" ? (
            <span className="text-muted-foreground">{gameClockText(game.statusDetail, i18n)}</span>
          ) : null}
          {game.stale ? (
            <Badge variant="outline">
              <Trans>Delayed</Trans>
            </Badge>
          ) : null}
          <GameStatusBadge game={game} text={badge} testId="status-badge" />
          {game.gameStatus === "live" || game.gameStatus === "upcoming" ? (
            <GameAlertBell game={game} className="-my-2 -mr-1" />
          ) : null}
        </span>
      </header>
      <TeamRow game={game} side="away" favoriteKeys={favoriteKeys} hidden={hidden} />
      <TeamRow game={game} side="home" favoriteKeys={favoriteKeys} hidden={hidden} />
      {hidden ? (
        <div className="mt-1 flex justify-end px-2">
          <HiddenScore onReveal={() => shield.reveal(game.id)} />
        </div>
      ) : null}
    </article>
  );
});
