import * as React from "react";
import { MapPin } from "lucide-react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { UserProfile } from "@shared/schemas/users";
import { UserAvatar } from "@web/components/ui/avatar";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent } from "@web/components/ui/card";

/** Avatar, name, username, location, Posts and Favorite Teams counts, team badges; `action` slot for Add Friend. */
export function UserProfileHeader({ profile, action }: { profile: UserProfile; action?: React.ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Card>
      <CardContent className="grid grid-cols-1 gap-4 p-5 sm:p-6">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <UserAvatar user={profile} className="h-24 w-24 text-2xl" />
          <div className="min-w-0 flex-1">
            <h1 className="break-words text-2xl font-bold">
              {profile.firstName} {profile.lastName}
            </h1>
            <p className="break-all text-muted-foreground">@{profile.username}</p>
            {profile.location ? (
              <p className="mt-1 flex items-center justify-center gap-1 text-sm text-muted-foreground sm:justify-start">
                <MapPin className="h-4 w-4" /> {profile.location}
              </p>
            ) : null}
            <dl className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 sm:justify-start">
              <div>
                <dd className="text-xl font-semibold">{i18n.number(profile.postCount)}</dd>
                <dt className="text-xs text-muted-foreground">
                  <Trans>Posts</Trans>
                </dt>
              </div>
              <div>
                <dd className="text-xl font-semibold">{i18n.number(profile.teams.length)}</dd>
                <dt className="text-xs text-muted-foreground">
                  <Trans>Favorite Teams</Trans>
                </dt>
              </div>
              <div>
                <dd className="text-xl font-semibold">{i18n.number(profile.friendCount)}</dd>
                <dt className="text-xs text-muted-foreground">
                  <Trans>Friends</Trans>
                </dt>
              </div>
            </dl>
          </div>
          {action ? <div className="shrink-0">{action}</div> : null}
        </div>
        {profile.teams.length ? (
          <div>
            <h2 className="mb-2 text-sm font-semibold">
              <Trans>Favorite Teams</Trans>
            </h2>
            <ul className="flex flex-wrap gap-2">
              {profile.teams.map((t) => (
                <li key={t.id}>
                  <Badge variant="secondary">{t.name}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
