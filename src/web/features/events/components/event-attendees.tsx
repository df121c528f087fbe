import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LoadError } from "@web/components/load-error";
import { UserAvatar } from "@web/components/ui/avatar";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useEventAttendees } from "../api/event";

/** Everyone going to an event, in RSVP order, a page at a time. */
export function EventAttendees({ eventId, total }: { eventId: number; total: number }) {
  const { t } = useLingui();
  const attendees = useEventAttendees(eventId);
  const items = attendees.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="self-start">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">
          <Trans>Who's going ({total})</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {attendees.isPending ? (
          <div className="grid grid-cols-1 gap-2" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : attendees.isError ? (
          <LoadError what={t`who is going`} onRetry={() => void attendees.refetch()} />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Nobody is going yet.</Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2" data-testid="event-attendees">
            {items.map((a) => (
              <li key={a.id}>
                <Link to={`/users/${a.id}`} className="flex items-center gap-3 rounded-md p-1 hover:bg-muted">
                  <UserAvatar user={a} className="h-8 w-8" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium">
                      {a.firstName} {a.lastName}
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">@{a.username}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {attendees.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            disabled={attendees.isFetchingNextPage}
            onClick={() => void attendees.fetchNextPage()}
          >
            {attendees.isFetchingNextPage ? <Trans>Loading...</Trans> : <Trans>Show more</Trans>}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
