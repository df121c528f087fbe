import type * as React from "react";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarPlus, Check, Hourglass } from "lucide-react";
import type { FanEvent } from "@shared/schemas/events";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import type { ApiUrl } from "@web/lib/api-types";
import { useAuth } from "@web/lib/session";
import { useJoinWaitlist, useRsvp } from "../api/mutations";

/**
 * A past event shows 'Past Event' and no RSVP; otherwise Going ('RSVPing...' while pending) or
 * cancel; a full event offers its waitlist instead of Going.
 */
export function RsvpControls({ event }: { event: FanEvent }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const rsvp = useRsvp();
  const waitlist = useJoinWaitlist();
  const { title, waitlistCount } = event;
  if (event.isPast)
    return (
      <Badge variant="outline">
        <Trans>Past Event</Trans>
      </Badge>
    );
  const leave = (label: React.ReactNode) => (
    <Button
      size="sm"
      variant="ghost"
      disabled={rsvp.isPending || !user}
      onClick={() => user && rsvp.mutate({ eventId: event.id, userId: user.id, going: false })}
    >
      {rsvp.isPending ? <Trans>Updating...</Trans> : label}
    </Button>
  );
  if (event.myRsvp === "waitlist")
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" data-testid="waitlist-badge">
          <Hourglass className="h-3 w-3" /> <Trans>On the waitlist</Trans>
          {waitlistCount > 1 ? ` (${t`${plural(waitlistCount, { one: "# waiting", other: "# waiting" })}`})` : ""}
        </Badge>
        {leave(<Trans>Leave waitlist</Trans>)}
      </div>
    );
  const going = event.myRsvp === "going";
  const full = event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees;
  if (going)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="success">
          <Check className="h-3 w-3" /> <Trans>You're going</Trans>
        </Badge>
        {leave(<Trans>Cancel RSVP</Trans>)}
      </div>
    );
  if (full)
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={waitlist.isPending || !user}
        onClick={() => waitlist.mutate(event.id)}
        aria-label={t`${title} is full: join the waitlist`}
      >
        <Hourglass /> {waitlist.isPending ? <Trans>Joining...</Trans> : <Trans>Join waitlist</Trans>}
      </Button>
    );
  return (
    <Button
      size="sm"
      disabled={rsvp.isPending || !user}
      onClick={() => user && rsvp.mutate({ eventId: event.id, userId: user.id, going: true })}
      aria-label={t`RSVP going to ${title}`}
    >
      {rsvp.isPending ? <Trans>RSVPing...</Trans> : <Trans>Going</Trans>}
    </Button>
  );
}

/** The event as an .ics file for any calendar app (the browser sends the session cookie). */
export function CalendarLink({ event }: { event: FanEvent }) {
  const { t } = useLingui();
  const title = event.title;
  return (
    <Button asChild size="sm" variant="ghost">
      <a
        href={`/api/events/${event.id}/calendar.ics` satisfies ApiUrl<"GET">}
        download
        aria-label={t`Add ${title} to calendar`}
      >
        <CalendarPlus /> <Trans>Add to calendar</Trans>
      </a>
    </Button>
  );
}
