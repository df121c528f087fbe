import { Trans, useLingui } from "@lingui/react/macro";
import type { LineScore as LineScoreData } from "@shared/schemas/game-sheet";
import type { GameTeam } from "@shared/schemas/live";
import { TeamLink } from "@web/components/team-link";
import { periodColumnText } from "../lib/period-text";
import { ShieldedNote } from "./shielded-note";

/**
 * The score period by period (quarters, periods, innings, halves), away on top as in the header,
 * with the total. Scrolls inside its own box when the periods outnumber the room (extra innings).
 */
export function LineScore({
  lineScore,
  home,
  away,
  hidden,
  onReveal,
}: {
  lineScore: LineScoreData;
  home: GameTeam;
  away: GameTeam;
  hidden: boolean;
  onReveal: () => void;
}) {
  const { t, i18n } = useLingui();
  if (hidden) return <ShieldedNote why={t`The line score would give the score away.`} onReveal={onReveal} />;
  const periods = lineScore.periods;
  const total = (side: "home" | "away") => periods.reduce((sum, p) => sum + p[side], 0);
  return (
    <div
      className="overflow-x-auto rounded-md border"
      role="region"
      aria-label={t`Line score`}
      tabIndex={0}
      data-testid="line-score"
    >
      <table className="w-full border-collapse whitespace-nowrap text-sm tabular-nums">
        <caption className="sr-only">
          <Trans>Line score: points by period</Trans>
        </caption>
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-1.5 text-left font-medium">
              <Trans>Team</Trans>
            </th>
            {periods.map((p, i) => {
              const column = periodColumnText(p.label, i18n);
              return (
                <th key={`${p.label}-${i}`} scope="col" className="min-w-8 px-2 py-1.5 text-center font-medium">
                  {column.title ? (
                    <abbr title={column.title} className="no-underline">
                      {column.label}
                    </abbr>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
            <th scope="col" className="px-2 py-1.5 text-center font-semibold text-foreground">
              <abbr title={t`Total`} className="no-underline">
                <Trans context="line score column: total">T</Trans>
              </abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {(["away", "home"] as const).map((side) => {
            const team = side === "home" ? home : away;
            return (
              <tr key={side} className="border-t" data-testid={`line-score-${side}`}>
                <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-1.5 text-left font-medium">
                  <TeamLink teamId={team.id} className="inline-flex items-center gap-2">
                    <img src={team.logo} alt="" width={20} height={20} loading="lazy" className="h-5 w-5" />
                    <abbr title={team.name} translate="no" className="no-underline">
                      {team.abbreviation}
                    </abbr>
                  </TeamLink>
                </th>
                {periods.map((p, i) => (
                  <td key={`${p.label}-${i}`} className="px-2 py-1.5 text-center">
                    {i18n.number(p[side])}
                  </td>
                ))}
                <td className="px-2 py-1.5 text-center font-bold" data-testid={`line-score-${side}-total`}>
                  {i18n.number(total(side))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
