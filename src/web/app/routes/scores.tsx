import * as React from "react";
import { SportFilter } from "@web/components/sport-filter";
import { Activity } from "lucide-react";
import { favoriteNameKeys } from "@shared/team-names";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/session";
import {
  FavoritesSwitch,
  LeagueSelect,
  RefreshButton,
  ScoreTabs,
  emptyText,
  filterGames,
  useLiveScores,
  type ScoreTab,
} from "@web/features/live";
import { useFavoriteTeams } from "@web/features/teams";

/** Live Scores (/scores): filters, league tabs and game cards that move with the live connection. */
export default function ScoresPage() {
  const { user } = useAuth();
  const scores = useLiveScores();
  const favorites = useFavoriteTeams(user?.id);
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
  const games = filterGames(scores.data ?? [], { sport, league, tab, favoritesOnly: onlyFavorites, favoriteKeys });
  const liveCount = (scores.data ?? []).filter((g) => g.gameStatus === "live").length;

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Activity className="h-6 w-6 text-live" aria-hidden="true" /> Live Scores
          </h1>
          <p className="text-sm text-muted-foreground">
            {scores.isPending ? "Loading games…" : `${liveCount} live now · updates arrive as they happen`}
          </p>
        </div>
        <RefreshButton onClick={() => void scores.refetch()} busy={scores.isFetching} />
      </div>
      <div className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-3">
        <SportFilter value={sport} onChange={setSport} label="Sport" className="w-44 sm:w-44" />
        <LeagueSelect value={league} onChange={setLeague} />
        <FavoritesSwitch checked={onlyFavorites} onChange={setFavoritesOnly} disabled={!hasFavorites} />
      </div>
      {scores.isPending ? (
        <div className="grid gap-3 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-36 w-full" />
          ))}
        </div>
      ) : scores.isError ? (
        <p className="rounded-lg border border-destructive/40 p-4 text-destructive">
          Could not load scores. Try Refresh.
        </p>
      ) : (
        <ScoreTabs
          tab={tab}
          onTabChange={setTab}
          games={games}
          favoriteKeys={favoriteKeys}
          emptyText={emptyText(onlyFavorites)}
        />
      )}
    </div>
  );
}
