import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Calendar, Lock, Users } from "lucide-react";
import type { TeamDetail } from "@shared/schemas/team-pages";
import { EventTime } from "@web/components/event-time";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

const Members = ({ count }: { count: number }) => <Plural value={count} one="# member" other="# members" />;
const Going = ({ count }: { count: number }) => <Plural value={count} one="# going" other="# going" />;

/** The team's communities, the largest first. */
export function TeamCommunities({ communities }: { communities: TeamDetail["communities"] }) {
  const { t } = useLingui();
  return (
    <Card data-testid="team-communities">
      <CardHeader>
        <CardTitle className="text-lg">
          <Trans>Communities</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {communities.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No communities for this team yet.</Trans>
          </p>
        ) : (
          <ul className="-mx-2 grid">
            {communities.map((c) => (
              <li key={c.id}>
                <Link
                  to={`/communities/${c.id}`}
                  className="flex items-center gap-2 rounded-md px-2 py-2 hover:bg-muted"
                >
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">{c.name}</span>
                  {c.isPrivate ? <Lock className="h-3.5 w-3.5 text-muted-foreground" aria-label={t`Private`} /> : null}
                  <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                    <Users className="h-3.5 w-3.5" aria-hidden="true" /> <Members count={c.memberCount} />
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
        <CardTitle className="text-lg">
          <Trans>Upcoming watch parties</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No watch parties planned for the next games.</Trans>
          </p>
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
                    <Calendar className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                    <span className="min-w-0">
                      <EventTime instant={e.eventDate} venueZone={e.timeZone} /> · {e.location} ·{" "}
                      <Going count={e.currentAttendees} />
                    </span>
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
