import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { SportFilter } from "@web/components/sport-filter";
import { Trophy } from "lucide-react";
import { LEAGUES } from "@shared/leagues";
import { sportEmoji } from "@shared/sport-emoji";
import { favoriteNameKeys } from "@shared/team-names";
import { Card, CardContent } from "@web/components/ui/card";
import { useAuth } from "@web/lib/session";
import { MEDIA, useMediaQuery } from "@web/lib/use-media-query";
import {
  FilterSheet,
  ScoreTabs,
  activeGamesByLeague,
  emptyText,
  filterGames,
  useLiveScores,
  type ScoreTab,
} from "@web/features/live";
import { useFavoriteTeams } from "@web/features/teams";

/**
 * Sports dashboard (/sports): active games per league, the league tabs and every score. On phones
 * the counts are one scrolling row and the sport select sits in a sheet opened from the tab row.
 */
export default function SportsPage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const scores = useLiveScores();
  const favorites = useFavoriteTeams(user?.id);
  const [sport, setSport] = React.useState("all");
  const [tab, setTab] = React.useState<ScoreTab>("all");
  const wide = useMediaQuery(MEDIA.md);
  const favoriteKeys = React.useMemo(
    () => favoriteNameKeys((favorites.data ?? []).map((t) => t.name)),
    [favorites.data],
  );

  if (scores.isPending)
    return (
      <p className="mx-auto max-w-6xl p-4 text-muted-foreground">
        <Trans>Loading sports data...</Trans>
      </p>
    );
  const all = scores.data ?? [];
  const active = activeGamesByLeague(all);
  const games = filterGames(all, { sport, league: "all", tab, favoritesOnly: false, favoriteKeys });
  const leagues = LEAGUES.filter((l) => sport === "all" || l.sport === sport);

  const sportFilter = <SportFilter value={sport} onChange={setSport} label={t`Sport`} className="w-44 sm:w-44" />;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-3 p-4 md:gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="flex items-center gap-2 text-xl font-bold md:text-2xl">
          <Trophy className="h-6 w-6 text-primary" aria-hidden="true" /> <Trans>All Sports</Trans>
        </h1>
        {wide ? sportFilter : null}
      </div>
      {/* Phones: one row that scrolls sideways (focusable, so the keyboard scrolls it too). */}
      <ul
        className="-mx-1 flex gap-2 overflow-x-auto rounded px-1 pb-1 focus-visible:outline-2 focus-visible:outline-ring md:mx-0 md:grid md:grid-cols-3 md:gap-3 md:overflow-visible md:px-0 lg:grid-cols-5"
        data-testid="league-counts"
        aria-label={t`Active games per league`}
        tabIndex={wide ? undefined : 0}
      >
        {leagues.map((l) => (
          <li key={l.slug} className="w-32 shrink-0 md:w-auto">
            <Card data-testid="league-count-card" className="h-full">
              <CardContent className="p-2 md:p-3">
                <p className="flex items-center gap-1 truncate text-sm font-medium">
                  <span aria-hidden="true">{sportEmoji(l.sport)}</span> {l.label}
                </p>
                <p className="text-xl font-bold tabular-nums md:text-2xl">{i18n.number(active[l.slug] ?? 0)}</p>
                <p className="text-xs text-muted-foreground">
                  <Trans>Active games</Trans>
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ScoreTabs
        tab={tab}
        onTabChange={setTab}
        games={games}
        favoriteKeys={favoriteKeys}
        emptyText={i18n._(emptyText(false))}
        allHeight={500}
        toolbar={wide ? null : <FilterSheet active={Number(sport !== "all")}>{sportFilter}</FilterSheet>}
      />
    </div>
  );
}
