import { Trans, useLingui } from "@lingui/react/macro";
import { Table2 } from "lucide-react";
import type { Sport } from "@shared/leagues";
import type { BoxScore as BoxScoreData, BoxScoreGroup } from "@shared/schemas/game-sheet";
import type { GameTeam } from "@shared/schemas/live";
import { PlayerLink } from "@web/components/player-link";
import { PositionAbbr } from "@web/components/position-abbr";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { statColumnText, statGroupText, statValueText } from "@web/lib/i18n/stat-names";
import { SectionTitle } from "./section-title";
import { ShieldedNote } from "./shielded-note";
import { TeamSwitch } from "./team-switch";

/**
 * One group of a team's box score (batting, passing, skaters…) as a table: the player column stays
 * put while the stats scroll sideways inside the table's own box, so a phone never scrolls the
 * page sideways. Starters first, then the bench under its own heading row.
 */
export function BoxScoreTable({ sport, team, group }: { sport: Sport; team: GameTeam; group: BoxScoreGroup }) {
  const { t, i18n } = useLingui();
  const groupName = statGroupText(sport, group.key, group.label, i18n);
  const teamName = team.name;
  const caption = t`${teamName}: ${groupName}`;
  const starters = group.players.filter((p) => p.starter);
  const bench = group.players.filter((p) => !p.starter);
  const columns = group.columns.map((c) => ({ key: c.key, ...statColumnText(sport, group.key, c.key, c.label, i18n) }));
  const rows = (lines: typeof group.players) =>
    lines.map((line) => (
      <tr key={line.player.id} className="border-t" data-testid="box-score-row" data-player-id={line.player.id}>
        <th scope="row" className="sticky left-0 z-10 bg-card px-2 py-1.5 text-left font-normal">
          <span className="flex max-w-[9.5rem] items-baseline gap-1.5 sm:max-w-none">
            <PlayerLink playerId={line.player.id} className="truncate font-medium">
              {line.player.name}
            </PlayerLink>
            {line.player.position ? <PositionAbbr sport={sport} position={line.player.position} /> : null}
          </span>
        </th>
        {columns.map((c) => (
          <td key={c.key} className="px-2 py-1.5 text-right sm:w-14">
            {statValueText(line.stats[c.key], i18n)}
          </td>
        ))}
      </tr>
    ));
  return (
    <div
      className="overflow-x-auto rounded-md border"
      role="region"
      aria-label={caption}
      // the stats scroll sideways: a keyboard reaches the box to scroll it
      tabIndex={0}
      data-testid="box-score-table"
      data-group={group.key}
    >
      <table className="w-full border-collapse whitespace-nowrap text-sm tabular-nums">
        <caption className="px-2 py-2 text-left text-sm font-semibold">{groupName}</caption>
        <thead className="bg-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-1.5 text-left font-medium">
              <Trans>Player</Trans>
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-2 py-1.5 text-right font-medium sm:w-14">
                <abbr title={c.title} className="no-underline">
                  {c.label}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows(starters)}</tbody>
        {bench.length > 0 ? (
          // the bench is a group of rows of its own, headed "Bench" (when there are starters above it)
          <tbody>
            {starters.length > 0 ? (
              <tr className="border-t bg-muted/50">
                <th
                  scope="rowgroup"
                  colSpan={columns.length + 1}
                  className="sticky left-0 px-2 py-1 text-left text-xs font-medium text-muted-foreground"
                >
                  <Trans>Bench</Trans>
                </th>
              </tr>
            ) : null}
            {rows(bench)}
          </tbody>
        ) : null}
      </table>
    </div>
  );
}

/** The box score: each team's groups, one team at a time; hidden for a shielded game. */
export function BoxScore({
  sport,
  home,
  away,
  boxScore,
  upcoming,
  hidden,
  onReveal,
}: {
  sport: Sport;
  home: GameTeam;
  away: GameTeam;
  boxScore: BoxScoreData | null;
  upcoming: boolean;
  hidden: boolean;
  onReveal: () => void;
}) {
  const { t } = useLingui();
  return (
    <Card data-testid="box-score">
      <CardHeader className="pb-3">
        <SectionTitle icon={Table2}>{t`Box score`}</SectionTitle>
      </CardHeader>
      <CardContent>
        {hidden ? (
          <ShieldedNote why={t`The players' lines would give the score away.`} onReveal={onReveal} />
        ) : !boxScore ? (
          <p className="text-sm text-muted-foreground" data-testid="box-score-empty">
            {upcoming ? (
              <Trans>The box score fills in from kick-off.</Trans>
            ) : (
              <Trans>No box score for this game.</Trans>
            )}
          </p>
        ) : (
          <TeamSwitch away={away} home={home} label={t`Team`}>
            {(side) => {
              const groups = boxScore[side].groups.filter((g) => g.players.length > 0);
              const team = side === "home" ? home : away;
              return groups.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  <Trans>No player has a line yet.</Trans>
                </p>
              ) : (
                <div className="grid grid-cols-1 gap-4">
                  {groups.map((g) => (
                    <BoxScoreTable key={g.key} sport={sport} team={team} group={g} />
                  ))}
                </div>
              );
            }}
          </TeamSwitch>
        )}
      </CardContent>
    </Card>
  );
}
