import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CalendarDays, Sigma } from "lucide-react";
import { formatGameDay } from "@shared/i18n/kick-off";
import type { Locale } from "@shared/i18n/locales";
import type { PlayerPage } from "@shared/schemas/game-sheet";
import { HiddenScore } from "@web/components/hidden-score";
import { gamePath } from "@web/components/stretched-link";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import type { ApiUrl } from "@web/lib/api-types";
import { statValueText } from "@web/lib/i18n/stat-names";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import type { PlayerColumnGroup } from "../lib/player-columns";

/** Game lines shown before "Show all". */
const GAMES_SHOWN = 10;

function Title({ icon: Icon, children }: { icon: typeof Sigma; children: string }) {
  return (
    <CardTitle className="flex items-center gap-2 text-base">
      <Icon className="h-4 w-4 text-primary" aria-hidden="true" /> {children}
    </CardTitle>
  );
}

/** The header rows: the groups' names over their columns when there are several (football). */
function Head({ first, groups }: { first: string; groups: PlayerColumnGroup[] }) {
  const named = groups.length > 1;
  return (
    <thead className="bg-muted text-xs text-muted-foreground">
      {named ? (
        <tr>
          <td className="sticky left-0 z-10 bg-muted" />
          {groups.map((g) => (
            <th
              key={g.group}
              scope="colgroup"
              colSpan={g.columns.length}
              className="border-l px-2 pt-1.5 text-center font-semibold"
            >
              {g.name}
            </th>
          ))}
        </tr>
      ) : null}
      <tr>
        <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-1.5 text-left font-medium">
          {first}
        </th>
        {groups.flatMap((g) =>
          g.columns.map((c, i) => (
            <th
              key={c.key}
              scope="col"
              className={
                named && i === 0 ? "border-l px-2 py-1.5 text-right font-medium" : "px-2 py-1.5 text-right font-medium"
              }
            >
              <abbr title={c.title} className="no-underline">
                {c.label}
              </abbr>
            </th>
          )),
        )}
      </tr>
    </thead>
  );
}

const columnCount = (groups: PlayerColumnGroup[]) => groups.reduce((n, g) => n + g.columns.length, 0);

/** The season's totals in one row: games played, then the box score's columns. */
export function PlayerSeason({
  season,
  groups,
  hidden,
  onReveal,
}: {
  season: PlayerPage["season"];
  groups: PlayerColumnGroup[];
  hidden: boolean;
  onReveal: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Card data-testid="player-season">
      <CardHeader className="pb-3">
        <Title icon={Sigma}>{t`This season`}</Title>
      </CardHeader>
      <CardContent>
        {hidden ? (
          <div className="grid justify-items-start gap-1 text-sm text-muted-foreground" data-testid="sheet-hidden">
            <p>
              <Trans>The season's totals would give away the score of a game you have not seen.</Trans>
            </p>
            <HiddenScore onReveal={onReveal} />
          </div>
        ) : season.games === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No games played this season yet.</Trans>
          </p>
        ) : (
          <div className="overflow-x-auto rounded-md border" role="region" aria-label={t`Season totals`} tabIndex={0}>
            <table className="w-full border-collapse whitespace-nowrap text-sm tabular-nums">
              <caption className="sr-only">
                <Trans>Season totals</Trans>
              </caption>
              <Head first={t`Games`} groups={groups} />
              <tbody>
                <tr className="border-t" data-testid="season-row">
                  <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-1.5 text-left font-semibold">
                    {i18n.number(season.games)}
                  </th>
                  {groups.flatMap((g) =>
                    g.columns.map((c) => (
                      <td key={c.key} className="px-2 py-1.5 text-right">
                        {statValueText(season.stats[c.key], i18n)}
                      </td>
                    )),
                  )}
                </tr>
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The player's games, newest first: the day (on the viewer's calendar) and the opponent, a link
 * to the game, then the line. A shielded game's line stays hidden until revealed.
 */
export function PlayerGames({
  games,
  groups,
  isHidden,
  onReveal,
}: {
  games: PlayerPage["games"];
  groups: PlayerColumnGroup[];
  isHidden: (game: PlayerPage["games"][number]) => boolean;
  onReveal: (gameId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const zone = useTimeZone();
  const [all, setAll] = React.useState(false);
  const shown = all ? games : games.slice(0, GAMES_SHOWN);
  const total = games.length;
  return (
    <Card data-testid="player-games">
      <CardHeader className="pb-3">
        <Title icon={CalendarDays}>{t`Last games`}</Title>
      </CardHeader>
      <CardContent className="grid gap-3">
        {games.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No games played this season yet.</Trans>
          </p>
        ) : (
          <div className="overflow-x-auto rounded-md border" role="region" aria-label={t`Last games`} tabIndex={0}>
            <table className="w-full border-collapse whitespace-nowrap text-sm tabular-nums">
              <caption className="sr-only">
                <Trans>Last games, newest first, with the player's line in each</Trans>
              </caption>
              <Head first={t`Game`} groups={groups} />
              <tbody>
                {shown.map((g) => {
                  const day = formatGameDay(new Date(g.date), i18n.locale as Locale, zone);
                  const opponent = g.opponent?.name ?? t`Unknown opponent`;
                  const hidden = isHidden(g);
                  return (
                    <tr key={g.gameId} className="border-t" data-testid="player-game" data-game-id={g.gameId}>
                      <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-1.5 text-left font-normal">
                        <Link
                          to={gamePath(g.gameId)}
                          aria-label={t`${day} against ${opponent}: game centre`}
                          className="flex items-center gap-2 rounded-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          <time dateTime={g.date} className="w-14 text-xs text-muted-foreground">
                            {day}
                          </time>
                          {g.opponent ? (
                            <img
                              src={`/api/teams/logos/${g.opponent.id}.svg` satisfies ApiUrl<"GET">}
                              alt=""
                              width={18}
                              height={18}
                              loading="lazy"
                              className="h-4.5 w-4.5"
                            />
                          ) : null}
                          <span className="font-medium" translate="no">
                            {g.opponent?.abbreviation ?? "?"}
                          </span>
                        </Link>
                      </th>
                      {hidden ? (
                        <td colSpan={columnCount(groups)} className="px-2 py-1.5">
                          <HiddenScore compact onReveal={() => onReveal(g.gameId)} />
                        </td>
                      ) : (
                        groups.flatMap((grp) =>
                          grp.columns.map((c, i) => (
                            <td
                              key={c.key}
                              className={
                                groups.length > 1 && i === 0
                                  ? "border-l px-2 py-1.5 text-right"
                                  : "px-2 py-1.5 text-right"
                              }
                            >
                              {statValueText(g.stats[c.key], i18n)}
                            </td>
                          )),
                        )
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {total > GAMES_SHOWN ? (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAll((a) => !a)}>
            {all ? <Trans>Show fewer</Trans> : <Trans>Show all {total} games</Trans>}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
