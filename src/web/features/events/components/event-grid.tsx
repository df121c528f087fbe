import { Button } from "@web/components/ui/button";
import type { FanEvent } from "@shared/schemas/events";
import { EventCard, EventCardSkeleton } from "./event-card";

interface ListState {
  items: FanEvent[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** A grid of event cards with grey placeholders while loading, an empty text, and "load more". */
export function EventGrid({
  list,
  empty,
  placeholders = 3,
  moreLabel = "Load more events",
  narrow = false,
}: {
  list: ListState;
  empty: React.ReactNode;
  placeholders?: number;
  moreLabel?: string;
  /** Two columns at most (inside a page column). */
  narrow?: boolean;
}) {
  const cols = narrow
    ? "grid grid-cols-1 gap-4 sm:grid-cols-2"
    : "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";
  if (list.isPending)
    return (
      <div className={cols} aria-busy="true" aria-label="Loading events">
        {Array.from({ length: placeholders }, (_, i) => (
          <EventCardSkeleton key={i} />
        ))}
      </div>
    );
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load events.{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => list.refetch()}>
          Try again
        </Button>
      </p>
    );
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      <div className={cols}>
        {list.items.map((e) => (
          <EventCard key={e.id} event={e} />
        ))}
      </div>
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? "Loading..." : moreLabel}
          </Button>
        </div>
      ) : null}
    </>
  );
}
