import * as React from "react";
import { useLingui } from "@lingui/react/macro";
import type { Game } from "@shared/schemas/live";
import { ScrollArea } from "@web/components/ui/scroll-area";
import { Badge } from "@web/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { MEDIA, useMediaQuery } from "@web/lib/use-media-query";
import { InfiniteSentinel } from "@web/components/infinite-sentinel";
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

/** Cards drawn with the page: more than a phone's or a desktop's first screen shows. */
const FIRST_SCREEN_CARDS = 6;
/**
 * Cards added each time the list's end nears the screen: a short task to render, commit and lay
 * out. A board holds well over a hundred games; drawn in full (even a few per idle moment) they
 * kept a phone's main thread busy for seconds after the first paint, for cards few fans scroll to
 * (bench/results/lighthouse.md).
 */
const CARDS_PER_STEP = 6;

// A league section off screen is neither laid out nor painted until it nears the viewport
// (content-visibility); it keeps its place with the size it last had (about two cards' rows
// before it was first drawn), and stays in the page for find-in-page and screen readers.
const OFFSCREEN_SKIPPED = "[content-visibility:auto] [contain-intrinsic-size:auto_20rem]";

/** The league sections with the games they show: the first `limit` games in all, cut where the limit falls. */
function firstGames<T extends { games: Game[] }>(sections: T[], limit: number): (T & { shown: Game[] })[] {
  const out: (T & { shown: Game[] })[] = [];
  let left = limit;
  for (const s of sections) {
    if (left <= 0) break;
    out.push({ ...s, shown: s.games.slice(0, left) });
    left -= s.games.length;
  }
  return out;
}

/** A fixed scroll area from md up; on phones the page itself scrolls (no scroll box inside a scrolling page). */
function GameScroll({ height, children }: { height: number; children: React.ReactNode }) {
  const wide = useMediaQuery(MEDIA.md);
  if (!wide) return <>{children}</>;
  return (
    <ScrollArea style={{ height }} className={SCROLL_FIT}>
      {children}
    </ScrollArea>
  );
}

/**
 * The league tabs of Live Scores and the Sports dashboard. `games` is already filtered for the
 * active tab; the All tab shows a section per league with its count. From md up lists scroll in a
 * fixed area (600 px; the Sports dashboard's All list 500 px). `toolbar` sits in the tab row
 * (the phone's filter button), so tabs and filters take one row.
 */
export function ScoreTabs(props: {
  tab: ScoreTab;
  onTabChange(tab: ScoreTab): void;
  games: Game[];
  favoriteKeys: Set<string>;
  emptyText: string;
  allHeight?: number;
  toolbar?: React.ReactNode;
}) {
  const { tab, games, favoriteKeys } = props;
  const { i18n } = useLingui();
  // The first screen's cards render with the page, the rest a few at a time as the fan scrolls
  // towards them. A transition: the cards already drawn stay responsive while the next render.
  const [limit, setLimit] = React.useState(FIRST_SCREEN_CARDS);
  const more =
    limit < games.length ? (
      <div data-testid="more-games">
        <InfiniteSentinel
          key={limit}
          onVisible={() => React.startTransition(() => setLimit((n) => n + CARDS_PER_STEP))}
        />
      </div>
    ) : null;
  const label = (t: ScoreTab) => {
    const l = TAB_LABELS[t];
    return typeof l === "string" ? l : i18n._(l);
  };
  return (
    <Tabs value={tab} onValueChange={(v) => props.onTabChange(v as ScoreTab)} className="min-w-0">
      <div className="flex items-center gap-2">
        {props.toolbar}
        <div className="min-w-0 flex-1 overflow-x-auto pb-1">
          <TabsList className="w-max flex-nowrap">
            {SCORE_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {label(t)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
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
            <GameScroll height={props.allHeight ?? 600}>
              <div className="grid grid-cols-1 gap-5">
                {firstGames(groupByLeague(games), limit).map((s) => (
                  <section
                    key={s.league}
                    aria-label={s.label}
                    data-testid="league-section"
                    className={OFFSCREEN_SKIPPED}
                  >
                    <h3 className="mb-2 flex items-center gap-2 font-semibold">
                      {s.label} <Badge variant="secondary">{i18n.number(s.games.length)}</Badge>
                    </h3>
                    <GameGrid games={s.shown} favoriteKeys={favoriteKeys} />
                  </section>
                ))}
              </div>
              {more}
            </GameScroll>
          ) : (
            <GameScroll height={600}>
              <GameGrid games={games.slice(0, limit)} favoriteKeys={favoriteKeys} />
              {more}
            </GameScroll>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
