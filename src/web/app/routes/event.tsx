import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useParams } from "react-router";
import { ArrowLeft } from "lucide-react";
import { LoadError } from "@web/components/load-error";
import { Button } from "@web/components/ui/button";
import { ApiError } from "@web/lib/api";
import { useAuth } from "@web/lib/session";
import { EventDetail, EventDetailSkeleton, useEvent } from "@web/features/events";
import NotFoundPage from "./not-found";

/**
 * /events/:eventId: one event (shared links and notifications open here). An event the viewer
 * may not see (a private community's) answers 404 like an unknown one: the usual not-found page.
 */
export default function EventPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const id = Number(useParams().eventId);
  const event = useEvent(id);

  if (!user) return null;
  const valid = Number.isInteger(id) && id > 0;
  if (!valid || (event.error instanceof ApiError && event.error.status === 404)) return <NotFoundPage />;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4 p-4 md:p-6">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/events">
          <ArrowLeft aria-hidden="true" /> <Trans>Events</Trans>
        </Link>
      </Button>
      {event.isError ? (
        <LoadError what={t`this event`} onRetry={() => void event.refetch()} />
      ) : !event.data ? (
        <EventDetailSkeleton />
      ) : (
        <EventDetail event={event.data} />
      )}
    </div>
  );
}
