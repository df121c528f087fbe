import { Link, useNavigate, useParams } from "react-router";
import { Share2 } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/api";
import { useAuth } from "@web/lib/session";
import { UserProfileHeader, useUserProfile } from "@web/features/users";
import { FriendButton } from "@web/features/friends";
import { CreatePostDialog, PostList, useUserPosts } from "@web/features/posts";
import { BlockMuteActions } from "@web/features/safety";

/** /users/{userId}: a user's profile and posts; 'User Not Found' for unknown ids. */
export default function UserProfilePage() {
  const { t } = useLingui();
  const { userId } = useParams();
  const id = Number(userId);
  const valid = Number.isInteger(id) && id > 0;
  const { user } = useAuth();
  const navigate = useNavigate();
  const profile = useUserProfile(id);
  const posts = useUserPosts(valid ? id : 0);

  const notFound =
    !valid || (profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400));
  if (notFound)
    return (
      <div className="mx-auto max-w-md p-6">
        <Card>
          <CardContent className="grid gap-4 p-8 text-center">
            <h1 className="text-2xl font-bold">
              <Trans>User Not Found</Trans>
            </h1>
            <p className="text-muted-foreground">
              <Trans>This fan does not exist or is no longer on FanZone.</Trans>
            </p>
            <Button onClick={() => navigate("/")}>
              <Trans>Go Home</Trans>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  if (profile.isPending || !user)
    return (
      <div className="mx-auto grid max-w-4xl gap-4 p-4 md:p-6" aria-busy="true">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (profile.isError)
    return (
      <div className="mx-auto max-w-md p-6 text-center">
        <p>
          <Trans>This profile could not be loaded.</Trans>
        </p>
        <Button variant="outline" className="mt-3" onClick={() => void profile.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  const p = profile.data;
  const own = p.id === user.id;
  const firstName = p.firstName;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 p-4 md:p-6">
      <UserProfileHeader
        profile={p}
        action={
          own ? null : (
            <div className="flex flex-wrap items-center justify-center gap-2">
              {p.isBlocked ? null : <FriendButton userId={p.id} status={p.friendStatus} size="default" />}
              <BlockMuteActions profile={p} />
            </div>
          )
        }
      />
      {own ? (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
            <CardTitle className="flex items-center gap-2">
              <Share2 className="h-5 w-5" /> <Trans>Share Something</Trans>
            </CardTitle>
            <CreatePostDialog multipart={false} />
          </CardHeader>
        </Card>
      ) : null}
      <section aria-label={t`Posts`} className="grid gap-4">
        <h2 className="text-xl font-semibold">
          <Trans>Posts</Trans>
        </h2>
        <PostList
          query={posts}
          viewerId={user.id}
          empty={
            <Card>
              <CardContent className="p-8 text-center text-muted-foreground">
                {own ? (
                  <Trans>You haven't posted yet.</Trans>
                ) : p.isBlocked ? (
                  <Trans>
                    You blocked {firstName}: neither of you sees the other's posts. Unblock from the menu above.
                  </Trans>
                ) : (
                  <Trans>
                    {firstName} hasn't posted yet.{" "}
                    <Link to="/posts" className="text-primary underline underline-offset-2">
                      Browse the feed
                    </Link>
                  </Trans>
                )}
              </CardContent>
            </Card>
          }
        />
      </section>
    </div>
  );
}
