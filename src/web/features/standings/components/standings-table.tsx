import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResultLetter, StandingsGroup } from "@shared/schemas/standings";
import type { Sport } from "@shared/schemas/teams";
import { TeamLink } from "@web/components/team-link";
import { cn } from "@web/lib/cn";
import { groupNameText, zoneText } from "@web/lib/i18n/table-names";
import { COLUMNS } from "../lib/columns";

/** A form letter in the viewer's language: W/D/L in English, G/E/P in Spanish, V/N/D in French. */
const RESULT_LETTER: Record<ResultLetter, MessageDescriptor> = {
  W: msg({ message: "W", context: "result letter: win" }),
  L: msg({ message: "L", context: "result letter: loss" }),
  D: msg({ message: "D", context: "result letter: draw" }),
  T: msg({ message: "T", context: "result letter: tie" }),
};

/**
 * One group's table. On a phone it scrolls sideways inside its own box (the rank and team stay
 * put), never squeezing the columns or widening the page. Zones mark the row's left edge and
 * are listed under the table, so the colour is never the only way to tell.
 */
export function StandingsTable({
  group,
  sport,
  highlightTeamIds,
}: {
  group: StandingsGroup;
  sport: Sport;
  highlightTeamIds: ReadonlySet<number>;
}) {
  const { t, i18n } = useLingui();
  const columns = COLUMNS[sport];
  const showForm = sport === "soccer";
  const zones = [
    ...new Map(group.entries.flatMap((e) => (e.note ? [[e.note.description, e.note.color]] : []))).entries(),
  ];
  const name = groupNameText(group.name, i18n);
  return (
    <section aria-labelledby={`group-${group.name}`} className="grid gap-2" data-testid="standings-group">
      <h3 id={`group-${group.name}`} className="text-base font-semibold">
        {name}
      </h3>
      <div className="overflow-x-auto rounded-lg border bg-card" tabIndex={0} role="region" aria-label={name}>
        <table className="w-full min-w-max border-collapse whitespace-nowrap text-sm tabular-nums sm:min-w-0">
          <thead className="bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-2 text-left font-medium">
                <abbr title={t`Rank`} className="no-underline">
                  #
                </abbr>
              </th>
              {/* from sm up the team takes the room left, so every group's stat columns line up; a
                  phone sizes columns to their content and scrolls the table instead */}
              <th scope="col" className="sticky left-8 z-10 bg-muted sm:w-full px-2 py-2 text-left font-medium">
                <Trans>Team</Trans>
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="w-11 px-2 py-2 text-right font-medium sm:w-16">
                  <abbr title={i18n._(c.title)} className="no-underline">
                    {i18n._(c.label)}
                  </abbr>
                </th>
              ))}
              {showForm ? (
                <th scope="col" className="w-28 px-2 py-2 text-left font-medium">
                  <abbr title={t`Last five results, newest first`} className="no-underline">
                    <Trans>Form</Trans>
                  </abbr>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {group.entries.map((e) => {
              const mine = e.team.id !== null && highlightTeamIds.has(e.team.id);
              return (
                <tr
                  key={e.team.id ?? e.team.abbreviation}
                  className={cn("border-t", mine && "bg-accent")}
                  data-testid="standings-row"
                  data-team-id={e.team.id ?? undefined}
                >
                  <td
                    className="sticky left-0 z-10 w-8 bg-card px-2 py-2 text-muted-foreground"
                    style={e.note ? { boxShadow: `inset 4px 0 0 ${e.note.color}` } : undefined}
                    title={e.note ? zoneText(e.note.description, i18n) : undefined}
                  >
                    {i18n.number(e.rank)}
                  </td>
                  <th
                    scope="row"
                    translate="no"
                    className={cn("sticky left-8 z-10 px-2 py-2 text-left font-medium", mine ? "bg-accent" : "bg-card")}
                  >
                    <TeamLink teamId={e.team.id} className="flex items-center gap-2 whitespace-nowrap">
                      <img src={e.team.logo} alt="" width={20} height={20} loading="lazy" className="h-5 w-5" />
                      <span className="hidden sm:inline">{e.team.name}</span>
                      <span className="sm:hidden">{e.team.abbreviation}</span>
                    </TeamLink>
                  </th>
                  {columns.map((c) => (
                    <td key={c.key} className={cn("px-2 py-2 text-right", c.key === "points" && "font-semibold")}>
                      {c.value(e, i18n)}
                    </td>
                  ))}
                  {showForm ? (
                    <td className="px-2 py-2 text-left tracking-widest">
                      {(e.form ?? []).map((r) => i18n._(RESULT_LETTER[r])).join(" ")}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {zones.length ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label={t`Zones`}>
          {zones.map(([description, color]) => (
            <li key={description} className="inline-flex items-center gap-1.5">
              <span className="h-3 w-1 rounded-sm" style={{ background: color }} aria-hidden="true" />
              {zoneText(description, i18n)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
