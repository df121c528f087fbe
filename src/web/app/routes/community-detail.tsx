import { Trans } from "@lingui/react/macro";
import { useParams } from "react-router";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/session";
import {
  BackToCommunities,
  CommunityHeader,
  CommunityHeaderSkeleton,
  CommunityMembers,
  JoinRequests,
  useCommunity,
} from "@web/features/communities";
import { CommunityEvents } from "@web/features/events";

export default function CommunityDetailPage() {
  const { user } = useAuth();
  const id = Number(useParams().communityId);
  const community = useCommunity(id);

  if (!user) return null;
  const notFound =
    !Number.isInteger(id) || id <= 0 || (community.isError && community.error?.message.startsWith("404"));
  return (
    <div className="mx-auto grid grid-cols-1 max-w-6xl gap-6 p-4 md:p-6">
      <BackToCommunities />
      {notFound ? (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <h1 className="text-xl font-semibold">
            <Trans>Community not found</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>It may have been removed, or the link is wrong.</Trans>
          </p>
        </div>
      ) : community.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>Could not load this community.</Trans>{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => void community.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : !community.data ? (
        <CommunityHeaderSkeleton />
      ) : (
        <>
          <CommunityHeader community={community.data} viewerId={user.id} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="grid grid-cols-1 content-start gap-6 lg:col-span-2">
              <CommunityEvents
                communityId={community.data.id}
                communityName={community.data.name}
                canCreate={community.data.membership === "member"}
              />
            </div>
            <div className="grid grid-cols-1 content-start gap-6">
              <JoinRequests community={community.data} viewerId={user.id} />
              <CommunityMembers community={community.data} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
