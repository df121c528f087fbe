import { Trans, useLingui } from "@lingui/react/macro";
import { BarChart3 } from "lucide-react";
import type { Sport } from "@shared/leagues";
import type { TeamStat } from "@shared/schemas/game-sheet";
import type { GameTeam } from "@shared/schemas/live";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { statValueText } from "@web/lib/i18n/stat-names";
import { teamStatLabelText } from "../lib/sheet-labels";
import { SectionTitle } from "./section-title";
import { ShieldedNote } from "./shielded-note";

/** A stat's number for the bars: 54 of "54%", 31.5 of "31:30" is not one (no bar then). */
const amount = (v: TeamStat["home"]) => {
  if (typeof v === "number") return v;
  if (typeof v === "string" && /^-?\d+(\.\d+)?%?$/.test(v.trim())) return Number.parseFloat(v);
  return null;
};

/** Each side's share of a stat, as two bars meeting in the middle (decoration: the numbers are beside them). */
function Bars({ stat }: { stat: TeamStat }) {
  const a = amount(stat.away);
  const h = amount(stat.home);
  if (a === null || h === null || a < 0 || h < 0 || a + h === 0) return null;
  const awayShare = (a / (a + h)) * 100;
  return (
    <span className="mt-1 flex h-1.5 w-full gap-0.5" aria-hidden="true">
      <span className="flex flex-1 justify-end overflow-hidden rounded-l-full bg-muted">
        <span className="h-full rounded-l-full bg-muted-foreground" style={{ width: `${awayShare}%` }} />
      </span>
      <span className="flex flex-1 overflow-hidden rounded-r-full bg-muted">
        <span className="h-full rounded-r-full bg-primary" style={{ width: `${100 - awayShare}%` }} />
      </span>
    </span>
  );
}

/** The teams side by side on each stat: shooting, possession, yards, hits… */
export function TeamStats({
  sport,
  stats,
  home,
  away,
  upcoming,
  hidden,
  onReveal,
}: {
  sport: Sport;
  stats: TeamStat[];
  home: GameTeam;
  away: GameTeam;
  upcoming: boolean;
  hidden: boolean;
  onReveal: () => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Card data-testid="team-stats">
      <CardHeader className="pb-3">
        <SectionTitle icon={BarChart3}>{t`Team stats`}</SectionTitle>
      </CardHeader>
      <CardContent>
        {hidden ? (
          <ShieldedNote why={t`The teams' numbers would give the score away.`} onReveal={onReveal} />
        ) : stats.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {upcoming ? (
              <Trans>The teams' stats start at kick-off.</Trans>
            ) : (
              <Trans>No team stats for this game.</Trans>
            )}
          </p>
        ) : (
          <table className="w-full table-fixed border-collapse text-sm tabular-nums">
            <caption className="sr-only">
              <Trans>Team stats</Trans>
            </caption>
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="w-16 pb-2 text-left font-medium sm:w-24">
                  <abbr title={away.name} translate="no" className="no-underline">
                    {away.abbreviation}
                  </abbr>
                </th>
                <th scope="col" className="pb-2 text-center font-medium">
                  <Trans>Stat</Trans>
                </th>
                <th scope="col" className="w-16 pb-2 text-right font-medium sm:w-24">
                  <abbr title={home.name} translate="no" className="no-underline">
                    {home.abbreviation}
                  </abbr>
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.map((s) => (
                <tr key={s.key} className="border-t" data-testid="team-stat" data-key={s.key}>
                  <td className="py-2 text-left font-semibold">{statValueText(s.away, i18n)}</td>
                  <th scope="row" className="px-2 py-2 text-center text-xs font-medium text-muted-foreground">
                    {teamStatLabelText(sport, s, i18n)}
                    <Bars stat={s} />
                  </th>
                  <td className="py-2 text-right font-semibold">{statValueText(s.home, i18n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
