import { CalendarPlus, Check } from "lucide-react";
import type { FanEvent } from "@shared/schemas/events";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { useAuth } from "@web/lib/session";
import { useRsvp } from "../api/mutations";

/** A past event shows 'Past Event' and no RSVP; otherwise Going ('RSVPing...' while pending) or cancel. */
export function RsvpControls({ event }: { event: FanEvent }) {
  const { user } = useAuth();
  const rsvp = useRsvp();
  if (event.isPast) return <Badge variant="outline">Past Event</Badge>;
  const going = event.myRsvp === "going";
  const full = event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees;
  if (going)
    return (
      <div className="flex items-center gap-2">
        <Badge variant="success">
          <Check className="h-3 w-3" /> You're going
        </Badge>
        <Button
          size="sm"
          variant="ghost"
          disabled={rsvp.isPending || !user}
          onClick={() => user && rsvp.mutate({ eventId: event.id, userId: user.id, going: false })}
        >
          {rsvp.isPending ? "Updating..." : "Cancel RSVP"}
        </Button>
      </div>
    );
  return (
    <Button
      size="sm"
      disabled={rsvp.isPending || full || !user}
      onClick={() => user && rsvp.mutate({ eventId: event.id, userId: user.id, going: true })}
      aria-label={full ? `${event.title} is full` : `RSVP going to ${event.title}`}
    >
      {rsvp.isPending ? "RSVPing..." : full ? "Event Full" : "Going"}
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
