import type * as React from "react";
import { useLingui } from "@lingui/react/macro";
import type { FanEvent } from "@shared/schemas/events";
import { PagedGrid, type PagedList } from "@web/components/paged-grid";
import { EventCard, EventCardSkeleton } from "./event-card";

/** A grid of event cards (see PagedGrid for loading, errors and "load more"). */
export function EventGrid({
  list,
  empty,
  placeholders,
  moreLabel,
  narrow,
}: {
  list: PagedList<FanEvent>;
  empty: React.ReactNode;
  placeholders?: number;
  moreLabel?: string;
  narrow?: boolean;
}) {
  const { t } = useLingui();
  return (
    <PagedGrid
      list={list}
      noun={t`events`}
      skeleton={<EventCardSkeleton />}
      renderItem={(e) => <EventCard event={e} />}
      empty={empty}
      placeholders={placeholders}
      moreLabel={moreLabel}
      narrow={narrow}
    />
  );
}
