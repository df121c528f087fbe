import type * as React from "react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Calendar, Lock, MapPin, SearchX, Users } from "lucide-react";
import type { Locale } from "@shared/i18n/locales";
import type { SearchResults as Results } from "@shared/schemas/search";
import { leagueLabel } from "@shared/leagues";
import { sportEmoji } from "@shared/sport-emoji";
import { EmptyState } from "@web/components/empty-state";
import { UserAvatar } from "@web/components/ui/avatar";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatEventDate } from "@web/lib/event-format";
import { sportLabel } from "@web/lib/i18n/sport-names";
import { useTimeZone } from "@web/lib/i18n/use-time-zone";

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

/** One hit, linking to its page: its picture, then its name over a line of detail (`children`). */
function ResultRow({ to, picture, children }: { to: string; picture: React.ReactNode; children: React.ReactNode }) {
  return (
    <li>
      <Link to={to} className="flex min-w-0 items-center gap-3 rounded-md p-2 hover:bg-muted focus-visible:bg-muted">
        {picture}
        <span className="min-w-0">{children}</span>
      </Link>
    </li>
  );
}

/** The round picture of a hit that has no image of its own (a community's sport, an event). */
function RoundPicture({ children }: { children: React.ReactNode }) {
  return (
    <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-muted" aria-hidden="true">
      {children}
    </span>
  );
}

/** The hits of a search in their groups (a group with no hit is left out). */
export function SearchResults({ results }: { results: Results }) {
  const { i18n, t } = useLingui();
  const timeZone = useTimeZone();
  const locale = i18n.locale as Locale;
  const { teams, people, communities, events } = results;
  const q = results.q;
  const members = (count: number) => t`${plural(count, { one: "# member", other: "# members" })}`;
  if (!teams.length && !people.length && !communities.length && !events.length)
    return (
      <EmptyState
        icon={SearchX}
        title={t`Nothing found for “${q}”`}
        hints={[t`Check the spelling, or try a shorter word: a team, a fan's name, a community or an event.`]}
        testId="search-empty"
      />
    );
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {teams.length ? (
        <Group id="teams" title={t`Teams`}>
          {teams.map((t) => (
            <ResultRow
              key={t.id}
              to={`/teams/${t.id}`}
              picture={<img src={t.logo} alt="" className="h-8 w-8 shrink-0" />}
            >
              <span className="block truncate font-medium">{t.name}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {leagueLabel(t.league)} · {t.city}
              </span>
            </ResultRow>
          ))}
        </Group>
      ) : null}
      {people.length ? (
        <Group id="people" title={t`People`}>
          {people.map((p) => (
            <ResultRow key={p.id} to={`/users/${p.id}`} picture={<UserAvatar user={p} className="h-8 w-8" />}>
              <span className="block truncate font-medium">
                {p.firstName} {p.lastName}
              </span>
              <span className="block truncate text-xs text-muted-foreground">
                @{p.username}
                {p.location ? ` · ${p.location}` : ""}
              </span>
            </ResultRow>
          ))}
        </Group>
      ) : null}
      {communities.length ? (
        <Group id="communities" title={t`Communities`}>
          {communities.map((c) => (
            <ResultRow
              key={c.id}
              to={`/communities/${c.id}`}
              picture={<RoundPicture>{sportEmoji(c.sport)}</RoundPicture>}
            >
              <span className="flex items-center gap-1 truncate font-medium">
                {c.name}
                {c.isPrivate ? (
                  <Lock role="img" aria-label={t`Private community`} className="h-3.5 w-3.5 shrink-0" />
                ) : null}
              </span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                {sportLabel(i18n, c.sport)} · <Users className="h-3 w-3" aria-hidden="true" /> {members(c.memberCount)}
              </span>
            </ResultRow>
          ))}
        </Group>
      ) : null}
      {events.length ? (
        <Group id="events" title={t`Events`}>
          {events.map((e) => (
            <ResultRow
              key={e.id}
              to={`/events/${e.id}`}
              picture={
                <RoundPicture>
                  <Calendar className="h-4 w-4" />
                </RoundPicture>
              }
            >
              <span className="block truncate font-medium">{e.title}</span>
              <span className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                <time dateTime={e.eventDate} className="shrink-0">
                  {e.isPast ? <>{t`Past`} · </> : null}
                  {formatEventDate(e.eventDate, locale, timeZone)}
                </time>
                · <MapPin className="h-3 w-3 shrink-0" aria-hidden="true" />
                <span className="truncate">{e.location}</span>
              </span>
            </ResultRow>
          ))}
        </Group>
      ) : null}
    </div>
  );
}
