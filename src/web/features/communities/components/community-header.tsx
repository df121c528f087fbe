import { Link } from "react-router";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft, Users } from "lucide-react";
import type { CommunityDetail } from "@shared/schemas/communities";
import { ReportButton } from "@web/components/report-button";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { TeamLink } from "@web/components/team-link";
import { useTeams } from "@web/lib/use-teams";
import { useLeaveCommunity } from "../api/mutations";
import { JoinButton } from "./join-button";
import { PrivacyIcon } from "./privacy-icon";
import { SportBadge } from "./sport-badge";

export function BackToCommunities() {
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link to="/communities">
        <ArrowLeft /> <Trans>All communities</Trans>
      </Link>
    </Button>
  );
}

/** The community page's header: what it is, who made it, its size, and join / leave. */
export function CommunityHeader({ community, viewerId }: { community: CommunityDetail; viewerId: number }) {
  const { t } = useLingui();
  const leave = useLeaveCommunity();
  const { memberCount } = community;
  const creatorName = `${community.creator.firstName} ${community.creator.lastName}`;
  const isCreator = community.creatorId === viewerId;
  const { creator } = community;
  const teams = useTeams({ enabled: community.teamId !== null });
  const team = teams.data?.find((t) => t.id === community.teamId);
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 pt-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid grid-cols-1 gap-2">
            <h1 className="flex items-center gap-2 text-2xl font-bold">
              {community.name} <PrivacyIcon isPrivate={community.isPrivate} className="h-5 w-5" />
            </h1>
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <SportBadge sport={community.sport} />
              {team ? (
                <TeamLink teamId={team.id} className="inline-flex items-center gap-1.5 font-medium text-foreground">
                  <img src={team.logo} alt="" width={16} height={16} className="h-4 w-4" />
                  {team.name}
                </TeamLink>
              ) : null}
              <span className="inline-flex items-center gap-1" data-testid="member-count">
                <Users className="h-4 w-4" aria-hidden="true" />{" "}
                {t`${plural(memberCount, { one: "# member", other: "# members" })}`}
              </span>
              <span>{community.isPrivate ? <Trans>Private</Trans> : <Trans>Public</Trans>}</span>
              <span>
                <Trans>
                  Created by{" "}
                  <Link to={`/users/${creator.id}`} className="font-medium text-foreground hover:underline">
                    {creatorName}
                  </Link>
                </Trans>
              </span>
            </div>
          </div>
          <div className="flex gap-2">
            {isCreator ? (
              <span className="rounded-md bg-muted px-3 py-2 text-sm font-medium">
                <Trans>You created this community</Trans>
              </span>
            ) : community.membership ? (
              <>
                {community.membership === "member" ? <JoinButton community={community} size="default" /> : null}
                <Button
                  variant="outline"
                  disabled={leave.isPending}
                  onClick={() => leave.mutate({ id: community.id, wasPending: community.membership === "pending" })}
                >
                  {community.membership === "pending" ? (
                    leave.isPending ? (
                      <Trans>Withdrawing...</Trans>
                    ) : (
                      <Trans>Withdraw request</Trans>
                    )
                  ) : leave.isPending ? (
                    <Trans>Leaving...</Trans>
                  ) : (
                    <Trans>Leave</Trans>
                  )}
                </Button>
              </>
            ) : (
              <JoinButton community={community} size="default" />
            )}
            {isCreator ? null : (
              <ReportButton
                subject={{ kind: "community", id: community.id }}
                what={community.name}
                label={t`Report community`}
                className="h-10 text-muted-foreground"
              />
            )}
          </div>
        </div>
        <p className="whitespace-pre-line text-sm">{community.description ?? <Trans>No description yet.</Trans>}</p>
        {community.membership === "pending" ? (
          <p className="rounded-md bg-muted p-3 text-sm" role="status">
            <Trans>Your request to join is waiting for the creator's approval.</Trans>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function CommunityHeaderSkeleton() {
  return (
    <Card className="grid grid-cols-1 gap-3 p-5" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </Card>
  );
}
