import { Link } from "react-router";
import { Trans } from "@lingui/react/macro";
import { Calendar, MapPin, Plus, Users } from "lucide-react";
import { DASHBOARD_LIMITS } from "@shared/limits";
import { sportEmoji } from "@shared/sport-emoji";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useEvents } from "../api/events";
import { EventTime } from "@web/components/event-time";
import { useAttendingText } from "./use-attending-text";

/** The dashboard's 'Upcoming Events' card: up to 2 future events. */
export function UpcomingEventsCard() {
  const attendingText = useAttendingText();
  const q = useEvents({ when: "upcoming", limit: DASHBOARD_LIMITS.events });
  const items = (q.data?.pages[0]?.items ?? []).slice(0, DASHBOARD_LIMITS.events);
  return (
    <Card data-testid="upcoming-events-card">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Calendar className="h-5 w-5 text-primary" aria-hidden="true" /> <Trans>Upcoming Events</Trans>
        </CardTitle>
        <Button asChild size="sm">
          <Link to="/events">
            <Plus /> <Trans>Create Event</Trans>
          </Link>
        </Button>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {q.isPending ? (
          Array.from({ length: DASHBOARD_LIMITS.events }, (_, i) => <Skeleton key={i} className="h-20 w-full" />)
        ) : items.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">
            <Trans>No upcoming events. Create one to get started!</Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {items.map((e) => (
              <li key={e.id} className="rounded-md border p-3" data-testid="compact-event">
                <div className="flex items-start gap-3">
                  <span className="text-2xl" aria-hidden="true">
                    {sportEmoji(e.sport)}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{e.title}</p>
                    <p className="flex items-start gap-1 text-xs text-muted-foreground">
                      <Calendar className="mt-0.5 h-3 w-3 shrink-0" aria-hidden="true" />{" "}
                      <EventTime instant={e.eventDate} venueZone={e.timeZone} />
                    </p>
                    <p className="flex items-center gap-1 text-xs text-muted-foreground">
                      <MapPin className="h-3 w-3 shrink-0" aria-hidden="true" />{" "}
                      <span className="truncate">{e.location}</span>
                    </p>
                    {/* Under the place, not beside the card's text: beside it, on a phone, it left
                        the two clocks of an event abroad a column a few words wide. */}
                    <p className="flex items-center gap-1 text-xs text-muted-foreground">
                      <Users className="h-3 w-3 shrink-0" aria-hidden="true" />{" "}
                      {attendingText(e.currentAttendees, e.maxAttendees)}
                    </p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
