import { Link } from "react-router";
import type { Game } from "@shared/schemas/live";
import { gamePath } from "@web/components/stretched-link";
import { cn } from "@web/lib/cn";
import { formatGameTime } from "@web/lib/game-status";
import type { ResultLetter } from "@shared/schemas/standings";

const TEXT = {
  versus: "vs",
  at: "at",
  live: "LIVE",
  hidden: "Score hidden",
  result: { W: "Win", L: "Loss", D: "Draw", T: "Tie" } satisfies Record<ResultLetter, string>,
  opens: (label: string) => `${label}: game centre`,
};

const RESULT_STYLE: Record<ResultLetter, string> = {
  W: "bg-success text-white",
  L: "bg-destructive text-destructive-foreground",
  D: "bg-secondary text-secondary-foreground",
  T: "bg-secondary text-secondary-foreground",
};

function resultFor(game: Game, teamId: number): ResultLetter | null {
  if (game.gameStatus !== "final" || game.homeScore === null || game.awayScore === null) return null;
  const home = game.homeTeam.id === teamId;
  const mine = home ? game.homeScore : game.awayScore;
  const theirs = home ? game.awayScore : game.homeScore;
  // soccer counts the score (a shoot-out after a draw is a draw); elsewhere the winner decides
  if (game.sport === "soccer") return mine > theirs ? "W" : mine < theirs ? "L" : "D";
  if (game.winner === "tie") return "T";
  return game.winner === (home ? "home" : "away") ? "W" : "L";
}

const dateOf = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric" }).format(new Date(iso)) : "";

/** One game of a team's list: date, opponent (vs at home, at away), then the result and score or the kick-off. */
export function TeamGameRow({ game, teamId, hidden }: { game: Game; teamId: number; hidden: boolean }) {
  const home = game.homeTeam.id === teamId;
  const opponent = home ? game.awayTeam : game.homeTeam;
  const result = hidden ? null : resultFor(game, teamId);
  const score =
    game.homeScore !== null && game.awayScore !== null
      ? home
        ? `${game.homeScore}-${game.awayScore}`
        : `${game.awayScore}-${game.homeScore}`
      : null;
  const label = `${home ? TEXT.versus : TEXT.at} ${opponent.name}`;
  return (
    <li>
      <Link
        to={gamePath(game.id)}
        aria-label={TEXT.opens(`${dateOf(game.gameTime)} ${label}`)}
        className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        data-testid="team-game"
        data-status={game.gameStatus}
      >
        <span className="w-14 shrink-0 text-xs text-muted-foreground tabular-nums">{dateOf(game.gameTime)}</span>
        <img src={opponent.logo} alt="" width={24} height={24} loading="lazy" className="h-6 w-6 shrink-0" />
        <span className="min-w-0 flex-1 truncate text-sm">
          <span className="text-muted-foreground">{home ? TEXT.versus : TEXT.at}</span> {opponent.name}
        </span>
        {game.gameStatus === "final" || game.gameStatus === "live" ? (
          hidden ? (
            <span className="text-xs text-muted-foreground">{TEXT.hidden}</span>
          ) : (
            <span className="flex items-center gap-2">
              {game.gameStatus === "live" ? (
                <span className="text-xs font-bold text-live-text">{TEXT.live}</span>
              ) : null}
              {result ? (
                <abbr
                  title={TEXT.result[result]}
                  className={cn(
                    "grid h-6 w-6 place-items-center rounded text-xs font-bold no-underline",
                    RESULT_STYLE[result],
                  )}
                >
                  {result}
                </abbr>
              ) : null}
              <span className="min-w-10 text-right font-semibold tabular-nums" data-testid="team-game-score">
                {score}
              </span>
            </span>
          )
        ) : (
          <span className="text-sm tabular-nums text-muted-foreground">
            {game.gameStatus === "other" ? game.statusDetail : formatGameTime(game.gameTime)}
          </span>
        )}
      </Link>
    </li>
  );
}
