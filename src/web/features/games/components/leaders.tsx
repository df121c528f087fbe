import { useLingui } from "@lingui/react/macro";
import { Award } from "lucide-react";
import type { Sport } from "@shared/leagues";
import type { Leader } from "@shared/schemas/game-sheet";
import type { GameTeam } from "@shared/schemas/live";
import { PlayerLink } from "@web/components/player-link";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { leaderLabelText } from "../lib/sheet-labels";
import { SectionTitle } from "./section-title";
import { ShieldedNote } from "./shielded-note";

function Entry({ entry, align }: { entry: Leader["home"]; align: "left" | "right" }) {
  if (!entry)
    return (
      <span className={align === "right" ? "block text-right text-muted-foreground" : "text-muted-foreground"}>–</span>
    );
  return (
    <span className={align === "right" ? "grid min-w-0 justify-items-end text-right" : "grid min-w-0"}>
      <PlayerLink playerId={entry.player.id} className="max-w-full truncate font-medium">
        {entry.player.name}
      </PlayerLink>
      <span className="text-xs tabular-nums text-muted-foreground" data-testid="leader-value">
        {entry.value}
      </span>
    </span>
  );
}

/** Each team's best in the sport's usual categories (points, passing yards, goals…), away on the left. */
export function Leaders({
  sport,
  leaders,
  home,
  away,
  hidden,
  onReveal,
}: {
  sport: Sport;
  leaders: Leader[];
  home: GameTeam;
  away: GameTeam;
  hidden: boolean;
  onReveal: () => void;
}) {
  const { t, i18n } = useLingui();
  if (leaders.length === 0) return null;
  return (
    <Card data-testid="game-leaders">
      <CardHeader className="pb-3">
        <SectionTitle icon={Award}>{t`Game leaders`}</SectionTitle>
      </CardHeader>
      <CardContent>
        {hidden ? (
          <ShieldedNote why={t`The leaders' numbers would give the score away.`} onReveal={onReveal} />
        ) : (
          <div className="grid gap-3 text-sm">
            <div className="grid grid-cols-2 gap-3 text-xs text-muted-foreground" aria-hidden="true">
              <span translate="no">{away.abbreviation}</span>
              <span className="text-right" translate="no">
                {home.abbreviation}
              </span>
            </div>
            {/* on a phone the category over both sides, so each name has half the width; between them from sm up */}
            <dl className="grid gap-3">
              {leaders.map((l) => (
                <div
                  key={l.key}
                  className="grid grid-cols-2 items-center gap-x-3 gap-y-1 border-t pt-3 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]"
                  data-testid="leader"
                >
                  <dt className="col-span-2 text-center sm:col-span-1 sm:col-start-2 sm:row-start-1 text-xs font-medium uppercase tracking-wide text-muted-foreground">
                    {leaderLabelText(sport, l, i18n)}
                  </dt>
                  <dd className="min-w-0 sm:col-start-1 sm:row-start-1">
                    <span className="sr-only">{away.name}: </span>
                    <Entry entry={l.away} align="left" />
                  </dd>
                  <dd className="min-w-0 sm:col-start-3 sm:row-start-1">
                    <span className="sr-only">{home.name}: </span>
                    <Entry entry={l.home} align="right" />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
