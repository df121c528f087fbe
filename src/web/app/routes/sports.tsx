import * as React from "react";
import { SportFilter } from "@web/components/sport-filter";
import { Trophy } from "lucide-react";
import { LEAGUES } from "@shared/leagues";
import { sportEmoji } from "@shared/sport-emoji";
import { favoriteNameKeys } from "@shared/team-names";
import { Card, CardContent } from "@web/components/ui/card";
import { useAuth } from "@web/lib/session";
import {
  ScoreTabs,
  activeGamesByLeague,
  emptyText,
  filterGames,
  useLiveScores,
  type ScoreTab,
} from "@web/features/live";
import { useFavoriteTeams } from "@web/features/teams";

/** Sports dashboard (/sports): active games per league, the league tabs and every score. */
export default function SportsPage() {
  const { user } = useAuth();
  const scores = useLiveScores();
  const favorites = useFavoriteTeams(user?.id);
  const [sport, setSport] = React.useState("all");
  const [tab, setTab] = React.useState<ScoreTab>("all");
  const favoriteKeys = React.useMemo(
    () => favoriteNameKeys((favorites.data ?? []).map((t) => t.name)),
    [favorites.data],
  );

  if (scores.isPending) return <p className="mx-auto max-w-6xl p-4 text-muted-foreground">Loading sports data...</p>;
  const all = scores.data ?? [];
  const active = activeGamesByLeague(all);
  const games = filterGames(all, { sport, league: "all", tab, favoritesOnly: false, favoriteKeys });
  const leagues = LEAGUES.filter((l) => sport === "all" || l.sport === sport);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-4 p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Trophy className="h-6 w-6 text-primary" aria-hidden="true" /> All Sports
        </h1>
        <SportFilter value={sport} onChange={setSport} label="Sport" className="w-44 sm:w-44" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="league-counts">
        {leagues.map((l) => (
          <Card key={l.slug} data-testid="league-count-card">
            <CardContent className="p-3">
              <p className="flex items-center gap-1 truncate text-sm font-medium">
                <span aria-hidden="true">{sportEmoji(l.sport)}</span> {l.label}
              </p>
              <p className="text-2xl font-bold tabular-nums">{active[l.slug] ?? 0}</p>
              <p className="text-xs text-muted-foreground">Active games</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <ScoreTabs
        tab={tab}
        onTabChange={setTab}
        games={games}
        favoriteKeys={favoriteKeys}
        emptyText={emptyText(false)}
        allHeight={500}
      />
    </div>
  );
}
