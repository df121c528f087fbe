import { Link } from "react-router";
import { Calendar, Lock, Users } from "lucide-react";
import type { TeamDetail } from "@shared/schemas/team-pages";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

const TEXT = {
  communities: "Communities",
  noCommunities: "No communities for this team yet.",
  members: (n: number) => (n === 1 ? "1 member" : `${new Intl.NumberFormat().format(n)} members`),
  private: "Private",
  watchParties: "Upcoming watch parties",
  noWatchParties: "No watch parties planned for the next games.",
  going: (n: number) => `${n} going`,
};

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));

/** The team's communities, the largest first. */
export function TeamCommunities({ communities }: { communities: TeamDetail["communities"] }) {
  return (
    <Card data-testid="team-communities">
      <CardHeader>
        <CardTitle className="text-lg">{TEXT.communities}</CardTitle>
      </CardHeader>
      <CardContent>
        {communities.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXT.noCommunities}</p>
        ) : (
          <ul className="-mx-2 grid">
            {communities.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/communities/${c.id}`}
                  className="flex items-center gap-2 rounded-md px-2 py-2 hover:bg-muted"
                >
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{c.name}</span>
                  {c.isPrivate ? (
                    <Lock className="h-3.5 w-3.5 text-muted-foreground" aria-label={TEXT.private} />
                  ) : null}
                  <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                    <Users className="h-3.5 w-3.5" aria-hidden="true" /> {TEXT.members(c.memberCount)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Watch parties of the team's next games that the viewer may see. */
export function TeamWatchParties({ events }: { events: TeamDetail["watchParties"] }) {
  return (
    <Card data-testid="team-watch-parties">
      <CardHeader>
        <CardTitle className="text-lg">{TEXT.watchParties}</CardTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TEXT.noWatchParties}</p>
        ) : (
          <ul className="-mx-2 grid">
            {events.map((e) => (
              <li key={e.id}>
                {/* the game's page lists its watch parties, with RSVP */}
                <Link
                  to={e.gameId ? `/games/${encodeURIComponent(e.gameId)}` : "/events"}
                  className="grid gap-0.5 rounded-md px-2 py-2 hover:bg-muted"
                >
                  <span className="truncate text-sm font-medium">{e.title}</span>
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    <Calendar className="h-3.5 w-3.5" aria-hidden="true" /> {when(e.eventDate)} · {e.location} ·{" "}
                    {TEXT.going(e.currentAttendees)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
