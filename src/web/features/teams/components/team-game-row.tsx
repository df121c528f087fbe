import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { formatGameDay, formatKickOffBesideDate } from "@shared/i18n/kick-off";
import type { Locale } from "@shared/i18n/locales";
import type { Game } from "@shared/schemas/live";
import { gamePath } from "@web/components/stretched-link";
import { cn } from "@web/lib/cn";
import { otherStatusText } from "@web/lib/game-status";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import type { ResultLetter } from "@shared/schemas/standings";

/** Each result as a letter and in words: W/D/L in English, G/E/P in Spanish, V/N/D in French. */
const RESULT: Record<ResultLetter, { letter: MessageDescriptor; name: MessageDescriptor }> = {
  W: { letter: msg({ message: "W", context: "result letter: win" }), name: msg`Win` },
  L: { letter: msg({ message: "L", context: "result letter: loss" }), name: msg`Loss` },
  D: { letter: msg({ message: "D", context: "result letter: draw" }), name: msg`Draw` },
  T: { letter: msg({ message: "T", context: "result letter: tie" }), name: msg`Tie` },
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

/** One game of a team's list: date, opponent (vs at home, at away), then the result and score or the kick-off. */
export function TeamGameRow({ game, teamId, hidden }: { game: Game; teamId: number; hidden: boolean }) {
  const { t, i18n } = useLingui();
  const zone = useTimeZone();
  const locale = i18n.locale as Locale;
  const kickOff = game.gameTime ? new Date(game.gameTime) : null;
  // The day on the viewer's calendar: a 23:30 kick-off in Los Angeles is that day there, not UTC's next.
  const day = kickOff ? formatGameDay(kickOff, locale, zone) : "";
  // The row shows the day already: the kick-off says the weekday and time only.
  const pending =
    game.gameStatus === "other"
      ? otherStatusText(game.statusDetail, i18n)
      : kickOff
        ? formatKickOffBesideDate(kickOff, new Date(), locale, zone)
        : t`TBD`;
  const home = game.homeTeam.id === teamId;
  const opponent = home ? game.awayTeam : game.homeTeam;
  const result = hidden ? null : resultFor(game, teamId);
  const score =
    game.homeScore !== null && game.awayScore !== null
      ? home
        ? `${game.homeScore}-${game.awayScore}`
        : `${game.awayScore}-${game.homeScore}`
      : null;
  const name = opponent.name;
  const label = home ? t`${day} vs ${name}: game centre` : t`${day} at ${name}: game centre`;
  return (
    <li>
      <Link
        to={gamePath(game.id)}
        aria-label={label}
        className="flex items-center gap-3 rounded-md px-2 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        data-testid="team-game"
        data-status={game.gameStatus}
      >
        <span className="w-14 shrink-0 text-xs text-muted-foreground tabular-nums">{day}</span>
        <img src={opponent.logo} alt="" width={24} height={24} loading="lazy" className="h-6 w-6 shrink-0" />
        <span className="min-w-0 flex-1 truncate text-sm">
          <span className="text-muted-foreground">
            {home ? <Trans context="home game against">vs</Trans> : <Trans context="away game at">at</Trans>}
          </span>{" "}
          {opponent.name}
        </span>
        {game.gameStatus === "final" || game.gameStatus === "live" ? (
          hidden ? (
            <span className="text-xs text-muted-foreground">
              <Trans>Score hidden</Trans>
            </span>
          ) : (
            <span className="flex items-center gap-2">
              {game.gameStatus === "live" ? (
                <span className="text-xs font-bold text-live-text">
                  <Trans>LIVE</Trans>
                </span>
              ) : null}
              {result ? (
                <abbr
                  title={i18n._(RESULT[result].name)}
                  className={cn(
                    "grid h-6 w-6 place-items-center rounded text-xs font-bold no-underline",
                    RESULT_STYLE[result],
                  )}
                >
                  {i18n._(RESULT[result].letter)}
                </abbr>
              ) : null}
              <span className="min-w-10 text-right font-semibold tabular-nums" data-testid="team-game-score">
                {score}
              </span>
            </span>
          )
        ) : (
          <span className="shrink-0 text-right text-sm tabular-nums text-muted-foreground">{pending}</span>
        )}
      </Link>
    </li>
  );
}
