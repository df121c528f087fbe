import { Link } from "react-router";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Users } from "lucide-react";
import type { Community } from "@shared/schemas/communities";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { JoinButton } from "./join-button";
import { PrivacyIcon } from "./privacy-icon";
import { SportBadge } from "./sport-badge";

export function CommunityCard({ community }: { community: Community }) {
  const { t } = useLingui();
  const { memberCount } = community;
  return (
    <Card className="flex flex-col" data-testid="community-card">
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-base font-semibold leading-tight">
            <Link to={`/communities/${community.id}`} className="hover:text-primary hover:underline">
              {community.name}
            </Link>
          </h3>
          <PrivacyIcon isPrivate={community.isPrivate} />
        </div>
        <div>
          <SportBadge sport={community.sport} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="line-clamp-3 flex-1 text-sm text-muted-foreground">
          {community.description ?? <Trans>No description yet.</Trans>}
        </p>
        <div className="flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="member-count">
            <Users className="h-4 w-4" aria-hidden="true" />{" "}
            {t`${plural(memberCount, { one: "# member", other: "# members" })}`}
          </span>
          <JoinButton community={community} />
        </div>
      </CardContent>
    </Card>
  );
}

export function CommunityCardSkeleton() {
  return (
    <Card className="p-5" data-testid="community-card-skeleton">
      <Skeleton className="mb-3 h-5 w-2/3" />
      <Skeleton className="mb-4 h-5 w-20" />
      <Skeleton className="mb-2 h-4 w-full" />
      <Skeleton className="mb-4 h-4 w-4/5" />
      <div className="flex justify-between">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-16" />
      </div>
    </Card>
  );
}
