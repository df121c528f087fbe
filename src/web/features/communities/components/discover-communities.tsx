import { Search } from "lucide-react";
import { COMMUNITY_GRID_PLACEHOLDERS } from "@shared/limits";
import { Button } from "@web/components/ui/button";
import { useCommunities } from "../api/communities";
import { CommunityCard, CommunityCardSkeleton } from "./community-card";

/** 'Discover Communities': the server-filtered grid, 6 grey placeholders while it loads, then pages. */
export function DiscoverCommunities({
  search,
  sport,
  onCreate,
}: {
  search: string;
  sport: string;
  onCreate: () => void;
}) {
  const list = useCommunities(search, sport);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="discover-heading" className="grid grid-cols-1 gap-4">
      <h2 id="discover-heading" className="text-xl font-semibold">
        Discover Communities
      </h2>
      {list.isPending ? (
        <div
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-busy="true"
          aria-label="Loading communities"
        >
          {Array.from({ length: COMMUNITY_GRID_PLACEHOLDERS }, (_, i) => (
            <CommunityCardSkeleton key={i} />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load communities.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => list.refetch()}>
            Try again
          </Button>
        </p>
      ) : items.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center" data-testid="communities-empty">
          <Search className="mx-auto mb-3 h-10 w-10 text-muted-foreground" aria-hidden="true" />
          <h3 className="text-lg font-semibold">No communities found</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            {search || sport !== "all"
              ? "Try a different search term or choose All Sports."
              : "There are no communities yet."}
          </p>
          <p className="text-sm text-muted-foreground">Can't find your crew? Start your own community.</p>
          <Button className="mt-4" variant="outline" onClick={onCreate}>
            Create Community
          </Button>
        </div>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((c) => (
              <CommunityCard key={c.id} community={c} />
            ))}
          </div>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? "Loading..." : "Load more communities"}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
