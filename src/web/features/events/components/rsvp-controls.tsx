import { CalendarPlus, Check, Hourglass } from "lucide-react";
import type { FanEvent } from "@shared/schemas/events";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/session";
import { useJoinWaitlist, useRsvp } from "../api/mutations";

/**
 * A past event shows 'Past Event' and no RSVP; otherwise Going ('RSVPing...' while pending) or
 * cancel; a full event offers its waitlist instead of Going.
 */
export function RsvpControls({ event }: { event: FanEvent }) {
  const { user } = useAuth();
  const rsvp = useRsvp();
  const waitlist = useJoinWaitlist();
  if (event.isPast) return <Badge variant="outline">Past Event</Badge>;
  const leave = (label: string) => (
    <Button
      size="sm"
      variant="ghost"
      disabled={rsvp.isPending || !user}
      onClick={() => user && rsvp.mutate({ eventId: event.id, userId: user.id, going: false })}
    >
      {rsvp.isPending ? "Updating..." : label}
    </Button>
  );
  if (event.myRsvp === "waitlist")
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary" data-testid="waitlist-badge">
          <Hourglass className="h-3 w-3" /> On the waitlist
          {event.waitlistCount > 1 ? ` (${event.waitlistCount} waiting)` : ""}
        </Badge>
        {leave("Leave waitlist")}
      </div>
    );
  const going = event.myRsvp === "going";
  const full = event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees;
  if (going)
    return (
      <div className="flex items-center gap-2">
        <Badge variant="success">
          <Check className="h-3 w-3" /> You're going
        </Badge>
        {leave("Cancel RSVP")}
      </div>
    );
  if (full)
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={waitlist.isPending || !user}
        onClick={() => waitlist.mutate(event.id)}
        aria-label={`${event.title} is full: join the waitlist`}
      >
        <Hourglass /> {waitlist.isPending ? "Joining..." : "Join waitlist"}
      </Button>
    );
  return (
    <Button
      size="sm"
      disabled={rsvp.isPending || !user}
      onClick={() => user && rsvp.mutate({ eventId: event.id, userId: user.id, going: true })}
      aria-label={`RSVP going to ${event.title}`}
    >
      {rsvp.isPending ? "RSVPing..." : "Going"}
    </Button>
  );
}

/** The event as an .ics file for any calendar app (the browser sends the session cookie). */
export function CalendarLink({ event }: { event: FanEvent }) {
  return (
    <Button asChild size="sm" variant="ghost">
      <a href={`/api/events/${event.id}/calendar.ics`} download aria-label={`Add ${event.title} to calendar`}>
        <CalendarPlus /> Add to calendar
      </a>
    </Button>
  );
}
