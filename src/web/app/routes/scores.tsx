import * as React from "react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { SportFilter } from "@web/components/sport-filter";
import { Activity } from "lucide-react";
import type { Game } from "@shared/schemas/live";
import { favoriteNameKeys } from "@shared/team-names";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/session";
import { MEDIA, useMediaQuery } from "@web/lib/use-media-query";
import {
  FavoritesSwitch,
  FilterSheet,
  LeagueSelect,
  useLiveStatusText,
  RefreshButton,
  ScoreTabs,
  emptyText,
  filterGames,
  useLiveScores,
  type ScoreTab,
} from "@web/features/live";
import { useFavoriteTeams } from "@web/features/teams";

const NO_GAMES: readonly Game[] = [];

/**
 * Live Scores (/scores): filters, league tabs and game cards that move with the live connection.
 * On phones the filters fold into a sheet opened from the tab row, so games fill the first screen.
 */
export default function ScoresPage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const scores = useLiveScores();
  const board = scores.data ?? NO_GAMES;
  const favorites = useFavoriteTeams(user?.id);
  const wide = useMediaQuery(MEDIA.md);
  const [sport, setSport] = React.useState("all");
  const [league, setLeague] = React.useState("all");
  const [favoritesOnly, setFavoritesOnly] = React.useState(false);
  const [tab, setTab] = React.useState<ScoreTab>("all");
  const favoriteKeys = React.useMemo(
    () => favoriteNameKeys((favorites.data ?? []).map((t) => t.name)),
    [favorites.data],
  );
  const hasFavorites = (favorites.data?.length ?? user?.favoriteTeams.length ?? 0) > 0;
  const onlyFavorites = favoritesOnly && hasFavorites;
  const games = filterGames(board, { sport, league, tab, favoritesOnly: onlyFavorites, favoriteKeys });
  const liveCount = board.filter((g) => g.gameStatus === "live").length;
  const statusText = useLiveStatusText(board, scores.dataUpdatedAt);
  const filters = (
    <>
      <SportFilter value={sport} onChange={setSport} label={t`Sport`} className="w-44 sm:w-44" />
      <LeagueSelect value={league} onChange={setLeague} />
      <FavoritesSwitch checked={onlyFavorites} onChange={setFavoritesOnly} disabled={!hasFavorites} />
    </>
  );
  const activeFilters = Number(sport !== "all") + Number(league !== "all") + Number(onlyFavorites);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-3 p-4 md:gap-4">
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-xl font-bold md:text-2xl">
            <Activity className="h-6 w-6 text-live" aria-hidden="true" /> <Trans>Live Scores</Trans>
          </h1>
          <p className="truncate text-sm text-muted-foreground" data-testid={statusText ? "live-status" : undefined}>
            {scores.isPending ? (
              <Trans>Loading games…</Trans>
            ) : (
              (statusText ?? (
                <Plural
                  value={liveCount}
                  one="# live now · updates arrive as they happen"
                  other="# live now · updates arrive as they happen"
                />
              ))
            )}
          </p>
        </div>
        <RefreshButton onClick={() => void scores.refetch()} busy={scores.isFetching} />
      </div>
      {wide ? <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3">{filters}</div> : null}
      {scores.isPending ? (
        <div className="grid gap-3 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-36 w-full" />
          ))}
        </div>
      ) : scores.isError ? (
        <p className="rounded-lg border border-destructive/40 p-4 text-destructive">
          <Trans>Could not load scores. Try Refresh.</Trans>
        </p>
      ) : (
        <ScoreTabs
          tab={tab}
          onTabChange={setTab}
          games={games}
          favoriteKeys={favoriteKeys}
          emptyText={i18n._(emptyText(onlyFavorites))}
          toolbar={wide ? null : <FilterSheet active={activeFilters}>{filters}</FilterSheet>}
        />
      )}
    </div>
  );
}
