import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Users } from "lucide-react";
import { leagueLabel } from "@shared/leagues";
import type { TeamDetail } from "@shared/schemas/team-pages";
import { sportEmoji } from "@shared/sport-emoji";
import { HiddenScore } from "@web/components/hidden-score";
import { Card, CardContent } from "@web/components/ui/card";
import { useSpoilerShield } from "@web/lib/use-spoiler-shield";
import { groupNameText } from "@web/lib/i18n/table-names";
import { standingText } from "../lib/standing-text";
import { AddToCalendar } from "./add-to-calendar";
import { FollowButton } from "./follow-button";
import { FormChips } from "@web/components/form-chips";
import { TeamAlertMenu } from "@web/components/team-alert-menu";

/** The top of a team's page: who they are, their record, standing and form, Follow and the calendar. */
export function TeamHero({ team, fileName }: { team: TeamDetail; fileName: string }) {
  const { i18n } = useLingui();
  const shield = useSpoilerShield();
  const season = team.season;
  const followers = team.followers;
  const formHidden = team.lastGames.some((g) => shield.isHidden(g));
  return (
    <Card className="overflow-hidden" data-testid="team-hero">
      <div
        className="h-2"
        style={{ background: `linear-gradient(90deg, ${team.primaryColor}, ${team.secondaryColor})` }}
      />
      <CardContent className="grid gap-4 pt-4">
        <div className="flex items-center gap-3">
          <img src={team.logo} alt="" width={64} height={64} className="h-14 w-14 shrink-0 sm:h-16 sm:w-16" />
          <div className="min-w-0">
            <h1 className="text-xl font-bold leading-tight sm:text-2xl">{team.name}</h1>
            <p className="text-sm text-muted-foreground">
              <span aria-hidden="true">{sportEmoji(team.sport)}</span> {leagueLabel(team.league)} · {team.city} ·{" "}
              <Trans>{season} season</Trans>
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">
              <Trans>Record</Trans>
            </dt>
            <dd className="text-2xl font-black tabular-nums" data-testid="team-record">
              {team.record.summary}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-muted-foreground">
              <Trans>Standing</Trans>
            </dt>
            <dd className="text-sm font-semibold" data-testid="team-standing">
              {team.standing ? (
                <Link to={`/standings/${team.league}`} className="hover:underline">
                  {standingText(
                    team.standing.rank,
                    team.standing.group ? groupNameText(team.standing.group, i18n) : leagueLabel(team.league),
                    i18n,
                  )}
                </Link>
              ) : (
                <Trans>Not ranked yet</Trans>
              )}
            </dd>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <dt className="mb-1 text-xs uppercase tracking-wide text-muted-foreground">
              <Trans>Form</Trans>
            </dt>
            <dd>
              {formHidden ? (
                <HiddenScore onReveal={() => team.lastGames.forEach((g) => shield.reveal(g.id))} />
              ) : (
                <FormChips form={team.form} />
              )}
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <FollowButton team={team} isFavorite={team.isFavorite} />
          <TeamAlertMenu team={team} isFavorite={team.isFavorite} />
          <AddToCalendar teamId={team.id} fileName={fileName} />
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground" data-testid="team-followers">
            <Users className="h-4 w-4" aria-hidden="true" />{" "}
            <Plural value={followers} one="# fan follows" other="# fans follow" />
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
