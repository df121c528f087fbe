import { Link } from "react-router";
import { CalendarDays } from "lucide-react";
import { RECENT_ACTIVITY_ITEMS } from "@shared/limits";
import { sportEmoji } from "@shared/sport-emoji";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useUserEvents } from "../api/user-events";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** 'Recent Activity': the user's first 3 events, else 'No recent activity'. */
export function RecentActivityCard({ userId }: { userId: number }) {
  const events = useUserEvents(userId);
  const items = (events.data ?? []).slice(0, RECENT_ACTIVITY_ITEMS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {events.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recent activity</p>
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
                  <p className="flex items-center gap-1 text-xs text-muted-foreground">
                    <CalendarDays className="h-3 w-3" /> {when.format(new Date(e.eventDate))} · {e.location}
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
