import { Link } from "react-router";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronRight, Users } from "lucide-react";
import { DASHBOARD_LIMITS } from "@shared/limits";
import { sportEmoji } from "@shared/sport-emoji";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useUserCommunities } from "../api/user-communities";
import { CommunityCard } from "./community-card";
import { PrivacyIcon } from "./privacy-icon";

const MY_PAGE = 6;

/** 'My Communities' on the Communities screen: rendered only when the user has any (SPEC §2). */
export function MyCommunitiesSection({ userId }: { userId: number }) {
  const list = useUserCommunities(userId, MY_PAGE);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-communities-heading" className="grid grid-cols-1 gap-4">
      <h2 id="my-communities-heading" className="text-xl font-semibold">
        <Trans>My Communities</Trans>
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((c) => (
          <CommunityCard key={c.id} community={c} />
        ))}
      </div>
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show more of my communities</Trans>}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The dashboard's 'My Communities' card: up to 3 in compact form. */
export function MyCommunitiesCard({ userId }: { userId: number }) {
  const { t } = useLingui();
  const list = useUserCommunities(userId, DASHBOARD_LIMITS.communities);
  const members = (memberCount: number) => t`${plural(memberCount, { one: "# member", other: "# members" })}`;
  const items = (list.data?.pages[0]?.items ?? []).slice(0, DASHBOARD_LIMITS.communities);
  return (
    <Card data-testid="my-communities-card">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Users className="h-5 w-5 text-primary" aria-hidden="true" /> <Trans>My Communities</Trans>
        </CardTitle>
        <Button asChild variant="ghost" size="sm">
          <Link to="/communities">
            <Trans>Browse</Trans>
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {list.isPending ? (
          // Rows of the list's own shape (padding, border, two lines): nothing moves when it arrives.
          <div className="grid grid-cols-1 gap-2">
            {Array.from({ length: DASHBOARD_LIMITS.communities }, (_, i) => (
              <div key={i} className="flex items-center gap-3 rounded-md border p-2.5" data-testid="skeleton-row">
                <Skeleton className="h-7 w-7" />
                <span className="min-w-0 flex-1">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-4 w-1/3" />
                </span>
              </div>
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">
            <Trans>No communities yet</Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2">
            {items.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/communities/${c.id}`}
                  className="flex items-center gap-3 rounded-md border p-2.5 hover:bg-muted"
                  data-testid="compact-community"
                >
                  <span className="text-xl" aria-hidden="true">
                    {sportEmoji(c.sport)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{c.name}</span>
                    <span className="block text-xs text-muted-foreground">{members(c.memberCount)}</span>
                  </span>
                  <PrivacyIcon isPrivate={c.isPrivate} className="h-3.5 w-3.5" />
                  <ChevronRight className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Button asChild variant="outline" className="w-full">
          <Link to="/communities">
            <Trans>Join More Communities</Trans>
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
