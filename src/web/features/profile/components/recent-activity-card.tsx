import { Link } from "react-router";
import { CalendarDays } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@shared/i18n/locales";
import { RECENT_ACTIVITY_ITEMS } from "@shared/limits";
import { sportEmoji } from "@shared/sport-emoji";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDateTime } from "@web/lib/i18n/time-format";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";
import { useUserEvents } from "../api/user-events";

/** 'Recent Activity': the user's first 3 events, else 'No recent activity'. */
export function RecentActivityCard({ userId }: { userId: number }) {
  const { i18n } = useLingui();
  const zone = useTimeZone();
  const events = useUserEvents(userId);
  const items = (events.data ?? []).slice(0, RECENT_ACTIVITY_ITEMS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Recent Activity</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No recent activity</Trans>
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {items.map((e) => (
              <li key={e.id} className="flex items-start gap-3">
                <span className="text-xl" aria-hidden="true">
                  {sportEmoji(e.sport)}
                </span>
                <div className="min-w-0 flex-1">
                  <Link to="/events" className="block break-words font-medium hover:underline">
                    {e.title}
                  </Link>
                  {/* In the viewer's zone, with its name: an event's time is easily misread. */}
                  <p className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
                    <CalendarDays className="h-3 w-3" aria-hidden="true" />{" "}
                    {formatDateTime(new Date(e.eventDate), i18n.locale as Locale, zone, true)} · {e.location}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
