import { Trans, useLingui } from "@lingui/react/macro";
import type { WatchPartyGame } from "@shared/schemas/events";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";
import { gameClockText } from "@web/lib/game-clock";
import { HiddenScore } from "@web/components/hidden-score";
import { STRETCHED_LINK_CARD, StretchedLink, gameLinkLabel, gamePath } from "@web/components/stretched-link";
import { useSpoilerShield } from "@web/lib/use-spoiler-shield";

/** The watch party's game with its current score (refetched with the event). */
export function WatchPartyScore({ game }: { game: WatchPartyGame }) {
  const started = game.gameStatus === "live" || game.gameStatus === "final";
  const shield = useSpoilerShield();
  const hidden = shield.isHidden(game);
  const { i18n } = useLingui();
  const detail =
    typeof game.statusDetail === "string" && game.statusDetail ? gameClockText(game.statusDetail, i18n) : null;
  const league = game.league.toUpperCase();
  return (
    <div
      className={cn(
        "rounded-md border bg-muted/50 p-3 transition-colors has-[a:hover]:border-primary/50",
        STRETCHED_LINK_CARD,
      )}
      data-testid="watch-party-score"
    >
      <StretchedLink to={gamePath(game.id)} label={gameLinkLabel(game)} />
      <div className="mb-2 flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>
          <Trans>Watch party · {league}</Trans>
        </span>
        {game.gameStatus === "live" ? (
          <Badge variant="live">
            <Trans>LIVE</Trans>
          </Badge>
        ) : game.gameStatus === "final" ? (
          <Badge variant="secondary">
            <Trans>FINAL</Trans>
          </Badge>
        ) : (
          <span>{detail ?? <Trans>Upcoming</Trans>}</span>
        )}
      </div>
      {(
        [
          [game.awayTeam, game.awayScore],
          [game.homeTeam, game.homeScore],
        ] as const
      ).map(([team, score]) => (
        <div key={team.name} className="flex items-center justify-between gap-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            {team.logo ? <img src={team.logo} alt="" className="h-5 w-5" /> : null}
            <span className="truncate">{team.name}</span>
          </span>
          {hidden ? null : <span className="font-semibold tabular-nums">{started ? (score ?? 0) : "–"}</span>}
        </div>
      ))}
      {hidden ? (
        <HiddenScore className="mt-1" onReveal={() => shield.reveal(game.id)} />
      ) : game.gameStatus === "live" && detail ? (
        <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
      ) : null}
    </div>
  );
}
