import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ArrowLeftRight,
  CircleDot,
  CircleSlash,
  Flag,
  Goal,
  History,
  PauseCircle,
  PlayCircle,
  RectangleVertical,
  Siren,
  Trophy,
} from "lucide-react";
import { formatClockTime } from "@shared/i18n/kick-off";
import type { Locale } from "@shared/i18n/locales";
import type { Sport } from "@shared/leagues";
import type { KeyEvent, KeyEventKind } from "@shared/schemas/game-sheet";
import type { TimelineEntry, TimelineKind } from "@shared/schemas/games";
import type { GameTeam } from "@shared/schemas/live";
import { PlayerLink } from "@web/components/player-link";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import { keyEventParts } from "../lib/key-event-text";
import { eventMomentText } from "../lib/period-text";
import { storyItems } from "../lib/story-items";
import { timelineText } from "../lib/timeline-text";
import { SectionTitle } from "./section-title";
import { ShieldedNote } from "./shielded-note";

const ICONS: Record<TimelineKind, typeof Goal> = {
  start: PlayCircle,
  period: CircleDot,
  score: Goal,
  final: Flag,
  postponed: PauseCircle,
};

const EVENT_ICONS: Record<KeyEventKind, typeof Goal> = {
  goal: Goal,
  "penalty-goal": Goal,
  "own-goal": Goal,
  "penalty-missed": CircleSlash,
  "yellow-card": RectangleVertical,
  "red-card": RectangleVertical,
  substitution: ArrowLeftRight,
  penalty: Siren,
  touchdown: Trophy,
  "field-goal": Goal,
  "extra-point": Goal,
  "two-point": Goal,
  safety: Goal,
  "home-run": Trophy,
  run: Goal,
};

/** Events that change the score are set in bold; cards in their colour. */
const SCORING = new Set<KeyEventKind>([
  "goal",
  "penalty-goal",
  "own-goal",
  "touchdown",
  "field-goal",
  "extra-point",
  "two-point",
  "safety",
  "home-run",
  "run",
]);
/* eslint-disable lingui/no-unlocalized-strings -- class names, not texts */
const ICON_COLOUR: Partial<Record<KeyEventKind, string>> = {
  "yellow-card": "fill-yellow-400 text-yellow-600",
  "red-card": "fill-red-600 text-red-700",
};
/* eslint-enable lingui/no-unlocalized-strings */

/** A key event's sentence with each player's name a link to their page. */
export function KeyEventSentence({ event, i18n }: { event: Pick<KeyEvent, "kind" | "players">; i18n: I18n }) {
  return (
    <>
      {keyEventParts(event, i18n).map((part, i) =>
        typeof part === "string" ? (
          part
        ) : (
          <PlayerLink
            key={i}
            playerId={part.player.id}
            className="underline decoration-muted-foreground/50 decoration-dotted underline-offset-2 hover:decoration-solid"
          >
            {part.player.name}
          </PlayerLink>
        ),
      )}
    </>
  );
}

function EventRow({ event, sport, home, away }: { event: KeyEvent; sport: Sport; home: GameTeam; away: GameTeam }) {
  const { i18n } = useLingui();
  const Icon = EVENT_ICONS[event.kind];
  const team = event.team === "home" ? home : away;
  const scoring = SCORING.has(event.kind);
  const awayScore = event.awayScore;
  const homeScore = event.homeScore;
  return (
    <li
      className="grid grid-cols-[auto_1fr_auto] items-start gap-3 border-l-2 border-muted py-2 pl-3 text-sm"
      data-testid="timeline-entry"
      data-kind={event.kind}
      data-event-id={event.id}
    >
      <Icon
        className={cn(
          "mt-0.5 h-4 w-4",
          ICON_COLOUR[event.kind] ?? (scoring ? "text-primary" : "text-muted-foreground"),
        )}
        aria-hidden="true"
      />
      <div className="min-w-0">
        <p className={cn("break-words", scoring && "font-medium")} data-testid="key-event-text">
          <KeyEventSentence event={event} i18n={i18n} />
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <img src={team.logo} alt="" width={14} height={14} loading="lazy" className="h-3.5 w-3.5" />
            <abbr title={team.name} translate="no" className="no-underline">
              {team.abbreviation}
            </abbr>
          </span>
          <span className="tabular-nums">{eventMomentText(sport, event.period, event.clock, i18n)}</span>
        </p>
      </div>
      {scoring ? (
        <span className="text-xs font-semibold tabular-nums" data-testid="key-event-score">
          <span className="sr-only">{away.abbreviation} </span>
          {awayScore}–{homeScore}
          <span className="sr-only"> {home.abbreviation}</span>
        </span>
      ) : (
        <span />
      )}
    </li>
  );
}

function EntryRow({ entry }: { entry: TimelineEntry }) {
  const { i18n } = useLingui();
  const zone = useTimeZone();
  const Icon = ICONS[entry.kind];
  return (
    <li
      className="grid grid-cols-[auto_1fr_auto] items-start gap-3 border-l-2 border-muted py-2 pl-3 text-sm"
      data-testid="timeline-entry"
      data-kind={entry.kind}
    >
      <Icon
        className={entry.kind === "score" ? "mt-0.5 h-4 w-4 text-primary" : "mt-0.5 h-4 w-4 text-muted-foreground"}
        aria-hidden="true"
      />
      <div className="min-w-0">
        <p className={entry.kind === "score" || entry.kind === "final" ? "font-medium" : undefined}>
          {timelineText(entry, i18n)}
        </p>
        {entry.clock && entry.kind !== "final" ? (
          <p className="text-xs tabular-nums text-muted-foreground">{entry.clock}</p>
        ) : null}
      </div>
      <time dateTime={entry.at} className="text-xs tabular-nums text-muted-foreground">
        {formatClockTime(new Date(entry.at), i18n.locale as Locale, zone)}
      </time>
    </li>
  );
}

/**
 * What happened, newest first: kick-off, periods, the key events (goals, cards, touchdowns, home
 * runs, each said in the viewer's language with its moment and the score after it) and the
 * final. A shielded game shows none of it until revealed (the events would tell the score).
 */
export function GameTimeline({
  entries,
  keyEvents = [],
  sport,
  home,
  away,
  hidden,
  onReveal,
}: {
  entries: TimelineEntry[];
  keyEvents?: KeyEvent[];
  sport: Sport;
  home: GameTeam;
  away: GameTeam;
  hidden: boolean;
  onReveal: () => void;
}) {
  const { t } = useLingui();
  const items = storyItems(entries, keyEvents);
  return (
    <Card data-testid="game-timeline">
      <CardHeader className="pb-3">
        <SectionTitle icon={History}>{t`Timeline`}</SectionTitle>
      </CardHeader>
      <CardContent>
        {hidden ? (
          <ShieldedNote why={t`The timeline would give the score away.`} onReveal={onReveal} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Nothing has happened yet. The story starts at kick-off.</Trans>
          </p>
        ) : (
          <ol className="grid gap-0" aria-label={t`Game events, newest first`}>
            {[...items]
              .reverse()
              .map((item, i) =>
                item.type === "event" ? (
                  <EventRow key={item.event.id} event={item.event} sport={sport} home={home} away={away} />
                ) : (
                  <EntryRow key={`${item.entry.at}-${item.entry.kind}-${i}`} entry={item.entry} />
                ),
              )}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
