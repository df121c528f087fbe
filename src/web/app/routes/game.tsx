import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { LoadError } from "@web/components/load-error";
import { ShareButton } from "@web/components/share-button";
import { gamePath } from "@web/components/stretched-link";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/session";
import { useSpoilerShield } from "@web/lib/use-spoiler-shield";
import {
  GameHeader,
  GameHeaderSkeleton,
  GameTimeline,
  MatchThread,
  PredictionCard,
  ShieldedThread,
  WatchParties,
  isUnknownGame,
  useGame,
  useGameLive,
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

/** The game centre (/games/:id): the score and its story, the match thread, watch parties and pick'em. */
export default function GamePage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const gameId = useParams().gameId ?? "";
  const game = useGame(gameId);
  const shield = useSpoilerShield();
  useGameLive(gameId);

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
  const reveal = () => shield.reveal(gameId);
  const away = data?.awayTeam.name;
  const home = data?.homeTeam.name;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 p-4 md:p-6">
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
          {/* Phones read one column: the pick first (it closes at kick-off), then the talk, the
              story and the parties. Wide screens put the pick and the parties beside the thread. */}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="contents lg:grid lg:min-w-0 lg:content-start lg:gap-4">
              <div className="order-2 min-w-0">
                {hidden ? <ShieldedThread onReveal={reveal} /> : <MatchThread gameId={gameId} viewerId={user.id} />}
              </div>
              <div className="order-3 min-w-0">
                <GameTimeline entries={data.timeline} hidden={hidden} onReveal={reveal} />
              </div>
            </div>
            <div className="contents lg:grid lg:min-w-0 lg:content-start lg:gap-4">
              <div className="order-1 min-w-0">
                <PredictionCard game={data} hidden={hidden} onReveal={reveal} />
              </div>
              <div className="order-4 min-w-0">
                <WatchParties parties={data.watchParties} rsvp={(p) => <RsvpControls event={p} />} />
              </div>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
