import type * as React from "react";
import { Link } from "react-router";
import { Calendar, Lock, MapPin, SearchX, Users } from "lucide-react";
import type { SearchResults as Results } from "@shared/schemas/search";
import { leagueLabel } from "@shared/leagues";
import { sportEmoji, sportName } from "@shared/sport-emoji";
import { EmptyState } from "@web/components/empty-state";
import { UserAvatar } from "@web/components/ui/avatar";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatEventDate } from "@web/lib/event-format";

export const SEARCH_RESULTS_TEXTS = {
  teams: "Teams",
  people: "People",
  communities: "Communities",
  events: "Events",
  members: (n: number) => (n === 1 ? "1 member" : `${n} members`),
  privateCommunity: "Private community",
  past: "Past",
  noneTitle: (q: string) => `Nothing found for “${q}”`,
  noneHints: ["Check the spelling, or try a shorter word: a team, a fan's name, a community or an event."],
} as const;
const T = SEARCH_RESULTS_TEXTS;

function Group({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card data-testid={`search-${id}`}>
      <CardHeader className="pb-2">
        <CardTitle id={`search-${id}-title`} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby={`search-${id}-title`} className="grid grid-cols-1 gap-1">
          {children}
        </ul>
      </CardContent>
    </Card>
  );
}

const rowClass = "flex min-w-0 items-center gap-3 rounded-md p-2 hover:bg-muted focus-visible:bg-muted";

/** The hits of a search in their groups (a group with no hit is left out). */
export function SearchResults({ results }: { results: Results }) {
  const { teams, people, communities, events } = results;
  if (!teams.length && !people.length && !communities.length && !events.length)
    return <EmptyState icon={SearchX} title={T.noneTitle(results.q)} hints={[...T.noneHints]} testId="search-empty" />;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {teams.length ? (
        <Group id="teams" title={T.teams}>
          {teams.map((t) => (
            <li key={t.id}>
              <Link to={`/teams/${t.id}`} className={rowClass}>
                <img src={t.logo} alt="" className="h-8 w-8 shrink-0" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{t.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {leagueLabel(t.league)} · {t.city}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </Group>
      ) : null}
      {people.length ? (
        <Group id="people" title={T.people}>
          {people.map((p) => (
            <li key={p.id}>
              <Link to={`/users/${p.id}`} className={rowClass}>
                <UserAvatar user={p} className="h-8 w-8" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {p.firstName} {p.lastName}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    @{p.username}
                    {p.location ? ` · ${p.location}` : ""}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </Group>
      ) : null}
      {communities.length ? (
        <Group id="communities" title={T.communities}>
          {communities.map((c) => (
            <li key={c.id}>
              <Link to={`/communities/${c.id}`} className={rowClass}>
                <span
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-muted"
                  aria-hidden="true"
                >
                  {sportEmoji(c.sport)}
                </span>
                <span className="min-w-0">
                  <span className="flex items-center gap-1 truncate font-medium">
                    {c.name}
                    {c.isPrivate ? (
                      <Lock role="img" aria-label={T.privateCommunity} className="h-3.5 w-3.5 shrink-0" />
                    ) : null}
                  </span>
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    {sportName(c.sport)} · <Users className="h-3 w-3" aria-hidden="true" /> {T.members(c.memberCount)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </Group>
      ) : null}
      {events.length ? (
        <Group id="events" title={T.events}>
          {events.map((e) => (
            <li key={e.id}>
              <Link to={`/events/${e.id}`} className={rowClass}>
                <span
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-muted"
                  aria-hidden="true"
                >
                  <Calendar className="h-4 w-4" />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{e.title}</span>
                  <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                    <time dateTime={e.eventDate} className="shrink-0">
                      {e.isPast ? `${T.past} · ` : ""}
                      {formatEventDate(e.eventDate)}
                    </time>
                    · <MapPin className="h-3 w-3 shrink-0" aria-hidden="true" />
                    <span className="truncate">{e.location}</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </Group>
      ) : null}
    </div>
  );
}
