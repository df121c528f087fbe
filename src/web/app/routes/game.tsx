import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { LoadError } from "@web/components/load-error";
import { ShareButton } from "@web/components/share-button";
import { gamePath } from "@web/components/stretched-link";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/session";
import { useSpoilerShield } from "@web/lib/use-spoiler-shield";
import { MEDIA, useMediaQuery } from "@web/lib/use-media-query";
import {
  DelayControl,
  GameHeader,
  GameHeaderSkeleton,
  GameSections,
  MatchThread,
  PredictionCard,
  ShieldedThread,
  WatchParties,
  isUnknownGame,
  sheetOf,
  useGame,
  useGameLive,
  useRefetchOnReveal,
} from "@web/features/games";
import { RsvpControls } from "@web/features/events";

function BackToScores() {
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to="/scores">
        <ArrowLeft aria-hidden="true" /> <Trans>Live Scores</Trans>
      </Link>
    </Button>
  );
}

/**
 * The game centre (/games/:id): the score, then its sections (summary, box score, lineups, stats)
 * as tabs; the pick, the match thread and the watch parties beside them on a wide screen, inside
 * them on a phone (docs/decisions/0960: the layout switches with useMediaQuery, so each control
 * is on the page once).
 */
export default function GamePage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const gameId = useParams().gameId ?? "";
  const shield = useSpoilerShield();
  const revealed = shield.isRevealed(gameId);
  const game = useGame(gameId, revealed);
  const wide = useMediaQuery(MEDIA.lg);
  useGameLive(gameId, revealed);
  useRefetchOnReveal(gameId, revealed, game.data?.shielded === true);

  if (!user) return null;
  if (game.isError && isUnknownGame(game.error))
    return (
      <div className="mx-auto grid max-w-6xl gap-4 p-4 md:p-6">
        <BackToScores />
        <div className="rounded-lg border border-dashed p-10 text-center" data-testid="game-not-found">
          <h1 className="text-xl font-semibold">
            <Trans>Game not found</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>This game is not on the board and was never recorded. The link may be wrong.</Trans>
          </p>
        </div>
      </div>
    );
  const data = game.data;
  const hidden = data ? shield.isHidden(data) : false;
  // The server withheld the sheet (the shield as it knows it): its parts say so rather than "none".
  const sheetHidden = hidden || data?.shielded === true;
  const reveal = () => shield.reveal(gameId);
  const away = data?.awayTeam.name;
  const home = data?.homeTeam.name;
  const prediction = data ? <PredictionCard game={data} hidden={hidden} onReveal={reveal} /> : null;
  const thread = hidden ? <ShieldedThread onReveal={reveal} /> : <MatchThread gameId={gameId} viewerId={user.id} />;
  const parties = data ? <WatchParties parties={data.watchParties} rsvp={(p) => <RsvpControls event={p} />} /> : null;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 p-4 md:p-6 xl:max-w-7xl">
      <div className="flex items-center justify-between gap-2">
        <BackToScores />
        {data ? <ShareButton target={{ path: gamePath(gameId), title: t`${away} at ${home}` }} showLabel /> : null}
      </div>
      {game.isError ? (
        <LoadError
          what={t`this game`}
          onRetry={() => void game.refetch()}
          className="rounded-lg border border-destructive/40 p-4"
        />
      ) : !data ? (
        <GameHeaderSkeleton />
      ) : (
        <>
          <GameHeader game={data} hidden={hidden} onReveal={reveal} />
          {data.gameStatus !== "final" ? <DelayControl game={data} /> : null}
          {wide ? (
            // Wide screens: the sections beside the pick (it closes at kick-off), the talk and the parties.
            <div className="grid grid-cols-[minmax(0,1fr)_24rem] items-start gap-6">
              <GameSections
                game={data}
                sheet={sheetOf(data)}
                hidden={sheetHidden}
                onReveal={reveal}
                wide
                prediction={null}
                thread={null}
                parties={null}
              />
              <div className="grid min-w-0 content-start gap-4">
                {prediction}
                {thread}
                {parties}
              </div>
            </div>
          ) : (
            <GameSections
              game={data}
              sheet={sheetOf(data)}
              hidden={sheetHidden}
              onReveal={reveal}
              wide={false}
              prediction={prediction}
              thread={thread}
              parties={parties}
            />
          )}
        </>
      )}
    </div>
  );
}
