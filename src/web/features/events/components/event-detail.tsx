import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Calendar, Lock, MapPin, Users } from "lucide-react";
import type { FanEvent } from "@shared/schemas/events";
import { ReportButton } from "@web/components/report-button";
import { ShareButton } from "@web/components/share-button";
import { Card, CardContent } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { EventTime } from "@web/components/event-time";
import { useAuth } from "@web/lib/session";
import { eventPath } from "../api/event";
import { EditEventDialog } from "./edit-event-dialog";
import { EventAttendees } from "./event-attendees";
import { CalendarLink, RsvpControls } from "./rsvp-controls";
import { useAttendingText } from "./use-attending-text";
import { WatchPartyScore } from "./watch-party-score";
import { EventBadges } from "./event-badges";
import { PartyDelayCard } from "./party-delay-card";

/** A map search for the venue (Google's documented cross-platform link: the maps app on phones). */
export const mapUrl = (location: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;

/** An event's page: what, when and where, its game, its community, RSVP or waitlist, and who is going. */
export function EventDetail({ event }: { event: FanEvent }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const attendingText = useAttendingText();
  const { location, waitlistCount } = event;
  const canEdit = !event.isPast && user?.id === event.creatorId;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="min-w-0">
        <CardContent className="grid grid-cols-1 gap-4 pt-5 text-sm">
          <div className="grid grid-cols-1 gap-2">
            <h1 className="flex items-start gap-2 text-2xl font-bold leading-tight [overflow-wrap:anywhere]">
              {event.title}
              {!event.isPublic ? (
                <Lock role="img" aria-label={t`Private event`} className="mt-1.5 h-5 w-5 shrink-0 text-amber-600" />
              ) : null}
            </h1>
            <EventBadges event={event} />
          </div>
          <p className="flex items-start gap-2">
            <Calendar className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0">
              <EventTime instant={event.eventDate} venueZone={event.timeZone} />
              {event.editedAt ? (
                <span className="text-xs text-muted-foreground">
                  {" "}
                  · <Trans>edited</Trans>
                </span>
              ) : null}
            </span>
          </p>
          <p className="flex items-center gap-2">
            <MapPin className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <a
              href={mapUrl(event.location)}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 font-medium text-primary underline-offset-2 hover:underline [overflow-wrap:anywhere]"
              aria-label={t`Open ${location} in maps`}
            >
              {event.location}
            </a>
          </p>
          {event.description ? (
            <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{event.description}</p>
          ) : null}
          {event.game ? <WatchPartyScore game={event.game} /> : null}
          {event.gameId !== null ? <PartyDelayCard event={event} /> : null}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground" data-testid="attending">
            <span className="inline-flex items-center gap-1">
              <Users className="h-4 w-4" aria-hidden="true" />
              {attendingText(event.currentAttendees, event.maxAttendees)}
            </span>
            {waitlistCount > 0 ? (
              <span>{t`${plural(waitlistCount, { one: "# on the waitlist", other: "# on the waitlist" })}`}</span>
            ) : null}
          </p>
          <div className="flex flex-wrap items-center gap-2 border-t pt-3">
            <RsvpControls event={event} />
            <div className="ml-auto flex flex-wrap items-center">
              {canEdit ? <EditEventDialog event={event} /> : null}
              <CalendarLink event={event} />
              <ShareButton target={{ path: eventPath(event.id), title: event.title }} showLabel />
              {user && user.id !== event.creatorId ? (
                <ReportButton subject={{ kind: "event", id: event.id }} what={event.title} label={t`Report event`} />
              ) : null}
            </div>
          </div>
        </CardContent>
      </Card>
      <EventAttendees eventId={event.id} total={event.currentAttendees} />
    </div>
  );
}

export function EventDetailSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-busy="true">
      <Card className="grid grid-cols-1 gap-3 p-5">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-9 w-full" />
      </Card>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
