import { Trans, useLingui } from "@lingui/react/macro";
import { CircleDot, Flag, Goal, History, PauseCircle, PlayCircle } from "lucide-react";
import { formatClockTime } from "@shared/i18n/kick-off";
import type { Locale } from "@shared/i18n/locales";
import type { TimelineEntry, TimelineKind } from "@shared/schemas/games";
import { HiddenScore } from "@web/components/hidden-score";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import { timelineText } from "../lib/timeline-text";
import { SectionTitle } from "./section-title";

const ICONS: Record<TimelineKind, typeof Goal> = {
  start: PlayCircle,
  period: CircleDot,
  score: Goal,
  final: Flag,
  postponed: PauseCircle,
};

/**
 * What happened, newest first: kick-off, periods, every score change and the final. A shielded
 * game shows none of it until revealed (the entries themselves would tell the score).
 */
export function GameTimeline({
  entries,
  hidden,
  onReveal,
}: {
  entries: TimelineEntry[];
  hidden: boolean;
  onReveal: () => void;
}) {
  const { t, i18n } = useLingui();
  const zone = useTimeZone();
  return (
    <Card data-testid="game-timeline">
      <CardHeader className="pb-3">
        <SectionTitle icon={History}>{t`Timeline`}</SectionTitle>
      </CardHeader>
      <CardContent>
        {hidden ? (
          <div className="grid justify-items-start gap-1 text-sm text-muted-foreground">
            <p>
              <Trans>The timeline would give the score away.</Trans>
            </p>
            <HiddenScore onReveal={onReveal} />
          </div>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Nothing has happened yet. The story starts at kick-off.</Trans>
          </p>
        ) : (
          <ol className="grid gap-0" aria-label={t`Game events, newest first`}>
            {[...entries].reverse().map((e, i) => {
              const Icon = ICONS[e.kind];
              return (
                <li
                  key={`${e.at}-${e.kind}-${i}`}
                  className="grid grid-cols-[auto_1fr_auto] items-start gap-3 border-l-2 border-muted py-2 pl-3 text-sm"
                  data-testid="timeline-entry"
                  data-kind={e.kind}
                >
                  <Icon
                    className={
                      e.kind === "score" ? "mt-0.5 h-4 w-4 text-primary" : "mt-0.5 h-4 w-4 text-muted-foreground"
                    }
                    aria-hidden="true"
                  />
                  <div className="min-w-0">
                    <p className={e.kind === "score" || e.kind === "final" ? "font-medium" : undefined}>
                      {timelineText(e, i18n)}
                    </p>
                    {e.clock && e.kind !== "final" ? (
                      <p className="text-xs tabular-nums text-muted-foreground">{e.clock}</p>
                    ) : null}
                  </div>
                  <time dateTime={e.at} className="text-xs tabular-nums text-muted-foreground">
                    {formatClockTime(new Date(e.at), i18n.locale as Locale, zone)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
