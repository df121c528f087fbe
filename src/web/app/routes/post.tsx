import { Link, useNavigate, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LoadError } from "@web/components/load-error";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiError } from "@web/lib/api";
import { useAuth } from "@web/lib/session";
import { useNow } from "@web/lib/use-now";
import { PostCard, PostComments, usePost } from "@web/features/posts";
import NotFoundPage from "./not-found";

/**
 * /posts/:postId: one post with all its comments (a notification about it opens here). A post
 * the viewer may not see answers 404 like an unknown one: the usual not-found page.
 */
export default function PostPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const navigate = useNavigate();
  const id = Number(useParams().postId);
  const post = usePost(id);
  const now = useNow();

  if (!user) return null;
  const author = post.data ? `${post.data.firstName} ${post.data.lastName}` : null;
  const valid = Number.isInteger(id) && id > 0;
  if (!valid || (post.error instanceof ApiError && post.error.status === 404)) return <NotFoundPage />;
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 p-4 md:p-6">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/posts">
          <ArrowLeft aria-hidden="true" /> <Trans>Sports Feed</Trans>
        </Link>
      </Button>
      <h1 className="sr-only">
        {author ? t`${author}'s post` : t({ message: "Post", context: "the heading of one post's page" })}
      </h1>
      {post.isError ? (
        <LoadError what={t`this post`} onRetry={() => void post.refetch()} />
      ) : !post.data ? (
        <div className="grid grid-cols-1 gap-3" aria-busy="true">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <>
          <PostCard post={post.data} viewerId={user.id} now={now} detail onDeleted={() => navigate("/posts")} />
          <PostComments post={post.data} viewerId={user.id} now={now} />
        </>
      )}
    </div>
  );
}
