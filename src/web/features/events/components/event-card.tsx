import { Link } from "react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { Calendar, Lock, MapPin, Users } from "lucide-react";
import type { Locale } from "@shared/i18n/locales";
import type { FanEvent } from "@shared/schemas/events";
import { ReportButton } from "@web/components/report-button";
import { ShareButton } from "@web/components/share-button";
import { Card, CardContent, CardHeader } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/session";
import { eventPath } from "../api/event";
import { AttendeeStack } from "./attendee-stack";
import { EditEventDialog } from "./edit-event-dialog";
import { EventTime } from "@web/components/event-time";
import { formatDateTime } from "@web/lib/i18n/time-format";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import { CalendarLink, RsvpControls } from "./rsvp-controls";
import { useAttendingText } from "./use-attending-text";
import { WatchPartyScore } from "./watch-party-score";
import { EventBadges } from "./event-badges";

export function EventCard({ event }: { event: FanEvent }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const viewerZone = useTimeZone();
  const attendingText = useAttendingText();
  const editedAt = event.editedAt
    ? formatDateTime(new Date(event.editedAt), i18n.locale as Locale, viewerZone, true)
    : null;
  const canEdit = !event.isPast && user?.id === event.creatorId;
  return (
    <Card className="flex flex-col" data-testid="event-card" data-past={event.isPast || undefined}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-base font-semibold leading-tight">
            <Link to={eventPath(event.id)} className="hover:text-primary hover:underline">
              {event.title}
            </Link>
          </h3>
          {!event.isPublic ? (
            <Lock role="img" aria-label={t`Private event`} className="h-4 w-4 shrink-0 text-amber-600" />
          ) : null}
        </div>
        <EventBadges event={event} />
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <p className="flex items-start gap-2 text-muted-foreground">
          <Calendar className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <EventTime instant={event.eventDate} venueZone={event.timeZone} />
          {editedAt ? (
            <span className="text-xs" title={t`Edited ${editedAt}`}>
              · <Trans>edited</Trans>
            </span>
          ) : null}
        </p>
        <p className="flex items-center gap-2 text-muted-foreground">
          <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{event.location}</span>
        </p>
        {event.description ? <p className="line-clamp-3">{event.description}</p> : null}
        {event.game ? <WatchPartyScore game={event.game} /> : null}
        <div className="mt-auto grid gap-3 pt-2">
          <div className="flex items-center gap-2">
            <AttendeeStack attendees={event.attendees} total={event.currentAttendees} />
            <span className="inline-flex items-center gap-1 text-muted-foreground" data-testid="attending">
              <Users className="h-4 w-4" aria-hidden="true" />
              {attendingText(event.currentAttendees, event.maxAttendees)}
            </span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
            <RsvpControls event={event} />
            <div className="flex items-center">
              {canEdit ? <EditEventDialog event={event} /> : null}
              <CalendarLink event={event} />
              <ShareButton target={{ path: eventPath(event.id), title: event.title }} />
              {user && user.id !== event.creatorId ? (
                <ReportButton subject={{ kind: "event", id: event.id }} what={event.title} label={t`Report event`} />
              ) : null}
            </div>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

export function EventCardSkeleton() {
  return (
    <Card className="grid grid-cols-1 gap-3 p-5" data-testid="event-card-skeleton">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-4 w-3/5" />
      <div className="flex justify-between">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-9 w-20" />
      </div>
    </Card>
  );
}
