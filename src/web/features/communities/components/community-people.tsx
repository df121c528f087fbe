import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, X } from "lucide-react";
import type { CommunityDetail } from "@shared/schemas/communities";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useCommunityMembers, useJoinRequests } from "../api/community-detail";
import { useDecideRequest } from "../api/mutations";

const canSeeMembers = (c: CommunityDetail) => !c.isPrivate || c.membership === "member";

function Loading() {
  return (
    <div className="grid grid-cols-1 gap-2">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}

/** Members in join order; of a private community only its members see them. */
export function CommunityMembers({ community }: { community: CommunityDetail }) {
  const { t } = useLingui();
  const visible = canSeeMembers(community);
  const { memberCount } = community;
  const list = useCommunityMembers(community.id, visible);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Members ({memberCount})</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {!visible ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Members of a private community are visible to its members only.</Trans>
          </p>
        ) : list.isPending ? (
          <Loading />
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label={t`Members`}>
            {items.map((m) => (
              <li key={m.id} className="flex items-center gap-3">
                <UserAvatar user={m} className="h-9 w-9" />
                <Link to={`/users/${m.id}`} className="min-w-0 flex-1 hover:underline">
                  <span className="block truncate text-sm font-medium">
                    {m.firstName} {m.lastName}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">@{m.username}</span>
                </Link>
                {m.role === "creator" ? (
                  <Badge variant="outline">
                    <Trans>Creator</Trans>
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button variant="ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show more members</Trans>}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Pending join requests of a private community, answered by its creator. */
export function JoinRequests({ community, viewerId }: { community: CommunityDetail; viewerId: number }) {
  const { t } = useLingui();
  const isCreator = community.creatorId === viewerId;
  const pendingCount = community.pendingRequestCount;
  const list = useJoinRequests(community.id, isCreator && community.isPrivate);
  const decide = useDecideRequest();
  if (!isCreator || !community.isPrivate) return null;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Join requests ({pendingCount})</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {list.isPending ? (
          <Loading />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No pending requests.</Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label={t`Join requests`}>
            {items.map((r) => {
              const name = `${r.firstName} ${r.lastName}`;
              const busy = decide.isPending && decide.variables?.userId === r.id;
              return (
                <li key={r.id} className="grid gap-2 rounded-md border p-2.5">
                  <div className="flex items-center gap-3">
                    <UserAvatar user={r} className="h-9 w-9" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{name}</span>
                      <span className="block truncate text-xs text-muted-foreground">@{r.username}</span>
                    </span>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      className="flex-1"
                      disabled={busy}
                      onClick={() => decide.mutate({ id: community.id, userId: r.id, name, approve: true })}
                      aria-label={t`Approve ${name}`}
                    >
                      <Check /> <Trans>Approve</Trans>
                    </Button>
                    <Button
                      size="sm"
                      className="flex-1"
                      variant="outline"
                      disabled={busy}
                      onClick={() => decide.mutate({ id: community.id, userId: r.id, name, approve: false })}
                      aria-label={t`Decline ${name}`}
                    >
                      <X /> <Trans>Decline</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasNextPage ? (
          <Button variant="ghost" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            <Trans>Show more requests</Trans>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
