import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Calendar, CalendarPlus, Heart, Search, Users, UserPlus } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { useAuth } from "@web/lib/session";
import { MyCommunitiesCard } from "@web/features/communities";
import { UpcomingEventsCard } from "@web/features/events";
import { LatestNewsCard } from "@web/features/news";
import { FavoriteTeamsList } from "@web/features/teams";

const tiles = [
  { to: "/events", title: msg`Upcoming Events`, text: msg`Find a watch party`, icon: Calendar },
  { to: "/communities", title: msg`Communities`, text: msg`Meet fans like you`, icon: Users },
  { to: "/profile", title: msg`Following Teams`, text: msg`Your favorite teams`, icon: Heart },
] as const;

/**
 * Home dashboard (SPEC §2): banner, tiles, events, news, communities, teams and quick actions.
 * The banner and the tiles are drawn while the session is checked too (RequireUser
 * drawsWhileLoading), so they paint from the prerendered HTML and stay when the fan's name and
 * cards arrive: the first screen's largest text is painted before any script runs.
 */
export default function HomePage() {
  const { user } = useAuth();
  const { i18n, t } = useLingui();
  const firstName = user?.firstName;
  return (
    <div className="mx-auto grid grid-cols-1 max-w-6xl gap-6 p-4 md:p-6">
      <section className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-gradient-to-r from-blue-700 via-indigo-600 to-purple-600 p-6 text-white shadow-md">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold [overflow-wrap:anywhere] md:text-3xl">
            {firstName ? <Trans>Welcome back, {firstName}!</Trans> : <Trans>Welcome back!</Trans>}
          </h1>
          <p className="text-white/85">
            <Trans>Here's what's happening with your teams and communities.</Trans>
          </p>
        </div>
        <Button asChild variant="secondary">
          <Link to="/profile">
            <Trans>Edit Profile</Trans>
          </Link>
        </Button>
      </section>

      <nav aria-label={t`Shortcuts`} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {tiles.map(({ to, title, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-center gap-4 rounded-lg border bg-card p-4 shadow-sm transition hover:border-primary hover:shadow"
          >
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold group-hover:text-primary">{i18n._(title)}</span>
              <span className="block text-sm text-muted-foreground">{i18n._(text)}</span>
            </span>
          </Link>
        ))}
      </nav>

      {user ? <Dashboard userId={user.id} /> : <DashboardPlaceholder />}
    </div>
  );
}

/** Where the cards come, while the session is checked. */
function DashboardPlaceholder() {
  const { t } = useLingui();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3" role="status" aria-label={t`Loading`}>
      <Skeleton className="h-48 w-full lg:col-span-2" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** The fan's cards: events, news, communities, favourite teams and quick actions. */
function Dashboard({ userId }: { userId: number }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <div className="grid grid-cols-1 content-start gap-6 lg:col-span-2">
        <UpcomingEventsCard />
        <LatestNewsCard />
      </div>
      <div className="grid grid-cols-1 content-start gap-6">
        <MyCommunitiesCard userId={userId} />
        <Card data-testid="favorite-teams-card">
          <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
            <CardTitle className="flex min-w-0 items-center gap-2">
              <Heart className="h-5 w-5 text-primary" aria-hidden="true" /> <Trans>Favorite Teams</Trans>
            </CardTitle>
            <Button asChild variant="ghost" size="sm">
              <Link to="/profile">
                <Trans>Edit</Trans>
              </Link>
            </Button>
          </CardHeader>
          <CardContent>
            <FavoriteTeamsList userId={userId} />
          </CardContent>
        </Card>
        <Card data-testid="quick-actions">
          <CardHeader>
            <CardTitle>
              <Trans>Quick Actions</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-2">
            <Button asChild variant="outline" className="justify-start">
              <Link to="/events?create=1">
                <CalendarPlus /> <Trans>Create Event</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to="/events">
                <Search /> <Trans>Find Events</Trans>
              </Link>
            </Button>
            <Button asChild variant="outline" className="justify-start">
              <Link to="/communities?create=1">
                <UserPlus /> <Trans>Start Community</Trans>
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
