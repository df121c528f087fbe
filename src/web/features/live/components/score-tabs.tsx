import type { Game } from "@shared/schemas/live";
import { ScrollArea } from "@web/components/ui/scroll-area";
import { Badge } from "@web/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { SCORE_TABS, TAB_LABELS, groupByLeague, type ScoreTab } from "../lib/filter-games";
import { GameCard } from "./game-card";

// Radix's viewport wraps content in a display:table box that grows with long team names;
// a block box keeps the cards within the screen width on phones.
const SCROLL_FIT = "pr-3 [&_[data-radix-scroll-area-viewport]>div]:!block";

function GameGrid({ games, favoriteKeys }: { games: Game[]; favoriteKeys: Set<string> }) {
  return (
    <div className="grid grid-cols-1 gap-3 p-1 md:grid-cols-2">
      {games.map((g) => (
        <GameCard key={g.id} game={g} favoriteKeys={favoriteKeys} />
      ))}
    </div>
  );
}

/**
 * The league tabs of Live Scores and the Sports dashboard. `games` is already filtered for the
 * active tab; the All tab shows a section per league with its count. Lists scroll in a fixed
 * area (600 px; the Sports dashboard's All list 500 px).
 */
export function ScoreTabs(props: {
  tab: ScoreTab;
  onTabChange(tab: ScoreTab): void;
  games: Game[];
  favoriteKeys: Set<string>;
  emptyText: string;
  allHeight?: number;
}) {
  const { tab, games, favoriteKeys } = props;
  return (
    <Tabs value={tab} onValueChange={(v) => props.onTabChange(v as ScoreTab)} className="min-w-0">
      <div className="overflow-x-auto pb-1">
        <TabsList className="w-max">
          {SCORE_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {TAB_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {SCORE_TABS.map((t) => (
        <TabsContent key={t} value={t} className="mt-3">
          {t !== tab ? null : games.length === 0 ? (
            <p
              className="rounded-lg border border-dashed p-8 text-center text-muted-foreground"
              data-testid="scores-empty"
            >
              {props.emptyText}
            </p>
          ) : t === "all" ? (
            <ScrollArea style={{ height: props.allHeight ?? 600 }} className={SCROLL_FIT}>
              <div className="grid grid-cols-1 gap-5">
                {groupByLeague(games).map((s) => (
                  <section key={s.league} aria-label={s.label} data-testid="league-section">
                    <h3 className="mb-2 flex items-center gap-2 font-semibold">
                      {s.label} <Badge variant="secondary">{s.games.length}</Badge>
                    </h3>
                    <GameGrid games={s.games} favoriteKeys={favoriteKeys} />
                  </section>
                ))}
              </div>
            </ScrollArea>
          ) : (
            <ScrollArea style={{ height: 600 }} className={SCROLL_FIT}>
              <GameGrid games={games} favoriteKeys={favoriteKeys} />
            </ScrollArea>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
