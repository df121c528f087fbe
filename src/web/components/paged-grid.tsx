import * as React from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@web/components/ui/button";

/** What PagedGrid needs of an infinite query, with its pages already flattened into items. */
export interface PagedList<T> {
  items: T[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** The items of every page fetched so far. */
export const pagedItems = <T,>(q: { data?: { pages: { items: T[] }[] } }) =>
  q.data?.pages.flatMap((p) => p.items) ?? [];

/**
 * A grid of cards: grey placeholders while the first page loads, an error with a retry, the
 * empty state, then the cards and "load more" while the server has more pages.
 */
export function PagedGrid<T extends { id: number }>({
  list,
  noun,
  renderItem,
  skeleton,
  empty,
  placeholders = 3,
  moreLabel,
  narrow = false,
}: {
  list: PagedList<T>;
  /**
   * Plural, lower case, without an article, in the active language: "events" (used in the
   * loading label, the error and the more button).
   */
  noun: string;
  renderItem: (item: T) => React.ReactNode;
  skeleton: React.ReactNode;
  empty: React.ReactNode;
  placeholders?: number;
  /** The more button's text; "Load more <noun>" when not given. */
  moreLabel?: string;
  /** Two columns at most (inside a page column). */
  narrow?: boolean;
}) {
  const { t } = useLingui();
  const gridClassName = narrow
    ? "grid grid-cols-1 gap-4 sm:grid-cols-2"
    : "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";
  if (list.isPending)
    return (
      <div className={gridClassName} aria-busy="true" aria-label={t`Loading ${noun}`}>
        {Array.from({ length: placeholders }, (_, i) => (
          <React.Fragment key={i}>{skeleton}</React.Fragment>
        ))}
      </div>
    );
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        <Trans>Could not load {noun}.</Trans>{" "}
        <Button variant="link" className="h-auto p-0" onClick={() => list.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </p>
    );
  if (list.items.length === 0) return <>{empty}</>;
  return (
    <>
      <div className={gridClassName}>
        {list.items.map((item) => (
          <React.Fragment key={item.id}>{renderItem(item)}</React.Fragment>
        ))}
      </div>
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? t`Loading...` : (moreLabel ?? t`Load more ${noun}`)}
          </Button>
        </div>
      ) : null}
    </>
  );
}
