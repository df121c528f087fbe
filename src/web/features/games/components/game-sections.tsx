import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { ListOrdered } from "lucide-react";
import type { GameSheet } from "@shared/schemas/game-sheet";
import { HiddenScore } from "@web/components/hidden-score";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { cn } from "@web/lib/cn";
import { gameClockText } from "@web/lib/game-clock";
import { kickOffText } from "@web/lib/game-status";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import type { GameWithSheet } from "../api/game";
import { BoxScore } from "./box-score";
import { GameInfo, GamePreview } from "./game-preview";
import { GameTimeline } from "./game-timeline";
import { Leaders } from "./leaders";
import { LineScore } from "./line-score";
import { Lineups } from "./lineups";
import { SectionTitle } from "./section-title";
import { TeamStats } from "./team-stats";

export const GAME_SECTIONS = ["summary", "box-score", "lineups", "stats", "thread"] as const;
export type GameSection = (typeof GAME_SECTIONS)[number];

/** The score in a line, for the bar that stays on screen while a phone scrolls a section. */
function CompactScore({ game, hidden, onReveal }: { game: GameWithSheet; hidden: boolean; onReveal: () => void }) {
  const { i18n } = useLingui();
  const zone = useTimeZone();
  const started = game.gameStatus === "live" || game.gameStatus === "final";
  const team = (side: "home" | "away") => {
    const t = side === "home" ? game.homeTeam : game.awayTeam;
    return (
      <span className={cn("flex min-w-0 items-center gap-1.5", side === "home" && "flex-row-reverse")}>
        <img src={t.logo} alt="" width={24} height={24} className="h-6 w-6 shrink-0" />
        <abbr title={t.name} translate="no" className="font-semibold no-underline">
          {t.abbreviation}
        </abbr>
      </span>
    );
  };
  return (
    <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 px-1 py-1.5 text-sm" data-testid="compact-score">
      <span className="justify-self-start">{team("away")}</span>
      <span className="flex flex-col items-center">
        {hidden ? (
          <HiddenScore compact onReveal={onReveal} />
        ) : started ? (
          <span className="text-lg font-black tabular-nums">
            {game.awayScore ?? 0}
            <span className="mx-1.5 text-muted-foreground" aria-hidden="true">
              –
            </span>
            <span className="sr-only">
              {" "}
              <Trans context="score, as in 3 to 1">to</Trans>{" "}
            </span>
            {game.homeScore ?? 0}
          </span>
        ) : (
          <span className="font-semibold tabular-nums">
            {game.gameStatus === "upcoming" ? kickOffText(game.gameTime, i18n, zone) : "–"}
          </span>
        )}
        {game.gameStatus === "live" && !hidden ? (
          <span className="text-xs font-medium tabular-nums text-live-text">
            {gameClockText(game.statusDetail, i18n)}
          </span>
        ) : null}
      </span>
      <span className="justify-self-end">{team("home")}</span>
    </div>
  );
}

/**
 * The game centre's sections under the header: Summary (the story, line score, leaders; before
 * the game the form, head-to-head, venue and where to watch), Box score, Lineups, Stats, and on a
 * phone the match thread. They are tabs in a bar that stays on screen with the score (on a
 * phone), so a fan switches between them without scrolling back up. The open tab is in the
 * address (`?tab=box-score`), so a link or a reload opens it again.
 *
 * `aside` (wide screens) is drawn beside the tabs: the pick, the thread and the watch parties.
 * On a phone `prediction` and `parties` go into the summary and `thread` gets its own tab.
 */
export function GameSections({
  game,
  sheet,
  hidden,
  onReveal,
  wide,
  prediction,
  thread,
  parties,
}: {
  game: GameWithSheet;
  sheet: GameSheet;
  hidden: boolean;
  onReveal: () => void;
  wide: boolean;
  prediction: React.ReactNode;
  thread: React.ReactNode;
  parties: React.ReactNode;
}) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const sections: GameSection[] = wide ? ["summary", "box-score", "lineups", "stats"] : [...GAME_SECTIONS];
  const asked = params.get("tab");
  const tab: GameSection = sections.includes(asked as GameSection) ? (asked as GameSection) : "summary";
  const top = React.useRef<HTMLDivElement>(null);

  const choose = (value: string) => {
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === "summary") next.delete("tab");
        else next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    // A fan who scrolled down a long section starts the next one at its top, under the bar.
    const marker = top.current;
    if (marker && marker.getBoundingClientRect().top < 0)
      window.scrollTo({ top: window.scrollY + marker.getBoundingClientRect().top - 56 });
  };

  const upcoming = game.gameStatus === "upcoming";
  const home = game.homeTeam;
  const away = game.awayTeam;
  const labels: Record<GameSection, string> = {
    summary: t({ message: "Summary", context: "game section tab" }),
    "box-score": t({ message: "Box score", context: "game section tab" }),
    lineups: t({ message: "Lineups", context: "game section tab" }),
    stats: t({ message: "Stats", context: "game section tab: the teams' stats" }),
    thread: t({ message: "Thread", context: "game section tab: the match thread" }),
  };

  const summary = (
    <div className="grid grid-cols-1 gap-4">
      {wide ? null : prediction}
      {upcoming ? <GamePreview home={home} away={away} headToHead={sheet.headToHead} form={sheet.form} /> : null}
      {sheet.lineScore && sheet.lineScore.periods.length > 0 ? (
        <Card data-testid="line-score-card">
          <CardHeader className="pb-3">
            <SectionTitle icon={ListOrdered}>{t`Line score`}</SectionTitle>
          </CardHeader>
          <CardContent>
            <LineScore lineScore={sheet.lineScore} home={home} away={away} hidden={hidden} onReveal={onReveal} />
          </CardContent>
        </Card>
      ) : null}
      <Leaders sport={game.sport} leaders={sheet.leaders} home={home} away={away} hidden={hidden} onReveal={onReveal} />
      {upcoming && game.timeline.length === 0 ? null : (
        <GameTimeline
          entries={game.timeline}
          keyEvents={sheet.keyEvents}
          sport={game.sport}
          home={home}
          away={away}
          hidden={hidden}
          onReveal={onReveal}
        />
      )}
      <GameInfo venue={sheet.venue} broadcasts={sheet.broadcasts} />
      {wide ? null : parties}
    </div>
  );

  return (
    <Tabs value={tab} onValueChange={choose} className="min-w-0" data-testid="game-sections">
      <div ref={top} aria-hidden="true" />
      <div
        className="sticky top-14 z-30 -mx-4 border-b bg-background/95 px-4 pb-2 pt-1 backdrop-blur supports-[backdrop-filter]:bg-background/85 md:-mx-6 md:px-6 lg:mx-0 lg:px-0"
        data-testid="game-sections-bar"
      >
        {wide ? null : <CompactScore game={game} hidden={hidden} onReveal={onReveal} />}
        <TabsList
          aria-label={t`Game sections`}
          className="flex w-full flex-nowrap justify-start gap-0.5 overflow-x-auto [scrollbar-width:none]"
        >
          {sections.map((s) => (
            <TabsTrigger
              key={s}
              value={s}
              className="flex-1 px-2 text-[13px] sm:px-3 sm:text-sm"
              data-testid={`tab-${s}`}
            >
              {labels[s]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value="summary">{summary}</TabsContent>
      <TabsContent value="box-score">
        <BoxScore
          sport={game.sport}
          home={home}
          away={away}
          boxScore={sheet.boxScore}
          upcoming={upcoming}
          hidden={hidden}
          onReveal={onReveal}
        />
      </TabsContent>
      <TabsContent value="lineups">
        <Lineups sport={game.sport} home={home} away={away} lineups={sheet.lineups} upcoming={upcoming} />
      </TabsContent>
      <TabsContent value="stats">
        <TeamStats
          sport={game.sport}
          stats={sheet.teamStats}
          home={home}
          away={away}
          upcoming={upcoming}
          hidden={hidden}
          onReveal={onReveal}
        />
      </TabsContent>
      {wide ? null : <TabsContent value="thread">{thread}</TabsContent>}
    </Tabs>
  );
}
