import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarX } from "lucide-react";
import { EmptyState } from "@web/components/empty-state";
import { pagedItems } from "@web/components/paged-grid";
import { Button } from "@web/components/ui/button";
import { useEvents, useUserEvents } from "../api/events";
import { EventGrid } from "./event-grid";

const PAGE = 9;
const MY_PAGE = 6;

/** 'Upcoming Events': only events dated in the future (the server filters), title search and sport. */
export function UpcomingEventsSection({
  search,
  sport,
  onCreate,
}: {
  search: string;
  sport: string;
  onCreate: () => void;
}) {
  const { t } = useLingui();
  const q = useEvents({ search, sport, when: "upcoming", limit: PAGE });
  return (
    <section aria-labelledby="upcoming-heading" className="grid grid-cols-1 gap-4">
      <h2 id="upcoming-heading" className="text-xl font-semibold">
        <Trans>Upcoming Events</Trans>
      </h2>
      <EventGrid
        list={{ ...q, items: pagedItems(q) }}
        placeholders={6}
        empty={
          <EmptyState
            icon={CalendarX}
            title={t`No upcoming events`}
            testId="events-empty"
            hints={[
              search || sport !== "all"
                ? t`Try a different search or choose All Sports.`
                : t`Be the first to plan one.`,
            ]}
            action={{ label: t`Create Event`, onClick: onCreate }}
          />
        }
      />
    </section>
  );
}

/** 'My Events': what the user created or is going to; upcoming first, then the latest past ones. */
export function MyEventsSection({ userId }: { userId: number }) {
  const { t } = useLingui();
  const upcoming = useUserEvents(userId, { when: "upcoming", limit: MY_PAGE });
  const past = useUserEvents(userId, { when: "past", limit: 3 });
  const up = pagedItems(upcoming);
  const before = pagedItems(past);
  if (upcoming.isPending || past.isPending || (up.length === 0 && before.length === 0)) return null;
  return (
    <section aria-labelledby="my-events-heading" className="grid grid-cols-1 gap-4">
      <h2 id="my-events-heading" className="text-xl font-semibold">
        <Trans>My Events</Trans>
      </h2>
      {up.length ? (
        <EventGrid list={{ ...upcoming, items: up }} empty={null} moreLabel={t`Show more of my events`} />
      ) : null}
      {before.length ? (
        <EventGrid list={{ ...past, items: before }} empty={null} moreLabel={t`Show more past events`} />
      ) : null}
    </section>
  );
}

/** A community's upcoming events (the community page), with Create Event for its members. */
export function CommunityEventsSection({
  communityId,
  canCreate,
  onCreate,
}: {
  communityId: number;
  canCreate: boolean;
  onCreate: () => void;
}) {
  const q = useEvents({ communityId, when: "upcoming", limit: 6 });
  return (
    <section aria-labelledby="community-events-heading" className="grid grid-cols-1 gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="community-events-heading" className="text-xl font-semibold">
          <Trans>Upcoming Events</Trans>
        </h2>
        {canCreate ? (
          <Button onClick={onCreate}>
            <Trans>Create Event</Trans>
          </Button>
        ) : null}
      </div>
      <EventGrid
        list={{ ...q, items: pagedItems(q) }}
        placeholders={2}
        narrow
        empty={
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            <Trans>No upcoming events in this community yet.</Trans>
          </p>
        }
      />
    </section>
  );
}
